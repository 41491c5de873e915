/**
 * Size budget of the booking widget (EMBED-1): everything a host page downloads until the widget
 * is interactive — the entry dist/widget/booking.js and every chunk it imports statically (its
 * CSS is inside: the widget adopts its stylesheets from JS) — must stay within 35 KB gzip.
 * Steps loaded later (dynamic imports) are listed but not counted. Prints the figures; exits 1
 * over budget. Run by `npm test` after the build, and by `npm run bench:widget`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const WIDGET_DIR = 'dist/widget';
export const INITIAL_BUDGET_BYTES = 35 * 1000;

const STATIC_IMPORT = /(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+|\.\.\/[^"']+)["']/g;

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The entry and the files it imports statically, transitively (paths relative to dist/widget). */
export function initialFiles(dir = WIDGET_DIR, entry = 'booking.js'): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(dir, file), 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) {
      const target = new URL(match[1] ?? '', `file:///${file}`).pathname.slice(1);
      visit(target);
    }
  };
  visit(entry);
  return [...seen];
}

export function widgetSizes(dir = WIDGET_DIR) {
  const initial = initialFiles(dir);
  const chunks = readdirSync(join(dir, 'chunks')).map((name) => `chunks/${name}`);
  const lazy = chunks.filter((file) => !initial.includes(file));
  const measure = (files: string[]) => files.map((file) => ({ file, gzip: gzipSize(join(dir, file)) }));
  const initialSizes = measure(initial);
  return {
    initial: initialSizes,
    initialTotal: initialSizes.reduce((sum, f) => sum + f.gzip, 0),
    lazy: measure(lazy),
  };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

if (import.meta.main) {
  const sizes = widgetSizes();
  console.log('[widget size] until interactive (gzip):');
  for (const { file, gzip } of sizes.initial) console.log(`  ${file.padEnd(40)} ${kb(gzip)}`);
  console.log(`  ${'total'.padEnd(40)} ${kb(sizes.initialTotal)} (budget ${kb(INITIAL_BUDGET_BYTES)})`);
  console.log('[widget size] loaded later, per step (gzip):');
  for (const { file, gzip } of sizes.lazy) console.log(`  ${file.padEnd(40)} ${kb(gzip)}`);
  if (sizes.initialTotal > INITIAL_BUDGET_BYTES) {
    console.error(`[widget size] over budget by ${kb(sizes.initialTotal - INITIAL_BUDGET_BYTES)}`);
    process.exit(1);
  }
}
