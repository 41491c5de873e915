import { describe, expect, it } from 'vitest';
import { storedCancellationPolicy, toCancellationCharge } from './stored-documents.ts';

describe('toCancellationCharge (cancellation_policies.cancellation_json)', () => {
  it.each([
    [
      { chargeNights: 2, percentage: 100 },
      { chargeNights: 2, percentage: 100 },
    ],
    [
      { chargeNights: 1, percentage: null },
      { chargeNights: 1, percentage: null },
    ],
    [{ chargeNights: 1 }, { chargeNights: 1, percentage: null }],
    [
      { chargeNights: -3, percentage: 50 },
      { chargeNights: 0, percentage: 50 },
    ],
    [
      { chargeNights: 1.5, percentage: '50' },
      { chargeNights: 0, percentage: null },
    ],
    [null, null],
    ['2 nights', null],
  ])('%j → %j', (raw, charge) => {
    expect(toCancellationCharge(raw)).toEqual(charge);
  });
});

describe('storedCancellationPolicy (snapshots of reservation rooms)', () => {
  const snapshot = {
    id: '12',
    deadline: null,
    reservationPenalty: null,
    checkinPenalty: {
      percentage: 50,
      firstNight: false,
      additionalNights: 0,
      chargeNights: 1,
      chargeAmountCents: 0,
    },
    deposit: true,
  };
  it('reads a snapshot made before the policy had `cancellation` as null (the check-in penalty applies)', () => {
    expect(storedCancellationPolicy(JSON.stringify(snapshot))).toEqual({ ...snapshot, cancellation: null });
  });

  it('keeps the cancellation of a newer snapshot', () => {
    const text = JSON.stringify({ ...snapshot, cancellation: { chargeNights: 2, percentage: 80 } });
    expect(storedCancellationPolicy(text)?.cancellation).toEqual({ chargeNights: 2, percentage: 80 });
  });

  it('is null without a policy', () => {
    expect(storedCancellationPolicy(null)).toBeNull();
    expect(storedCancellationPolicy('not json')).toBeNull();
  });
});
