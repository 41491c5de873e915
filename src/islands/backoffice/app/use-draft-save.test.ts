/**
 * What a refused set-up save shows: a 400 marks its fields and says why, a 409 on the version is
 * stale (another manager saved first), another 409 or a 404 says its reason with the worker's
 * detail, and anything else (timeout, server error) reads as the screen's own text.
 */
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import policies from '../../../i18n/en/bo-policies.json' with { type: 'json' };
import core from '../../../i18n/en/core.json' with { type: 'json' };
import { createTranslate } from '../../../i18n/translate.ts';
import { timeoutText } from '../../shared/request-error.ts';
import { refusedSave } from './use-draft-save.ts';

const en = { ...core, ...policies };
const t = createTranslate<string>({ en, it: en }, 'en');
const FALLBACK = 'The policies could not be saved.';
const IN_USE = '“Flexible” is used by Standard: give those rate plans another policy before removing it';

describe('refusedSave', () => {
  it.each([
    [
      'a 400 marks each field it names',
      new ApiRequestError(400, 'Invalid', [{ field: 'deposit.value', code: 'error.field.max' }], true),
      {
        kind: 'refused',
        marks: new Map([['deposit.value', 'error.field.max']]),
        refusal: { text: en['error.field.max'], detail: 'Invalid' },
      },
    ],
    [
      'a 409 on the version is stale',
      new ApiRequestError(409, 'Changed', [{ field: 'version', code: 'error.policies.changed' }], true),
      { kind: 'stale' },
    ],
    [
      'another 409 says its reason and the worker detail, marking nothing',
      new ApiRequestError(
        409,
        IN_USE,
        [{ field: 'cancellationPolicies', code: 'error.policy.in.use' }],
        true,
      ),
      { kind: 'refused', marks: null, refusal: { text: en['error.policy.in.use'], detail: IN_USE } },
    ],
    [
      'a 404 without a code reads as the fallback',
      new ApiRequestError(404, 'Error saving the policies', [], false),
      { kind: 'refused', marks: null, refusal: { text: FALLBACK, detail: null } },
    ],
    [
      'a 400 naming no field is a failure, not marks',
      new ApiRequestError(400, 'Bad JSON', [], true),
      { kind: 'refused', marks: null, refusal: { text: FALLBACK, detail: null } },
    ],
    [
      'a server error reads as the fallback',
      new ApiRequestError(500, 'Internal error', [], true),
      { kind: 'refused', marks: null, refusal: { text: FALLBACK, detail: null } },
    ],
    [
      'no answer at all reads as the fallback',
      new TypeError('Failed to fetch'),
      { kind: 'refused', marks: null, refusal: { text: FALLBACK, detail: null } },
    ],
  ])('%s', (_case, error, shown) => {
    expect(refusedSave(t, error, FALLBACK)).toEqual(shown);
  });

  it('a timeout says so, whatever the screen', () => {
    expect(refusedSave(t, new ApiRequestError(504, 'Gateway timeout'), FALLBACK)).toEqual({
      kind: 'refused',
      marks: null,
      refusal: { text: timeoutText(t), detail: null },
    });
  });
});
