import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../../i18n/translate.ts';
import { hotelDay, plural, reservationPath } from './texts.ts';

const t = createTranslate<string>(
  {
    en: { 'x.one': '{count} night', 'x.other': '{count} nights' },
    it: { 'x.one': '{count} notte', 'x.other': '{count} notti' },
  },
  'it',
);

describe('reservation texts', () => {
  it('picks one or other', () => {
    expect(plural(t, 'x', 1)).toBe('1 notte');
    expect(plural(t, 'x', 0)).toBe('0 notti');
    expect(plural(t, 'x', 3)).toBe('3 notti');
    // Intl.PluralRules of t's language: Italian's CLDR 'many' (millions) reads as 'other'.
    expect(t.language).toBe('it');
    expect(plural(t, 'x', 1_000_000)).toBe('1000000 notti');
  });

  it("counts the booking day in the hotel's time zone", () => {
    expect(hotelDay('2026-11-30T23:30:00.000Z', 'Europe/Rome')).toBe('2026-12-01');
    expect(hotelDay('2026-11-30T23:30:00.000Z', 'UTC')).toBe('2026-11-30');
  });

  it('links to the screen in the page language', () => {
    expect(reservationPath('en', 'AB12')).toBe('/secure/reservations/AB12');
    expect(reservationPath('it', 'AB 12')).toBe('/it/secure/reservations/AB%2012');
  });
});
