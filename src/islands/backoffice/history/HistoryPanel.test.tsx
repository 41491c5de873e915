import { describe, expect, it } from 'vitest';
import type { ReservationEventView } from '../../../contracts/secure/reservation-history.ts';
import { translator } from '../../../i18n/dictionary.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { historyDetails } from './HistoryPanel.tsx';

const texts = (language: 'en' | 'it'): Translate => {
  const tr = translator(language) as (key: string, params?: Record<string, unknown>) => string;
  const text = (key: string, params?: Record<string, string | number | undefined>) => tr(key, params);
  return Object.assign(text, { text, has: (key: string) => tr(key) !== key, language });
};

const event = (patch: Partial<ReservationEventView>): ReservationEventView => ({
  id: 1,
  type: 'CREATED',
  date: '2026-11-20T10:00:00.000Z',
  actor: null,
  detail: {},
  ...patch,
});

describe('history lines', () => {
  it.each([
    [event({ detail: { source: 'WIDGET' } }), 'en', ['Source: Widget']],
    [
      event({
        type: 'CANCELLED',
        detail: { amount: 120, currency: 'EUR' },
        actor: { kind: 'STAFF', name: 'Marta', surname: 'Rossi' },
      }),
      'en',
      ['Amount owed: €120.00', 'By Marta Rossi'],
    ],
    [
      event({
        type: 'EMAIL_SENT',
        detail: { template: 'reservation-cancellation', to: 'g@example.com' },
        actor: { kind: 'GUEST', name: null, surname: null },
      }),
      'it',
      ['Cancellazione a g@example.com', "Dall'ospite"],
    ],
    [event({ type: 'MOVED', detail: { room: '102' } }), 'it', ['Camera 102']],
    [
      event({ type: 'DOCUMENTS_SAVED', detail: { complete: 1, total: 2 } }),
      'en',
      ['Guests with complete documents: 1 of 2'],
    ],
    // Italian has no one phrase for "1 ospite completo" and "2 ospiti completi": the count stands alone.
    [
      event({ type: 'DOCUMENTS_SAVED', detail: { complete: 1, total: 2 } }),
      'it',
      ['Ospiti con documenti completi: 1 su 2'],
    ],
    // A date reads as every other date of the screen, never as the stored ISO string.
    [
      event({ type: 'EARLY_CHECKOUT', detail: { checkout: '2026-11-29' } }),
      'en',
      ['Check-out on 29 Nov 2026'],
    ],
    [
      event({ type: 'EARLY_CHECKOUT', detail: { checkout: '2026-11-29' } }),
      'it',
      ['Partenza il 29 nov 2026'],
    ],
    // The folio (FOLIO-2): what moved, how, and why.
    [
      event({ type: 'FOLIO_PAYMENT', detail: { amount: 490, currency: 'EUR', method: 'CASH' } }),
      'en',
      ['Cash: €490.00'],
    ],
    [
      event({ type: 'FOLIO_CHARGE', detail: { amount: 15, currency: 'EUR', description: 'Parking' } }),
      'it',
      ['Parking: 15,00\u00a0€'],
    ],
    [
      event({ type: 'PENALTY_WAIVED', detail: { amount: 120, currency: 'EUR', reason: 'Flight cancelled' } }),
      'en',
      ['€120.00', 'Reason: Flight cancelled'],
    ],
    [event({ type: 'NOTE_ADDED', detail: {} }), 'en', []],
    // A change of a reservation of two rooms: the stay, the sum, then each room.
    [
      event({
        type: 'CHANGED',
        detail: {
          checkinBefore: '2027-05-01',
          checkoutBefore: '2027-05-03',
          checkin: '2027-05-01',
          checkout: '2027-05-04',
          totalBefore: 400,
          total: 640,
          penalty: 0,
          currency: 'EUR',
          rooms: 2,
          room1TotalBefore: 200,
          room1Total: 320,
          room2TotalBefore: 200,
          room2Total: 320,
        },
      }),
      'en',
      [
        'Dates: 1 May 2027 – 3 May 2027 → 1 May 2027 – 4 May 2027',
        'Stay total: €400.00 → €640.00',
        'Room 1: €200.00 → €320.00',
        'Room 2: €200.00 → €320.00',
      ],
    ],
    [
      event({
        type: 'NIGHT_PRICE_SET',
        detail: { room: 2, date: '2027-05-02', amountBefore: 100, amount: 90, currency: 'EUR' },
      }),
      'it',
      ['Camera 2', '2 mag 2027: 100,00\u00a0€ → 90,00\u00a0€'],
    ],
  ] as const)('%j in %s → %j', (e, language, expected) => {
    expect(historyDetails(e, texts(language), language)).toEqual(expected);
  });
});
