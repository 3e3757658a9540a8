import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { precompress } from './precompress.ts';
import { pwa } from './vite-pwa.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const outDir = here('../../dist/web');

/** A module of @ant-design's packages (`pro-field/es/index.js`), whatever the path separator. */
const proModule = (path: string) => new RegExp(`[\\\\/]@ant-design[\\\\/]${path.replaceAll('/', '[\\\\/]').replaceAll('.', '\\.')}$`);

/**
 * Parts of pro-components that every ProForm field or ProTable imports statically but this app never shows: ProField
 * imports the component of every valueType (colour picker, cascader, tree select, slider, image, ...; the app's
 * fields and columns are text, text area, password, digit, date, select, radio, checkbox and switch), and ProTable
 * its search form (BetaSchemaForm with every form layout; the app's tables keep `search={false}`). Each becomes its
 * own chunk, loaded by React.lazy the first time it renders, so a route loads none of them (issue 15).
 */
const LAZY_COMPONENTS = [
  ...['ColorPicker', 'Cascader', 'TreeSelect', 'Slider', 'Image', 'Segmented', 'Rate', 'Progress'].map((name) => ({
    label: `pro-field ${name}`,
    importer: proModule('pro-field/es/index.js'),
    specifier: `./components/${name}`,
  })),
  { label: 'pro-table search form', importer: proModule('pro-table/es/Table.js'), specifier: './components/Form' },
];
/**
 * pro-provider bundles the texts of its 33 languages; the app is Arabic only (ConfigProvider locale ar_EG), and a text
 * missing in Arabic falls back to Chinese, so those two stay and the others become empty.
 */
const PRO_INTL = proModule('pro-provider/es/intl.js');
const KEPT_PRO_LOCALES = ['ar_EG', 'zh_CN'];
const LAZY_PREFIX = '\0lazy-component:';
const EMPTY_LOCALE = '\0empty-pro-locale';

function trimProComponents(): Plugin {
  const applied = new Set<string>();
  let building = false;
  return {
    name: 'trim-pro-components',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const locale = source.match(/^\.\/locale\/(\w+)$/)?.[1];
      if (locale && PRO_INTL.test(importer)) {
        if (KEPT_PRO_LOCALES.includes(locale)) return null;
        applied.add('pro-provider locales');
        return EMPTY_LOCALE;
      }
      const lazy = LAZY_COMPONENTS.find((component) => component.specifier === source && component.importer.test(importer));
      if (!lazy) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      applied.add(lazy.label);
      return `${LAZY_PREFIX}${resolved.id}`;
    },
    load(id) {
      if (id === EMPTY_LOCALE) return 'export default {};';
      if (!id.startsWith(LAZY_PREFIX)) return null;
      return [
        "import { Suspense, createElement, forwardRef, lazy } from 'react';",
        `const Component = lazy(() => import(${JSON.stringify(id.slice(LAZY_PREFIX.length))}));`,
        'export default forwardRef((props, ref) => createElement(Suspense, { fallback: null }, createElement(Component, { ...props, ref })));',
      ].join('\n');
    },
    // A pro-components upgrade that moves these files must not silently bring them back into every route.
    buildEnd(error) {
      if (error || !building) return;
      const missing = [...LAZY_COMPONENTS.map((component) => component.label), 'pro-provider locales'].filter((label) => !applied.has(label));
      if (missing.length) this.error(`trim-pro-components found no import to replace for: ${missing.join(', ')}; update apps/web/vite.config.ts.`);
    },
  };
}

/** The font file every screen draws its first text with (app/fonts.css); its name is hashed by the build. */
const PRELOADED_FONT = /^assets\/ibm-plex-sans-arabic-arabic-400-normal-[\w-]+\.woff2$/;

/**
 * Adds `<link rel="preload">` for the Arabic 400 font to the built index.html: without it the browser asks for the
 * font only after the CSS has loaded and the first text is laid out, a round trip later (issue 26). A build where
 * no emitted file matches fails, so renaming the font cannot silently drop the preload.
 */
function preloadFont(): Plugin {
  return {
    name: 'preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const file = Object.keys(context.bundle ?? {}).find((name) => PRELOADED_FONT.test(name));
        if (!file) throw new Error('preload-font: the build emitted no Arabic 400 font file; update apps/web/vite.config.ts.');
        return [{ tag: 'link', attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' }, injectTo: 'head' }];
      },
    },
  };
}

export default defineConfig({
  root: here('.'),
  plugins: [react(), trimProComponents(), preloadFont(), pwa(outDir), precompress(outDir)],
  resolve: {
    // The shared libraries are TypeScript sources; the browser bundles them directly.
    alias: {
      '#common': here('../../libs/common/src/index.ts'),
      '#quran': here('../../libs/quran/src/index.ts'),
    },
  },
  build: {
    // The API serves this folder at `/`; hashed names let it cache assets for a year.
    outDir,
    emptyOutDir: true,
    // scripts/bundle-report.mjs reads the manifest to find what the sign-in page loads; vite-pwa.ts, what to precache.
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Everything the entry loads statically goes in one chunk. Left to itself, Rolldown splits the modules the entry
        // shares with lazy chunks into many small ones, which /login then loads as extra files.
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    // API_PORT lets a second dev server talk to a second API (3000 by default, the API's own default).
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3000}` },
  },
  // Every dependency the tests import is bundled before the first test file runs, so Vite never reloads a page mid-run.
  optimizeDeps: { include: ['dayjs/locale/ar', 'react-dom/client'] },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // The component tests run in Debian's Chromium (never a downloaded build): antd's forms and tables lay out for
    // real there, about ten times faster than in jsdom, and what the tests see is what a browser shows.
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        },
        // As a person who asked for less motion: antd opens dialogs and lists at once (app/theme.ts), so a test waits
        // on what a screen shows, never on an animation's timing.
        contextOptions: { reducedMotion: 'reduce' },
      }),
      instances: [{ browser: 'chromium' }],
      // A desktop-wide page, as the admin console is mostly used; the phone layouts are the browser suite's.
      viewport: { width: 1280, height: 800 },
      screenshotFailures: false,
    },
    // Two pages side by side: on a 2-core machine the second uses what the first leaves while it waits.
    maxWorkers: 2,
    // A page keeps the modules it has loaded from one test file to the next instead of loading antd and the app again
    // for each (half the suite's time). Each test still starts clean: setup.ts unmounts and clears the storage, each
    // render has its own query cache, and lint refuses module mocks (vi.mock), which would leak into later files.
    isolate: false,
    testTimeout: 20000,
  },
});
