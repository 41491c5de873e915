import { describe, expect, it } from 'vitest';
import { policySummary } from './booking/cancellation.ts';
import type { CancellationPolicy, Penalty } from './booking/types.ts';
import {
  type CancellationTerms,
  cancellationPolicyOf,
  cancellationTermsOf,
  chargeOf,
  noShowChargeOf,
  noShowPolicyOf,
  penaltyOf,
} from './policy-setup.ts';

const P = (p: Partial<Penalty>): Penalty => ({
  percentage: null,
  firstNight: false,
  additionalNights: 0,
  chargeNights: 0,
  chargeAmountCents: 0,
  ...p,
});

const terms = (over: Partial<CancellationTerms>): CancellationTerms => ({
  freeUntil: { count: 2, unit: 'DAYS' },
  penalty: { type: 'FIRST_NIGHT', percentage: null },
  deposit: false,
  earlyCheckout: null,
  ...over,
});

describe('chargeOf / penaltyOf (a penalty in the manager terms, CUSTOM when the form cannot say it)', () => {
  it.each([
    [null, 'NONE', null],
    [P({}), 'NONE', null],
    [P({ firstNight: true }), 'FIRST_NIGHT', null],
    [P({ chargeNights: 1 }), 'FIRST_NIGHT', null],
    [P({ firstNight: true, percentage: 100 }), 'FIRST_NIGHT', null],
    [P({ percentage: 50 }), 'PERCENTAGE', 50],
    [P({ percentage: 100 }), 'WHOLE_STAY', null],
    [P({ firstNight: true, additionalNights: 1 }), 'CUSTOM', null],
    [P({ firstNight: true, percentage: 50 }), 'CUSTOM', null],
    [P({ chargeAmountCents: 5000 }), 'CUSTOM', null],
  ] as const)('%o → %s', (penalty, type, percentage) => {
    expect(chargeOf(penalty)).toEqual({ type, percentage });
  });

  it('round-trips every charge the form can say', () => {
    for (const charge of [
      { type: 'NONE', percentage: null },
      { type: 'FIRST_NIGHT', percentage: null },
      { type: 'PERCENTAGE', percentage: 25 },
      { type: 'WHOLE_STAY', percentage: null },
    ] as const) {
      expect(chargeOf(penaltyOf(charge))).toEqual(charge);
    }
  });
});

describe('cancellationPolicyOf / cancellationTermsOf (the engine policy a form stands for, and back)', () => {
  it('free until 2 days before, then the first night: a deadline, no penalty before it', () => {
    expect(cancellationPolicyOf(terms({}), null)).toEqual({
      deadline: { count: 2, unit: 'DAYS' },
      reservationPenalty: null,
      checkinPenalty: P({ firstNight: true }),
      cancellation: null,
      deposit: false,
    });
  });

  it('never free, the whole stay: the engine calls it NOT_REFUNDABLE and charges the whole stay', () => {
    const policy: CancellationPolicy = {
      id: 'nr',
      ...cancellationPolicyOf(
        terms({ freeUntil: null, penalty: { type: 'WHOLE_STAY', percentage: null } }),
        null,
      ),
    };
    const summary = policySummary(
      policy,
      { checkin: '2028-06-10', nightlyCents: [10000, 10000, 10000], totalCents: 30000 },
      'Europe/Rome',
      Date.parse('2028-06-01T10:00:00Z'),
    );
    expect(summary).toMatchObject({ type: 'NOT_REFUNDABLE', reservationPenaltyCents: 30000, freeNow: false });
  });

  it('half the stay after 24 hours before arrival: free now, 150.00 of 300.00 after', () => {
    const policy: CancellationPolicy = {
      id: 'half',
      ...cancellationPolicyOf(
        terms({ freeUntil: { count: 24, unit: 'HOURS' }, penalty: { type: 'PERCENTAGE', percentage: 50 } }),
        null,
      ),
    };
    const summary = policySummary(
      policy,
      { checkin: '2028-06-10', nightlyCents: [10000, 10000, 10000], totalCents: 30000 },
      'Europe/Rome',
      Date.parse('2028-06-01T10:00:00Z'),
    );
    expect(summary).toMatchObject({
      type: 'CUSTOM',
      gracePeriod: true,
      checkinPenaltyCents: 15000,
      freeNow: true,
    });
  });

  it('round-trips the terms, early checkout and deposit included', () => {
    for (const t of [
      terms({}),
      terms({ freeUntil: null, penalty: { type: 'WHOLE_STAY', percentage: null }, deposit: true }),
      terms({ freeUntil: { count: 48, unit: 'HOURS' }, penalty: { type: 'PERCENTAGE', percentage: 30 } }),
      terms({ earlyCheckout: { nights: 2, percentage: 50 } }),
    ]) {
      expect(cancellationTermsOf(cancellationPolicyOf(t, null))).toEqual(t);
    }
  });

  it('reads a fee before the deadline as CUSTOM, and a CUSTOM save keeps the stored penalties', () => {
    const stored = {
      deadline: { count: 14, unit: 'DAYS' },
      reservationPenalty: P({ chargeAmountCents: 5000 }),
      checkinPenalty: P({ firstNight: true, additionalNights: 1 }),
      cancellation: null,
      deposit: true,
    };
    const read = cancellationTermsOf(stored);
    expect(read.penalty.type).toBe('CUSTOM');
    expect(read.freeUntil).toEqual({ count: 14, unit: 'DAYS' });
    expect(cancellationPolicyOf({ ...read, deposit: false }, stored)).toEqual({ ...stored, deposit: false });
  });

  it('reads months (the engine allows them) as CUSTOM', () => {
    const stored = {
      deadline: { count: 1, unit: 'MONTHS' },
      reservationPenalty: null,
      checkinPenalty: P({ percentage: 100 }),
      cancellation: null,
      deposit: false,
    };
    expect(cancellationTermsOf(stored).penalty.type).toBe('CUSTOM');
  });
});

describe('noShowPolicyOf / noShowChargeOf', () => {
  it.each([
    [
      { type: 'NONE', percentage: null },
      { percentage: null, chargeNights: 0, stayNights: false, chargeAmountCents: 0 },
    ],
    [
      { type: 'FIRST_NIGHT', percentage: null },
      { percentage: null, chargeNights: 1, stayNights: false, chargeAmountCents: 0 },
    ],
    [
      { type: 'PERCENTAGE', percentage: 40 },
      { percentage: 40, chargeNights: 0, stayNights: false, chargeAmountCents: 0 },
    ],
    [
      { type: 'WHOLE_STAY', percentage: null },
      { percentage: null, chargeNights: 0, stayNights: true, chargeAmountCents: 0 },
    ],
  ] as const)('%o ↔ %o', (charge, policy) => {
    expect(noShowPolicyOf(charge, null)).toEqual(policy);
    expect(noShowChargeOf(policy)).toEqual(charge);
  });

  it('three nights is CUSTOM, kept as it is', () => {
    const stored = { percentage: null, chargeNights: 3, stayNights: false, chargeAmountCents: 0 };
    expect(noShowChargeOf(stored)).toEqual({ type: 'CUSTOM', percentage: null });
    expect(noShowPolicyOf({ type: 'CUSTOM', percentage: null }, stored)).toEqual(stored);
  });
});
