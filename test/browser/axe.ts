import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

// axe-core in the page, without a script tag: the source is evaluated through the DevTools protocol, which a
// Content-Security-Policy without inline scripts does not block (page.addScriptTag({ content }) would be).
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Where each check's answer is kept, one JSON file per label: violations of every impact and axe's undecided. */
const REPORTS = join(process.cwd(), 'test-results', 'axe');

/** The rules run: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and the best practices below. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Best-practice rules held as hard as a serious violation, whatever impact axe gives them: every screen has a
 * level-one heading (the route's label, see docs/web-patterns.md) and one main landmark.
 */
const REQUIRED_RULES = ['page-has-heading-one', 'landmark-one-main', 'landmark-no-duplicate-main'];

const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Left out of the check: antd's toasts, which fade away on their own timer (one met mid-fade reads as white text on
 * white), and anything in an opening or closing animation, whose colours are half-way. The screens around them are
 * checked once settled.
 */
const ANIMATING = ['[class*="-enter"]', '[class*="-appear"]', '[class*="-leave"]'];
const TRANSIENT = ['.ant-message', '.ant-notification', ...ANIMATING];

/** Waits (up to 5 s) for antd's animations to end. A locator is polled: the CSP refuses waitForFunction's eval. */
async function animationsOver(page: Page): Promise<void> {
  const deadline = Date.now() + 5000;
  while ((await page.locator(ANIMATING.join(', ')).count()) > 0 && Date.now() < deadline) await page.waitForTimeout(50);
}

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

/**
 * Runs axe on the page as it is now: every violation (all impacts), and what axe could not decide by itself
 * (`incomplete`, such as text over an image or a gradient, whose contrast a person has to judge).
 */
export async function runAxe(page: Page): Promise<{ violations: AxeViolation[]; incomplete: AxeViolation[] }> {
  await animationsOver(page);
  if ((await page.evaluate('typeof window.axe')) === 'undefined') await page.evaluate(`${AXE_SOURCE}\n;void 0`);
  const options = {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    rules: Object.fromEntries(REQUIRED_RULES.map((id) => [id, { enabled: true }])),
    resultTypes: ['violations', 'incomplete'],
  };
  // Browser-side code is passed as a string: this folder is compiled without the DOM library.
  return (await page.evaluate(
    `axe.run({ exclude: ${JSON.stringify(TRANSIENT.map((selector) => [selector]))} }, ${JSON.stringify(options)}).then((r) => {
      const brief = (list) => list.map((v) => ({
        id: v.id, impact: v.impact, help: v.help, helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
      }));
      return { violations: brief(r.violations), incomplete: brief(r.incomplete) };
    })`,
  )) as { violations: AxeViolation[]; incomplete: AxeViolation[] };
}

/** The violations that fail the suite: serious or critical ones, and any of the required best practices. */
export function failing(violations: AxeViolation[]): AxeViolation[] {
  return violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? '') || REQUIRED_RULES.includes(v.id));
}

/** One line per violation and one per element: rule, impact, what it asks, the element's selector and what is wrong. */
export function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.slice(0, 8).map((n) => {
        const summary = (n.failureSummary ?? '')
          .replace(/^Fix (any|all) of the following:\s*/i, '')
          .replace(/\s+/g, ' ')
          .slice(0, 240);
        // one selector per element; more only when it sits inside a frame or a shadow root
        return `    ${n.target.map(String).join(' >>> ')}\n      ${summary}`;
      });
      const more = v.nodes.length > 8 ? [`    ... and ${v.nodes.length - 8} more`] : [];
      return [`  ${v.id} (${v.impact ?? 'no impact'}): ${v.help}`, ...nodes, ...more].join('\n');
    })
    .join('\n');
}

/**
 * Runs axe-core (WCAG 2.x A/AA and the required best practices) on the screen once antd's animations are over, open
 * dialogs, drawers and confirmations included, and throws listing each serious or critical violation (and any
 * missing h1 or main landmark): its rule, the elements' selectors and a short summary. `label` names the screen in
 * the message and in test-results/axe/<label>.json. Works under the app's Content-Security-Policy.
 *
 *   await expectAccessible(page, 'audit-log-1280');
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const { violations, incomplete } = await runAxe(page);
  mkdirSync(REPORTS, { recursive: true });
  writeFileSync(join(REPORTS, `${label.replace(/[^\w.-]+/g, '_')}.json`), JSON.stringify({ url: page.url(), violations, incomplete }, null, 2));
  const bad = failing(violations);
  if (bad.length > 0) {
    throw new Error(`Accessibility violations on "${label}" (${page.url()}):\n${formatViolations(bad)}`);
  }
}
