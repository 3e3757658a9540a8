import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The text files worth compressing; fonts and images are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|webmanifest)$/;
/** Smaller than this, an encoded copy saves less than its Content-Encoding header costs. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy next to every text file of the build, `x.js.br` and
 * `x.js.gz`, which the API serves to browsers that accept them (apps/api/src/web-app.ts). Compressing once at build
 * with the slowest settings is 15 to 25% smaller than what `compression()` can afford per request (issue 26: on a weak
 * network every KB before the first screen counts). Runs after every other plugin has written its files (the service
 * worker of vite-pwa.ts among them).
 */
export function precompress(outDir: string): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        for (const name of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
          if (!COMPRESSIBLE.test(name) || name.startsWith('.vite')) continue;
          const path = join(outDir, name);
          const content = readFileSync(path);
          if (content.length < MIN_BYTES) continue;
          writeFileSync(
            `${path}.br`,
            brotliCompressSync(content, {
              params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
            }),
          );
          writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
        }
      },
    },
  };
}
