import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import en from '../../../i18n/en/core.json' with { type: 'json' };
import it_ from '../../../i18n/it/core.json' with { type: 'json' };
import { createTranslate } from '../../../i18n/translate.ts';
import { codeText, fieldErrorsOf, refusalOf } from './setup-errors.ts';

const t = createTranslate<string>({ en, it: it_ }, 'it');

describe('set-up refusals', () => {
  it.each([
    ['error.field.min', { min: 1 }, 'Il valore minimo è 1'],
    ['error.field.max', { max: 30 }, 'Il valore massimo è 30'],
    ['error.room.number.taken', {}, it_['error.room.number.taken']],
    ['not-a-key', {}, it_['error.field.generic.invalid']],
  ])('reads %s in the page language with the field limits', (code, limits, text) => {
    expect(codeText(t, code, limits)).toBe(text);
  });

  it('says a 409 by its code, followed by the worker message with the counts', () => {
    const error = new ApiRequestError(
      409,
      '2 rooms belong to this room type: move them to another type or remove them first',
      [{ field: 'id', code: 'error.room.type.has.rooms' }],
      true,
    );
    expect(refusalOf(t, error, 'fallback')).toEqual({
      text: it_['error.room.type.has.rooms'],
      detail: '2 rooms belong to this room type: move them to another type or remove them first',
    });
    expect(refusalOf(t, new ApiRequestError(409, 'Error', [], false), 'fallback')).toEqual({
      text: 'fallback',
      detail: null,
    });
  });

  it('keeps the 400 errors that point at a field of the form', () => {
    const error = new ApiRequestError(400, 'Invalid', [
      { field: 'from', code: 'error.room.number.taken' },
      { field: 'id', code: 'error.field.generic.invalid' },
    ]);
    expect(fieldErrorsOf(error, ['from', 'to'])).toEqual([
      { field: 'from', code: 'error.room.number.taken' },
    ]);
    expect(fieldErrorsOf(new ApiRequestError(409, 'x', [{ field: 'from', code: 'c' }]), ['from'])).toBeNull();
  });
});
