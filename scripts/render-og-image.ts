/**
 * Renders public/images/og-image.svg to og-image.png (1200×630): social networks do not show SVG
 * preview images. Run by hand after changing the SVG (`node scripts/render-og-image.ts`); the PNG
 * is committed, nothing runs this at install, build or start.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { PROJECT_ROOT } from './lib/wrangler.ts';

const svg = join(PROJECT_ROOT, 'public/images/og-image.svg');
const png = join(PROJECT_ROOT, 'public/images/og-image.png');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.goto(pathToFileURL(svg).href);
  await page.screenshot({ path: png, clip: { x: 0, y: 0, width: 1200, height: 630 } });
  console.log(`wrote ${png}`);
} finally {
  await browser.close();
}
