/**
 * The domain owns its types and rules: nothing under src/domain may import from src/api (the
 * API's response types derive from the domain's, src/domain/types.ts), nor from the worker, the
 * islands or the widget. Every static import, re-export and dynamic import of every module is checked.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const THIS_FILE = fileURLToPath(import.meta.url);
const DOMAIN = dirname(THIS_FILE);
const SRC = resolve(DOMAIN, '..');
const ROOT = resolve(SRC, '..');

/** Folders the domain must never reach into. */
const FORBIDDEN = [join(SRC, 'api'), join(SRC, 'islands'), join(ROOT, 'worker'), join(ROOT, 'widget')];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [path] : [];
  });
}

/** Module specifiers of `import … from`, `export … from`, `import '…'` and `import('…')`. */
function specifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s[^'";]*?\sfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.push(match[1] ?? '');
  return found;
}

describe('src/domain imports', () => {
  it('finds the specifiers of every import form (so the scan below can fail)', () => {
    const sample = [
      "import type { Language } from '../contracts/types.ts';",
      "import {\n  a,\n  b,\n} from '../contracts/client/client.ts';",
      "export type { X } from '../../api/types.ts';",
      "export * from './y.ts';",
      "import './side-effect.ts';",
      "const m = await import('../contracts/client/http.ts');",
    ].join('\n');
    expect(specifiers(sample).sort()).toEqual(
      [
        '../../api/types.ts',
        '../api/client.ts',
        '../api/http.ts',
        '../api/types.ts',
        './side-effect.ts',
        './y.ts',
      ].sort(),
    );
  });

  it('never reach into src/api, the islands, the worker or the widget', () => {
    // This file quotes forbidden imports in its sample on purpose.
    const files = sourceFiles(DOMAIN).filter((file) => file !== THIS_FILE);
    expect(files.length).toBeGreaterThan(20);
    const offending: string[] = [];
    for (const file of files) {
      for (const specifier of specifiers(readFileSync(file, 'utf8'))) {
        if (!specifier.startsWith('.')) continue;
        const target = resolve(dirname(file), specifier);
        if (FORBIDDEN.some((folder) => target === folder || target.startsWith(`${folder}/`))) {
          offending.push(`${relative(ROOT, file)} imports ${specifier}`);
        }
      }
    }
    expect(offending).toEqual([]);
  });
});
