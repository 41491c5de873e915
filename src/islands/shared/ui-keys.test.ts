import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../contracts/error-codes.ts';
import { isMessageKey } from '../../i18n/dictionary.ts';
import { UI_KEYS } from '../../ui/keys.ts';
import { BACKOFFICE_KEYS } from '../backoffice/keys.ts';
import { REVIEW_KEYS } from '../review/keys.ts';

// The bundles of the UI kit's texts are made here (generate-messages.ts), from its sources.
const UI_DIR = fileURLToPath(new URL('../../ui/', import.meta.url));
const componentFiles = readdirSync(UI_DIR).filter(
  (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && name !== 'keys.ts',
);
const allSources = componentFiles.map((name) => readFileSync(`${UI_DIR}${name}`, 'utf8'));
/** Components that translate themselves through the dictionary (aliased to UI_KEYS in the browser). */
const translatesItself = (source: string) => /from '\.\.\/i18n\/dictionary\.ts'/.test(source);
const sources = allSources.filter(translatesItself);
/** Components translated by their caller (a `t` prop): the back office's widgets, in its bundle. */
const callerTranslated = allSources.filter((source) => !translatesItself(source));
const listed = new Set<string>(UI_KEYS);

describe('UI_KEYS (the texts of src/ui in the browser build)', () => {
  it('lists every message key a component names in a string literal', () => {
    const named = new Set<string>();
    for (const source of sources) {
      for (const match of source.matchAll(/'([a-z][a-z0-9]*(?:\.[A-Za-z0-9_-]+)+)'/g)) {
        const key = match[1] ?? '';
        if (isMessageKey(key)) named.add(key);
      }
    }
    expect(named.size).toBeGreaterThan(40);
    expect([...named].filter((key) => !listed.has(key))).toEqual([]);
  });

  it('lists every key behind a template literal a component builds from a prefix', () => {
    const prefixes = new Set<string>();
    for (const source of sources) {
      for (const match of source.matchAll(/`([a-z][a-z0-9.]*\.)\$\{/g)) prefixes.add(match[1] ?? '');
    }
    expect([...prefixes].sort()).toEqual(['cancellation.type.', 'colour.hue.', 'error.', 'people.']);
    for (const prefix of prefixes) {
      expect(
        UI_KEYS.some((key) => key.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
  });

  it('leaves the keys of caller-translated components to their caller: the back office bundle has them', () => {
    // The guest reviews' bundle (INSIGHT-1) translates ReviewCard, ReviewSummary and UploadButton.
    const callerKeys: readonly string[] = [...BACKOFFICE_KEYS, ...REVIEW_KEYS];
    const backOffice = new Set<string>(callerKeys);
    const named = new Set<string>();
    for (const source of callerTranslated) {
      for (const match of source.matchAll(/'([a-z][a-z0-9]*(?:\.[A-Za-z0-9_-]+)+)'/g)) {
        const key = match[1] ?? '';
        if (isMessageKey(key)) named.add(key);
      }
      for (const match of source.matchAll(/`([a-z][a-z0-9.]*\.)\$\{/g)) {
        const prefix = match[1] ?? '';
        expect(
          callerKeys.some((key) => key.startsWith(prefix)),
          prefix,
        ).toBe(true);
      }
    }
    expect(named.size).toBeGreaterThan(20);
    expect([...named].filter((key) => !backOffice.has(key))).toEqual([]);
  });

  it('includes the error codes the components report', () => {
    for (const code of [
      ErrorCode.required,
      ErrorCode.invalid,
      ErrorCode.minLength,
      ErrorCode.min,
      ErrorCode.max,
    ]) {
      expect(listed.has(code)).toBe(true);
    }
  });
});
