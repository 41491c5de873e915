import { describe, expect, it } from 'vitest';
import { dictionaries } from '../../i18n/dictionary.ts';
import { ERROR_PATH, errorCodeOf, errorTextKey, STATIC_ERROR_CODES } from './error-codes.ts';

describe('error codes', () => {
  it('build at least the codes the site and the API lead to', () => {
    expect(STATIC_ERROR_CODES).toEqual(expect.arrayContaining([400, 401, 403, 404, 500, 502, 503]));
  });

  it.each([
    ['404', 404],
    [' 503 ', 503],
    [418, 418],
    [undefined, 500],
    ['', 500],
    ['abc', 500],
    ['4.5', 500],
    ['-1', 500],
    ['1234567890', 500],
  ] as const)('reads %j as %i', (param, code) => {
    expect(errorCodeOf(param)).toBe(code);
  });

  it('gives each static code its own text in both languages, and others the generic text', () => {
    for (const code of STATIC_ERROR_CODES) {
      const key = errorTextKey(code);
      expect(key).toBe(`page.error.${code}.text`);
      expect(dictionaries.en[key]).toBeTruthy();
      expect(dictionaries.it[key]).not.toBe(dictionaries.en[key]);
    }
    expect(errorTextKey(418)).toBe('page.error.generic.text');
  });

  it('recognises error paths in both languages', () => {
    expect(ERROR_PATH.exec('/error/418')?.[1]).toBe('418');
    expect(ERROR_PATH.exec('/it/error/404/')?.[1]).toBe('404');
    expect(ERROR_PATH.exec('/error/x')).toBeNull();
    expect(ERROR_PATH.exec('/error')).toBeNull();
  });
});
