import { describe, expect, it } from 'vitest';
import {
  chargeVatRate,
  checkCharge,
  checkPayment,
  checkRefund,
  checkWaiver,
  depositDue,
  type FolioLine,
  type FolioPayment,
  type FolioRoom,
  folioBalance,
  folioTotals,
  penaltyOutstanding,
  roomOwedCents,
  stayLines,
  vatTotals,
} from './folio.ts';

const RATES = { accommodation: 10, extras: 22 };

/** Two nights at 120.00 and 100.00, a nightly sofa bed at 25.00, parking 15.00 × 2 nights, city tax 2 × 2 × 2.00. */
const room = (partial: Partial<FolioRoom> = {}): FolioRoom => ({
  status: 'CONFIRMED',
  startDate: '2026-05-01',
  dailyRates: [
    { date: '2026-05-01', amountCents: 12000 },
    { date: '2026-05-02', amountCents: 10000 },
  ],
  beds: [{ type: 'DIVAN', frequency: 'NIGHTLY', unitCents: 2500 }],
  services: [
    { serviceId: '7', bookability: 'BOOKABLE', frequency: 'NIGHTLY', unitCents: 1500, count: 1 },
    { serviceId: '8', bookability: 'INCLUDED', frequency: 'NIGHTLY', unitCents: 0, count: 1 },
  ],
  // 22000 nights + 5000 bed + 3000 parking
  totalCents: 30000,
  cancelAmountCents: 0,
  cityTaxCents: 800,
  ...partial,
});

const amounts = (lines: FolioLine[]) => lines.map((l) => [l.id, l.kind, l.amountCents, l.vatRate]);
const sum = (lines: { amountCents: number }[]) => lines.reduce((s, l) => s + l.amountCents, 0);

const entry = (kind: FolioLine['kind'], amountCents: number, vatRate: number | null = 22): FolioLine => ({
  id: `e${amountCents}`,
  kind,
  date: '2026-05-02',
  amountCents,
  vatRate,
  room: null,
  item: null,
  description: kind === 'CHARGE' ? 'Parking' : null,
  reason: kind === 'WAIVER' ? 'Family emergency' : null,
  by: { name: 'Anna', surname: 'Rossi' },
  createdDate: '2026-05-02T09:00:00.000Z',
});

const pay = (kind: FolioPayment['kind'], amountCents: number): FolioPayment => ({
  id: `p${amountCents}`,
  kind,
  method: 'CASH',
  amountCents,
  reference: null,
  date: '2026-05-02',
  by: null,
  createdDate: '2026-05-02T09:00:00.000Z',
});

