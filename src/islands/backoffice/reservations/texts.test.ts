import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../../i18n/translate.ts';
import { balanceText, hotelDay, plural, reservationPath } from './texts.ts';

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

describe('balanceText', () => {
  const texts = createTranslate<string>(
    {
      en: {
        'bo.reservations.paid': 'Paid',
        'bo.reservations.unpaid': 'Balance due {amount}',
        'bo.reservations.credit': 'To refund {amount}',
        'bo.reservations.penalty.due': 'Penalty due {amount}',
      },
      it: {},
    },
    'en',
  );
  const row = (status: string, unpaidBalance: number) => ({ status, unpaidBalance, currency: 'EUR' });

  it('says what is owed: the stay, a penalty for a stay that will not happen, or nothing', () => {
    expect(balanceText(row('CONFIRMED', 120), texts, 'en')).toBe('Balance due €120.00');
    expect(balanceText(row('CONFIRMED', -30), texts, 'en')).toBe('To refund €30.00');
    expect(balanceText(row('CANCELLED', 1150.2), texts, 'en')).toBe('Penalty due €1,150.20');
    expect(balanceText(row('NO_SHOW', 100), texts, 'en')).toBe('Penalty due €100.00');
    expect(balanceText(row('CANCELLED', 0), texts, 'en')).toBe('Paid');
  });
});
