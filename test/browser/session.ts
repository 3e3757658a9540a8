import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { expectAccessible } from './axe.js';
import { startServer, type RunningServer, type ServerOptions } from './server.js';

// What every browser scenario shares: the built server and the system Chromium, one page per spec file, and the
// waits, pictures and accessibility checks of a screen. A spec opens it in beforeAll and closes it in afterAll;
// Jest gives each spec file its own copy of this module, so the helpers below act on that file's page.

export const SCREENSHOTS = join(process.cwd(), 'test-results', 'screenshots');
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

let server: RunningServer | undefined;
let browser: Browser | undefined;
let page: Page;

/** Starts the built server on a fresh database (the demo's, if asked) and opens a desktop-sized Arabic page in Chromium. */
export async function openBrowser(env: Record<string, string> = {}, options: ServerOptions = {}): Promise<{ server: RunningServer; page: Page }> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  server = await startServer(env, options);
  browser = await chromium.launch({
    // scripts/ensure-chromium.mjs (run first by npm run test:browser) has checked or installed it.
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  // As a person who asked for less motion: antd opens dialogs, menus and lists at once (apps/web/src/app/theme.ts), so
  // a scenario waits on what the screen shows rather than on animations. web.e2e-spec.ts keeps one scenario animated.
  page = await browser.newPage({ viewport: DESKTOP, locale: 'ar-SA', reducedMotion: 'reduce' });
  page.setDefaultTimeout(15_000);
  return { server, page };
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  await server?.stop();
}

/**
 * Waits until nothing matches `selector`, and says whether that happened within `timeout`. It polls a locator rather
 * than calling page.waitForFunction, whose predicate is compiled in the page and so refused by the app's
 * Content-Security-Policy (no 'unsafe-eval').
 */
export async function gone(selector: string, timeout = 5000): Promise<boolean> {
  const deadline = Date.now() + timeout;
  while ((await page.locator(selector).count()) > 0) {
    if (Date.now() > deadline) return false;
    await page.waitForTimeout(50);
  }
  return true;
}

/**
 * Waits until antd's opening and closing animations are over, so a picture shows the settled screen. (Browser-side
 * code is passed as strings: this file is compiled without the DOM library.)
 */
export async function settled(): Promise<void> {
  await page.waitForLoadState('networkidle');
  await gone('[class*="-enter"], [class*="-appear"], [class*="-leave"]', 5000);
  await animationsDone(5000);
  // A full-page picture of a scrolled page draws the sticky header halfway down; start from the top.
  await page.evaluate('window.scrollTo(0, 0)');
  // Two frames: the scroll is drawn (and the sticky header with it) before the picture is taken.
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
}

/**
 * Waits until no CSS transition or animation is running (a side menu folding, a dialog growing after a resize), so
 * that axe never measures a colour half-way through a fade. Says whether that happened within `timeout`.
 */
async function animationsDone(timeout: number): Promise<boolean> {
  const deadline = Date.now() + timeout;
  // Endless ones (a spinner) are left out: they never end.
  const running = "document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity).length";
  while ((await page.evaluate<number>(running)) > 0) {
    if (Date.now() > deadline) return false;
    await page.waitForTimeout(50);
  }
  return true;
}

/**
 * Photographs the current screen at 1280 and 390 px and checks it with axe at each, then returns to 1280. `reopen`
 * brings back, after each resize, what a resize closes (an open date picker); `axe: false` leaves out the check for
 * a picture whose own failure is a library's, said where it is asked.
 */
export async function shoot(name: string, { reopen, axe = true }: { reopen?: () => Promise<void>; axe?: boolean } = {}): Promise<void> {
  for (const [viewport, width] of [
    [DESKTOP, 1280],
    [PHONE, 390],
  ] as const) {
    await page.setViewportSize(viewport);
    await settled();
    await reopen?.();
    await page.screenshot({ path: join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
    if (axe) await expectAccessible(page, `${name}-${width}`);
  }
  await page.setViewportSize(DESKTOP);
  await settled();
}

/** Photographs the current screen at the current width only (a state that exists at one width) and checks it. */
export async function shootOne(name: string): Promise<void> {
  await settled();
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
  await expectAccessible(page, name);
}

/** The open antd dialog, once its opening animation is over (a click during the zoom can miss the form). */
export async function openDialog(hasText?: string) {
  const dialog = page.getByRole('dialog').filter(hasText ? { hasText } : {});
  await dialog.waitFor();
  if (!(await gone('.ant-zoom-enter, .ant-zoom-appear', 15_000))) throw new Error('The dialog is still opening after 15 s');
  return dialog;
}

/**
 * Picks `option` in the antd select whose field is `field` (its combobox or label), and waits until the select shows
 * it and its list has closed. The list is opened from the select's box, not its search input, which a chosen value
 * covers. With `search`, the option is typed and the first match taken with Enter (a long or virtual list, or one that
 * matches Arabic-normalised text, where the typed spelling may differ from the shown one).
 */
export async function choose(field: Locator, option: string, { search = false } = {}): Promise<void> {
  const box = field.locator('xpath=ancestor-or-self::div[contains(@class, "ant-select-selector")][1]');
  await box.click();
  const openList = '.ant-select-dropdown:not(.ant-select-dropdown-hidden)';
  await page.locator(openList).first().waitFor();
  if (search) {
    await page.keyboard.type(option);
    await page.keyboard.press('Enter');
  } else {
    await page.locator(`${openList} .ant-select-item-option`).filter({ hasText: option }).first().click();
  }
  if (!(await gone(openList))) throw new Error(`The list stayed open after choosing ${option}`);
  await box
    .locator('.ant-select-selection-item')
    .filter(search ? {} : { hasText: option })
    .waitFor();
}

/** Fills and sends the sign-in form on the current page. */
export async function signIn(id: string, password: string): Promise<void> {
  await page.getByLabel('رقم الهوية').fill(id);
  await page.getByLabel('كلمة المرور').fill(password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
}

/**
 * Opens /login with nobody signed in (whoever an earlier test left signed in is forgotten), signs in as `who` and
 * waits for their home page.
 */
export async function signInAs(who: { id: string; password: string }): Promise<void> {
  await page.goto(`${server!.url}/login`);
  await page.evaluate('localStorage.clear(); sessionStorage.clear()');
  await page.goto(`${server!.url}/login`);
  await signIn(who.id, who.password);
  await page.waitForURL(/\/home$/i);
}

/** Signs out through the layout's button and waits for /login. */
export async function signOut(): Promise<void> {
  await page
    .getByRole('button', { name: /تسجيل الخروج/ })
    .first()
    .click();
  await page.waitForURL('**/login');
}

/** Fills the four parts of a person's name on an open form (the labels of the shared person fields). */
export async function fillNames(form: Locator, names: readonly [first: string, father: string, grandfather: string, family: string]): Promise<void> {
  const labels = ['الاسم الأول', 'اسم الأب', 'اسم الجد', 'اسم العائلة'];
  for (const [index, label] of labels.entries()) await form.getByLabel(label).fill(names[index]);
}