describe('stayLines: VAT per line, from the stored stay', () => {
  it('nights at the accommodation rate, extras at the extras rate, city tax outside VAT, included services left out', () => {
    const lines = stayLines({ rooms: [room()], closedOn: null }, RATES);
    expect(amounts(lines)).toEqual([
      ['r1-n-2026-05-01', 'ACCOMMODATION', 12000, 10],
      ['r1-n-2026-05-02', 'ACCOMMODATION', 10000, 10],
      ['r1-bed-0', 'EXTRA', 5000, 22],
      ['r1-svc-0', 'EXTRA', 3000, 22],
      ['r1-city-tax', 'CITY_TAX', 800, null],
    ]);
    expect(sum(lines)).toBe(roomOwedCents(room()));
  });

  it('extras that no longer add up to the stored total (an early checkout) are one line of the stored rest', () => {
    const early = room({
      status: 'EARLY_CHECKOUT',
      dailyRates: [{ date: '2026-05-01', amountCents: 12000 }],
      totalCents: 16000, // 12000 + bed 2500 + parking 1500 for the one night kept
      cityTaxCents: 400,
    });
    expect(amounts(stayLines({ rooms: [early], closedOn: null }, RATES))).toEqual([
      ['r1-n-2026-05-01', 'ACCOMMODATION', 12000, 10],
      ['r1-bed-0', 'EXTRA', 2500, 22],
      ['r1-svc-0', 'EXTRA', 1500, 22],
      ['r1-city-tax', 'CITY_TAX', 400, null],
    ]);
    const floored = room({
      status: 'EARLY_CHECKOUT',
      beds: [],
      services: [],
      dailyRates: [{ date: '2026-05-01', amountCents: 12000 }],
      totalCents: 22000, // the check-in penalty's floor: the whole stay
      cityTaxCents: 0,
      penalty: true,
    });
    expect(amounts(stayLines({ rooms: [floored], closedOn: null }, RATES))).toEqual([
      ['r1-n-2026-05-01', 'ACCOMMODATION', 12000, 10],
      ['r1-penalty', 'PENALTY', 10000, 10],
    ]);
  });

  it('a cancelled or no-show room owes its penalty, dated when it was recorded, not the stay', () => {
    const cancelled = room({ status: 'CANCELLED', cancelAmountCents: 12000 });
    const free = room({ status: 'CANCELLED', cancelAmountCents: 0 });
    const noShow = room({ status: 'NO_SHOW', cancelAmountCents: 22000 });
    const lines = stayLines({ rooms: [cancelled, free, noShow], closedOn: '2026-04-28' }, RATES);
    expect(amounts(lines)).toEqual([
      ['r1-penalty', 'PENALTY', 12000, 10],
      ['r3-penalty', 'PENALTY', 22000, 10],
    ]);
    expect(lines[0]?.date).toBe('2026-04-28');
    expect(roomOwedCents(cancelled)).toBe(12000);
    expect(roomOwedCents(free)).toBe(0);
    expect(depositDue([cancelled, noShow], 9000)).toBe(0);
    expect(depositDue([cancelled, room()], 9000)).toBe(9000);
  });
});

describe('folioBalance and folioTotals', () => {
  it.each<[string, number, number, number, number, ReturnType<typeof folioBalance>]>([
    [
      'nothing paid',
      30800,
      0,
      0,
      9000,
      { chargesCents: 30800, paidCents: 0, balanceCents: 30800, depositDueCents: 9000, depositPaidCents: 0 },
    ],
    [
      'deposit paid in part',
      30800,
      5000,
      0,
      9000,
      {
        chargesCents: 30800,
        paidCents: 5000,
        balanceCents: 25800,
        depositDueCents: 9000,
        depositPaidCents: 5000,
      },
    ],
    [
      'paid in full, deposit covered',
      30800,
      30800,
      0,
      9000,
      {
        chargesCents: 30800,
        paidCents: 30800,
        balanceCents: 0,
        depositDueCents: 9000,
        depositPaidCents: 9000,
      },
    ],
    [
      'a refund brings the balance back',
      30800,
      30800,
      2000,
      0,
      { chargesCents: 30800, paidCents: 28800, balanceCents: 2000, depositDueCents: 0, depositPaidCents: 0 },
    ],
  ])('%s', (_label, chargesCents, paymentsCents, refundsCents, depositCents, expected) => {
    expect(folioBalance({ chargesCents, paymentsCents, refundsCents, depositCents })).toEqual(expected);
  });

  it('a penalty after a partial payment: the penalty is owed, the payment counts against it, the rest is the guest’s', () => {
    // Booked 308.00, paid 100.00 at booking, then cancelled with a first-night penalty of 120.00.
    const lines = stayLines(
      { rooms: [room({ status: 'CANCELLED', cancelAmountCents: 12000 })], closedOn: '2026-04-28' },
      RATES,
    );
    const totals = folioTotals(lines, [pay('PAYMENT', 10000)], 0);
    expect(totals).toEqual({
      chargesCents: 12000,
      paidCents: 10000,
      balanceCents: 2000,
      depositDueCents: 0,
      depositPaidCents: 0,
    });
    // Had the guest paid 150.00, 30.00 would be theirs to get back.
    expect(folioTotals(lines, [pay('PAYMENT', 15000)], 0).balanceCents).toBe(-3000);
  });

  it('manual charges and a correction add up; a correction never edits the charge', () => {
    const lines = [
      ...stayLines({ rooms: [room()], closedOn: null }, RATES),
      entry('CHARGE', 2000),
      entry('CHARGE', -500),
    ];
    expect(folioTotals(lines, [pay('PAYMENT', 9000)], 9000)).toMatchObject({
      chargesCents: 32300,
      balanceCents: 23300,
      depositPaidCents: 9000,
    });
  });
});

