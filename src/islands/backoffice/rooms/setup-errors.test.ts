import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import en from '../../../i18n/en/core.json' with { type: 'json' };
import it_ from '../../../i18n/it/core.json' with { type: 'json' };
import { createTranslate } from '../../../i18n/translate.ts';
import { codeText, editorRefusalOf, refusalOf } from './setup-errors.ts';

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

  const taken = { field: 'number', code: 'error.room.number.taken' };
  const offForm = { field: 'id', code: 'error.room.type.has.rooms' };
  const fields = ['number', 'floor'];
  it.each([
    [
      'a 400 on the fields shown: marked, the alert says to correct them',
      new ApiRequestError(400, 'Invalid', [taken], true),
      { refusal: { text: it_['error.validation.fields.text'], detail: null }, marks: [taken], reload: false },
    ],
    [
      'a 400 partly elsewhere: the fields marked, the rest summarised in the alert',
      new ApiRequestError(400, 'Invalid', [taken, offForm], true),
      {
        refusal: { text: it_['error.validation.fields.text'], detail: it_['error.room.type.has.rooms'] },
        marks: [taken],
        reload: false,
      },
    ],
    [
      'a 400 on no field shown: its reason and the worker message, nothing marked',
      new ApiRequestError(400, 'The type has rooms', [offForm], true),
      {
        refusal: { text: it_['error.room.type.has.rooms'], detail: 'The type has rooms' },
        marks: [],
        reload: false,
      },
    ],
    [
      'a 409: its reason, and the list read again',
      new ApiRequestError(409, 'Changed meanwhile', [{ field: 'version', code: 'error.room.changed' }], true),
      { refusal: { text: it_['error.room.changed'], detail: 'Changed meanwhile' }, marks: [], reload: true },
    ],
    [
      'a 404: its reason, and the list read again',
      new ApiRequestError(404, 'Not found', [], false),
      { refusal: { text: 'save failed', detail: null }, marks: [], reload: true },
    ],
    [
      'a 500: the save failed, nothing read again',
      new ApiRequestError(500, 'Boom', [taken], true),
      { refusal: { text: 'save failed', detail: null }, marks: [], reload: false },
    ],
  ])('an editor shows %s', (_case, error, shown) => {
    expect(editorRefusalOf(t, error, fields, 'save failed')).toEqual(shown);
  });
});
