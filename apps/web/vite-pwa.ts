import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ManifestTransform } from 'workbox-build';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The chunks a teacher's daily work needs (issue 26, section 2), by the source file that starts each: the entry
 * (index.html), the signed-in member's layout, sign-in, home, /attendance, /my-classes and /points-management. What
 * they import statically comes with them (their CSS too); what they load lazily does not (the pro-field components
 * the app never shows, say). The student profile dialog and the outbox come along as the screens import them, or as
 * chunks of their own under these folders.
 */
const TEACHER_DAILY_SOURCES = [
  'index.html',
  'src/app/layouts/MemberLayout.tsx',
  'src/features/auth/login/index.tsx',
  'src/features/home/index.tsx',
  'src/features/attendance/index.tsx',
  'src/features/my-classes/index.tsx',
  'src/features/points-management/index.tsx',
];
/**
 * Folders whose lazy chunks come along too: the student profile dialog, the outbox, the layouts' parts loaded on first
 * use (the outbox's and the bell's lists, the phone's menu drawer) and the dialogs of /my-classes' cards.
 */
const TEACHER_DAILY_FOLDERS = ['src/shared/student-profile/', 'src/offline/', 'src/app/layouts/', 'src/features/my-classes/'];
/**
 * The service worker's registration (src/pwa/service-worker.ts), two small chunks loaded after the first paint: an
 * app opened offline still registers, and so learns of a new version once back online.
 */
const REGISTRATION = /virtual:pwa-register$|\/workbox-window\//;

interface ViteManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
}

/**
 * Keeps in the precache list only the hashed files of the teacher's daily screens (and every woff2 font); the other
 * screens (the admin consoles, the pro-components loaded lazily) load from the network when opened. Reads the manifest Vite writes for the build.
 */
function teacherDailyChunksOnly(outDir: string): ManifestTransform {
  return async (entries) => {
    const chunks = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ViteManifestChunk>;
    const missing = TEACHER_DAILY_SOURCES.filter((source) => !chunks[source]);
    // A moved or renamed screen must not silently drop out of the offline app.
    if (missing.length) throw new Error(`vite-pwa.ts: no chunk starts at ${missing.join(', ')}; update TEACHER_DAILY_SOURCES.`);
    const roots = Object.keys(chunks).filter(
      (key) =>
        TEACHER_DAILY_SOURCES.includes(key) ||
        TEACHER_DAILY_FOLDERS.some((folder) => chunks[key].src?.startsWith(folder)) ||
        REGISTRATION.test(chunks[key].src ?? ''),
    );
    const kept = new Set<string>();
    const visit = (key: string) => {
      const chunk = chunks[key];
      if (kept.has(chunk.file)) return;
      kept.add(chunk.file);
      chunk.css?.forEach((css) => kept.add(css));
      chunk.imports?.forEach(visit);
    };
    roots.forEach(visit);
    const manifest = entries.filter((entry) => !entry.url.startsWith('assets/') || entry.url.endsWith('.woff2') || kept.has(entry.url));
    return { manifest, warnings: [] };
  };
}

/**
 * The installable app: the Arabic manifest, and the service worker of src/pwa/sw.ts (injectManifest: its routes are
 * code of ours, type-checked, rather than options Workbox turns into code), registered by src/pwa/service-worker.ts.
 */
export function pwa(outDir: string) {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/pwa',
    filename: 'sw.ts',
    registerType: 'prompt',
    // src/pwa/service-worker.ts registers it, in production builds only.
    injectRegister: false,
    manifest: {
      name: 'منصة حلقات التحفيظ',
      short_name: 'حلقات',
      description: 'إدارة حلقات تحفيظ القرآن الكريم: الحضور والنقاط والدرجات',
      lang: 'ar',
      dir: 'rtl',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f6b5c',
      // The page's own background (global.css), so the splash screen and the first paint match.
      background_color: '#f4f6f5',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    // The icons are for installing, not for working offline: only what the globs below name is precached.
    includeManifestIcons: false,
    injectManifest: {
      globPatterns: ['index.html', 'favicon.svg', 'assets/*.{js,css,woff2}'],
      manifestTransforms: [teacherDailyChunksOnly(outDir)],
    },
  });
}
