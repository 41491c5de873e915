/**
 * The widget's key lists live in src/i18n/keys/widget.ts: the site (its message generator
 * included) never imports from widget/, and the widget's per-step keys.ts files are pointers to
 * the lists here, so there is one list per part and no copy to drift.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CURRENCY_KEYS, GUEST_KEYS, RESULTS_KEYS, SEARCH_KEYS, SUMMARY_KEYS, WIDGET_KEYS } from './widget.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const SRC = join(ROOT, 'src');
const WIDGET = join(ROOT, 'widget');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|astro)$/.test(entry.name) ? [path] : [];
  });
}

const IMPORT = /\b(?:import|export)\s[^'";]*?\sfrom\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g;

describe('widget key lists', () => {
  it('are imported by no file of the site from widget/', () => {
    const offending: string[] = [];
    for (const file of sourceFiles(SRC)) {
      for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const specifier = match[1] ?? match[2] ?? '';
        if (!specifier.startsWith('.')) continue;
        const target = resolve(dirname(file), specifier);
        if (target.startsWith(`${WIDGET}/`)) offending.push(`${relative(ROOT, file)} imports ${specifier}`);
      }
    }
    expect(offending).toEqual([]);
  });

  it("are the lists the widget's keys.ts files export", async () => {
    const steps = {
      currency: { CURRENCY_KEYS },
      search: { SEARCH_KEYS },
      i18n: { WIDGET_KEYS },
      results: { RESULTS_KEYS },
      summary: { SUMMARY_KEYS },
      guest: { GUEST_KEYS },
    };
    for (const [step, lists] of Object.entries(steps)) {
      const module = (await import(`../../../widget/src/${step}/keys.ts`)) as Record<string, unknown>;
      for (const [name, list] of Object.entries(lists)) expect(module[name], `${step} ${name}`).toBe(list);
    }
  });
});
