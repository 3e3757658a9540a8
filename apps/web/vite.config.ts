import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  plugins: [react()],
  resolve: {
    // The shared libraries are TypeScript sources; the browser bundles them directly.
    alias: {
      '#common': here('../../libs/common/src/index.ts'),
      '#quran': here('../../libs/quran/src/index.ts'),
    },
  },
  build: {
    // The API serves this folder at `/`; hashed names let it cache assets for a year.
    outDir: here('../../dist/web'),
    emptyOutDir: true,
    // scripts/bundle-report.mjs reads the manifest to find what the sign-in page loads.
    manifest: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    // API_PORT lets a second dev server talk to a second API (3000 by default, the API's own default).
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3000}` },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    testTimeout: 20000,
  },
});
