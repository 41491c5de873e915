// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { policySummary } from '../domain/booking/cancellation.ts';
import type { CancellationPolicy, Penalty } from '../domain/booking/types.ts';
import { CancellationBar, cancellationSegments } from './CancellationBar.tsx';
import { PolicySummary, policySentences } from './PolicySummary.tsx';

afterEach(cleanup);

const penalty = (overrides: Partial<Penalty>): Penalty => ({
  percentage: null,
  firstNight: false,
  additionalNights: 0,
  chargeNights: 0,
  chargeAmountCents: 0,
  ...overrides,
});

const NOW = Date.parse('2027-06-01T10:00:00Z');
const CHECKIN = '2027-06-15';
const TZ = 'Europe/Rome';
const STAY = { checkin: CHECKIN, nightlyCents: [10000, 10000], totalCents: 20000 };

const grace: CancellationPolicy = {
  id: 'g',
  deadline: { count: 3, unit: 'DAYS' },
  reservationPenalty: null,
  checkinPenalty: penalty({ firstNight: true }),
  cancellation: null,
  deposit: false,
};
const custom: CancellationPolicy = {
  id: 'c',
  deadline: { count: 7, unit: 'DAYS' },
  reservationPenalty: penalty({ percentage: 30 }),
  checkinPenalty: penalty({ percentage: 100 }),
  cancellation: null,
  deposit: true,
};
const notRefundable: CancellationPolicy = {
  id: 'n',
  deadline: null,
  reservationPenalty: penalty({ percentage: 100 }),
  checkinPenalty: penalty({ percentage: 100 }),
  cancellation: null,
  deposit: false,
};

describe('cancellationSegments', () => {
  it('splits at the deadline: free (grace period) then the check-in penalty', () => {
    const summary = policySummary(grace, STAY, TZ, NOW);
    const checkinAt = Date.parse('2027-06-14T22:00:00Z');
    const segments = cancellationSegments(summary, NOW, checkinAt);
    expect(segments.map((s) => [s.from, s.to, s.amountCents])).toEqual([
      [NOW, Date.parse('2027-06-11T22:00:00Z'), 0],
      [Date.parse('2027-06-11T22:00:00Z'), checkinAt, 10000],
    ]);
    expect(segments.reduce((sum, s) => sum + s.share, 0)).toBeCloseTo(1);
    expect(segments[1]?.share).toBeGreaterThanOrEqual(0.19);
  });

  it('has one free period for FREE and one penalty period for NOT_REFUNDABLE or a past deadline', () => {
    const free = policySummary(null, STAY, TZ, NOW);
    expect(cancellationSegments(free, NOW, NOW + 1000).map((s) => s.amountCents)).toEqual([0]);
    const nr = policySummary(notRefundable, STAY, TZ, NOW);
    expect(
      cancellationSegments(nr, NOW, Date.parse('2027-06-14T22:00:00Z')).map((s) => s.amountCents),
    ).toEqual([20000]);
    const late = policySummary(custom, STAY, TZ, NOW);
    expect(
      cancellationSegments(late, Date.parse('2027-06-13T00:00:00Z'), Date.parse('2027-06-14T22:00:00Z')).map(
        (s) => s.amountCents,
      ),
    ).toEqual([20000]);
  });
});

describe('<CancellationBar>', () => {
  it('lists each period with its dates and amount', () => {
    const summary = policySummary(custom, STAY, TZ, NOW);
    render(
      <CancellationBar summary={summary} bookedAt={NOW} checkin={CHECKIN} timeZone={TZ} language="en" />,
    );
    const list = screen.getByRole('list', { name: 'Cancellation conditions from booking to check-in' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Cancellation fee: €60.00');
    expect(items[0]?.textContent).toContain('Until 7 Jun, 23:59');
    expect(items[1]?.textContent).toContain('Cancellation fee: €200.00');
  });
});

describe('<PolicySummary>', () => {
  it('words each policy type, the grace period, the amounts and the deposit', () => {
    const opts = { checkin: CHECKIN, timeZone: TZ, language: 'en' as const, now: NOW };
    expect(policySentences(policySummary(null, STAY, TZ, NOW), opts)).toEqual([
      'Free cancellation until check-in on 15 Jun 2027.',
    ]);
    // Read on 1 June 2027, a deadline that June needs no year; read the December before, it does.
    expect(policySentences(policySummary(grace, STAY, TZ, NOW), opts)).toEqual([
      'Free cancellation until 11 Jun, 23:59.',
      'From then until check-in, cancelling costs €100.00.',
    ]);
    const december = Date.parse('2026-12-20T10:00:00Z');
    expect(policySentences(policySummary(grace, STAY, TZ, NOW), { ...opts, now: december })).toEqual([
      'Free cancellation until 11 Jun 2027, 23:59.',
      'From then until check-in, cancelling costs €100.00.',
    ]);
    expect(policySentences(policySummary(custom, STAY, TZ, NOW), opts)).toEqual([
      'Cancelling until 7 Jun, 23:59 costs €60.00.',
      'From then until check-in, cancelling costs €200.00.',
      'A deposit is required at booking',
    ]);
    const italian = policySentences(policySummary(notRefundable, STAY, TZ, NOW), { ...opts, language: 'it' });
    expect(italian.map((s) => s.replace(/\u00a0/g, ' '))).toEqual([
      'Non rimborsabile: la cancellazione costa sempre 200,00 €.',
    ]);
  });

  it('renders a titled section', () => {
    render(
      <PolicySummary
        summary={policySummary(grace, STAY, TZ, NOW)}
        checkin={CHECKIN}
        timeZone={TZ}
        language="en"
      />,
    );
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(
      'Cancellation policy: Custom conditions',
    );
  });
});