describe('checks', () => {
  it.each<[string, number, number, string | null]>([
    ['payment of the balance', 25000, 25000, null],
    ['part of it', 25000, 100, null],
    ['more than the balance (the second desk)', 0, 25000, 'error.folio.payment.exceeds.balance'],
    ['zero', 25000, 0, 'error.folio.amount.invalid'],
    ['negative', 25000, -100, 'error.folio.amount.invalid'],
    ['a fraction of a cent', 25000, 10.5, 'error.folio.amount.invalid'],
  ])('checkPayment: %s', (_label, balanceCents, amount, expected) => {
    expect(checkPayment({ balanceCents }, amount)).toBe(expected);
  });

  it.each<[string, number, number, string | null]>([
    ['refund all that was paid', 10000, 10000, null],
    ['a refund larger than what was paid is refused', 10000, 10001, 'error.folio.refund.exceeds.paid'],
    ['nothing paid', 0, 100, 'error.folio.refund.exceeds.paid'],
    ['zero', 10000, 0, 'error.folio.amount.invalid'],
  ])('checkRefund: %s', (_label, paidCents, amount, expected) => {
    expect(checkRefund({ paidCents }, amount)).toBe(expected);
  });

  it.each<[string, number, number, string | null]>([
    ['parking', 30000, 1500, null],
    ['a correction within the folio', 1500, -1500, null],
    ['a correction below zero', 1500, -2000, 'error.folio.charges.below.zero'],
    ['zero', 1500, 0, 'error.folio.amount.invalid'],
  ])('checkCharge: %s', (_label, chargesCents, amount, expected) => {
    expect(checkCharge({ chargesCents }, amount)).toBe(expected);
  });

  it('waiving a penalty: all of it, part of it, not more, not twice', () => {
    const penalty = stayLines(
      { rooms: [room({ status: 'NO_SHOW', cancelAmountCents: 12000 })], closedOn: null },
      RATES,
    );
    expect(checkWaiver(penalty, null)).toEqual({ ok: true, amountCents: 12000 });
    expect(checkWaiver(penalty, 5000)).toEqual({ ok: true, amountCents: 5000 });
    expect(checkWaiver(penalty, 12001)).toEqual({ ok: false, code: 'error.folio.waive.exceeds.penalty' });
    const waived = [...penalty, entry('WAIVER', -12000, 10)];
    expect(penaltyOutstanding(waived)).toBe(0);
    expect(checkWaiver(waived, null)).toEqual({ ok: false, code: 'error.folio.waive.nothing' });
    expect(checkWaiver(stayLines({ rooms: [room()], closedOn: null }, RATES), null)).toEqual({
      ok: false,
      code: 'error.folio.waive.nothing',
    });
  });

  it('a manual charge takes the rate of its class', () => {
    expect(chargeVatRate('EXTRAS', RATES)).toBe(22);
    expect(chargeVatRate('ACCOMMODATION', RATES)).toBe(10);
  });
});

describe('vatTotals: the receipt by rate', () => {
  it('adds each rate up and splits once: taxable + VAT = gross', () => {
    const lines = [...stayLines({ rooms: [room()], closedOn: null }, RATES), entry('CHARGE', 1220)];
    // 10 %: 22000 → 20000 + 2000; 22 %: 5000 + 3000 + 1220 = 9220 → 7557.38… → 7557 + 1663; outside: 800.
    expect(vatTotals(lines)).toEqual([
      { vatRate: 22, grossCents: 9220, taxableCents: 7557, vatCents: 1663 },
      { vatRate: 10, grossCents: 22000, taxableCents: 20000, vatCents: 2000 },
      { vatRate: null, grossCents: 800, taxableCents: 800, vatCents: 0 },
    ]);
  });
});
