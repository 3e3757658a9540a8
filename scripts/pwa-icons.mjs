// Draws the installed app's PNG icons from apps/web/public/favicon.svg with Debian's Chromium (no image tools needed):
// `node scripts/pwa-icons.mjs`. The PNGs are committed; run this again only when the logo changes.
//  - icon-192.png, icon-512.png: the logo as it is (rounded green square, transparent corners), purpose "any";
//  - icon-maskable-512.png: a full green square with the book inside the central 80% safe zone, so the launcher's
//    circle or squircle never cuts it, purpose "maskable";
//  - apple-touch-icon.png (180): the same full square, as iOS rounds the corners itself and shows black through
//    transparency.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const OUT = 'apps/web/public/icons';
const logo = readFileSync('apps/web/public/favicon.svg', 'utf8').trim();
const book = logo
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>$/, '')
  .replace(/<rect[^>]*\/>/, '');
const fullSquare = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0f6b5c"/>` +
  `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${book}</g></svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  { file: 'icon-maskable-512.png', size: 512, svg: fullSquare(0.8) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullSquare(0.9) },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  for (const { file, size, svg } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(`<style>*{margin:0}img{display:block}</style><img src="${source}" width="${size}" height="${size}">`);
    await page.locator('img').evaluate((img) => img.decode());
    await page.locator('img').screenshot({ path: `${OUT}/${file}`, omitBackground: true });
    console.log(`${OUT}/${file}`);
  }
} finally {
  await browser.close();
}
