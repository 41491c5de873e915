/**
 * One date and number format per language: every formatter takes its locale from `LOCALE`
 * (src/domain/dates-format.ts: en-GB, it-IT). A bare language tag is US English for 'en'
 * ("Dec 29, 2026, 12:06 AM" beside the other screens' "29 Dec 2026, 00:06"), and a locale
 * spelled out again is one more place to keep in step.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['src', 'widget/src'];
const SOURCE = /\.(ts|tsx)$/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return SOURCE.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

const FORBIDDEN = [/Intl\.(DateTimeFormat|NumberFormat)\(\s*(ctx\.)?language\b/, /'it-IT'\s*:\s*'en-GB'/];

describe('locales', () => {
  it('every formatter takes its locale from LOCALE', () => {
    const offenders = ROOTS.flatMap(sources).flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          FORBIDDEN.some((pattern) => pattern.test(line)) ? [`${path}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(offenders).toEqual([]);
  });
});
