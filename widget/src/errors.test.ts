import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../src/contracts/client/http.ts';
import { errorKey, errorMessage } from './errors.ts';
import { addMessages, translator } from './i18n/dictionary.ts';
import shell from './i18n/messages.gen.json' with { type: 'json' };
import results from './results/messages.gen.json' with { type: 'json' };
import summary from './summary/messages.gen.json' with { type: 'json' };

// The texts of the views that show failures (as their chunks add them).
addMessages(results);

const fail = (status: number, codes: string[] = [], message = 'Error searching availability') =>
  new ApiRequestError(
    status,
    message,
    codes.map((code) => ({ field: 'request', code })),
    true,
  );

describe('errorKey: the widget text of a failed call', () => {
  it.each([
    [fail(0), 'widget.error.network'],
    [fail(408), 'widget.error.timeout'],
    [fail(504), 'widget.error.timeout'],
    [
      fail(429, ['error.rate.limit'], 'Too many attempts. Please try again in 3 minutes.'),
      'error.rate.limit',
    ],
    [fail(429), 'error.rate.limit'],
    [fail(409, ['error.idempotency.in.progress']), 'widget.error.in.progress'],
    [fail(400, ['error.date.past']), 'widget.search.dates.past'],
    [fail(400, ['error.date.too.far']), 'widget.search.dates.far'],
    [fail(400, ['error.stay.too.long']), 'widget.error.stay.long'],
    [fail(400, ['error.date.end.before.start']), 'widget.error.dates'],
    [fail(409, ['error.stay.sold.out']), 'widget.error.unavailable'],
    [fail(409, ['error.reservation.changed']), 'widget.error.reservation.changed'],
    [fail(409, ['error.reservation.ended']), 'widget.error.reservation.closed'],
    [fail(409, ['error.reservation.not.confirmed']), 'widget.error.reservation.closed'],
    // The first code with a text wins over the status.
    [fail(400, ['error.field.generic.invalid', 'error.date.past']), 'widget.search.dates.past'],
    // By status when no code has a text.
    [fail(404, ['error.element.not.found']), 'widget.error.not.found'],
    [fail(409, ['stay.closed']), 'widget.error.unavailable'],
    [fail(400, ['error.field.generic.invalid']), 'widget.error.request'],
    [fail(422, ['error.idempotency.key.reused']), 'widget.error.request'],
    [fail(403), 'widget.error.request'],
    [fail(500), 'widget.error.server'],
    [fail(503), 'widget.error.server'],
  ])('%s → %s', (error, key) => {
    expect(errorKey(error)).toBe(key);
  });
});

describe('errorMessage', () => {
  it("says every failure in the guest's language, never the server's English message", () => {
    const it_ = translator('it');
    const en = translator('en');
    const statuses = [0, 400, 403, 404, 408, 409, 422, 429, 500, 503, 504];
    const codes = ['error.rate.limit', 'error.date.past', 'error.stay.sold.out', 'error.reservation.changed'];
    const failures = [...statuses.map((s) => fail(s)), ...codes.map((c) => fail(409, [c]))];
    for (const failure of failures) {
      const italian = errorMessage(it_, failure);
      const english = errorMessage(en, failure);
      expect(italian).not.toContain(failure.message);
      expect(italian).not.toMatch(/^widget\.|^error\./); // a text, not a bare key
      expect(italian).not.toBe(english);
    }
    expect(errorMessage(it_, fail(429, ['error.rate.limit'], 'Too many attempts.'))).toBe(
      'Troppi tentativi: attendi qualche minuto e riprova.',
    );
    expect(errorMessage(en, fail(0))).toBe('No connection: check your internet connection and try again.');
  });

  it('ships every key with the results and the summary / manage views (after the shell), in both languages', () => {
    const failures = [0, 404, 408, 409, 422, 429, 500].map((s) => fail(s));
    for (const code of [
      'error.idempotency.in.progress',
      'error.date.past',
      'error.date.too.far',
      'error.stay.too.long',
      'error.date.end.before.start',
      'error.reservation.changed',
      'error.reservation.ended',
    ]) {
      failures.push(fail(409, [code]));
    }
    // A lazy view's texts are added to the shell's, which the first download holds.
    for (const bundle of [results, summary]) {
      for (const failure of failures) {
        const key = errorKey(failure);
        for (const language of ['en', 'it'] as const) {
          const text =
            (bundle[language] as Record<string, string>)[key] ??
            (shell[language] as Record<string, string>)[key];
          expect(text, `${language} ${key}`).toBeTruthy();
        }
      }
    }
  });
});
