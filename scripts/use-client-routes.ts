/**
 * The browser's code calls the API through the routes (src/contracts/routes/<area>.ts), never the
 * endpoint tables with their schemas (decision 068). This codemod rewrites every import of
 * `…/contracts/endpoints/<area>.ts` in src/islands/, src/ui/ and widget/ to `…/contracts/routes/<area>.ts`
 * (same export names, so nothing else changes). Deterministic and idempotent: run it again after
 * merging code written against the tables, then the generator:
 *   node_modules/.bin/node scripts/use-client-routes.ts && node_modules/.bin/node scripts/generate-routes.ts
 * `npm run check:deps` refuses a value import of a table from those folders.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PROJECT_ROOT } from './lib/wrangler.ts';

/** The browser's folders whose code must not bundle the tables' schemas. */
export const CLIENT_FOLDERS = ['src/islands', 'src/ui', 'widget'] as const;

/** A module specifier naming an endpoint table, in `from '…'`, `import '…'` or `import('…')`. */
const TABLE_SPECIFIER =
  /(\bfrom\s*|\bimport\s*\(?\s*)(['"])((?:\.\.?\/)+(?:[\w.-]+\/)*?contracts)\/endpoints\/([\w-]+\.ts)\2/g;

/** `source` with its endpoint-table imports pointed at the routes modules (unchanged if none). */
export function pointImportsAtRoutes(source: string): string {
  return source.replace(
    TABLE_SPECIFIER,
    (_, keyword: string, quote: string, contracts: string, file: string) =>
      `${keyword}${quote}${contracts}/routes/${file}${quote}`,
  );
}

/** The TypeScript files under `folder` (no node_modules, no build output). */
function sourceFiles(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(path));
    else if (/\.(ts|tsx)$/.test(entry.name)) found.push(path);
  }
  return found.sort();
}

if (import.meta.main) {
  let changed = 0;
  for (const folder of CLIENT_FOLDERS) {
    for (const file of sourceFiles(join(PROJECT_ROOT, folder))) {
      const source = readFileSync(file, 'utf8');
      const rewritten = pointImportsAtRoutes(source);
      if (rewritten !== source) {
        writeFileSync(file, rewritten);
        changed++;
        console.log(`rewrote ${relative(PROJECT_ROOT, file)}`);
      }
    }
  }
  console.log(`${changed} file(s) now import the routes (src/contracts/routes/)`);
}
