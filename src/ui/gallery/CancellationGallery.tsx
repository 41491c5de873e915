/**
 * The component gallery's cancellation section: four policies (free, a grace period, a custom
 * penalty, not refundable) on a three-night stay two weeks from today, each as PolicySummary and
 * CancellationBar.
 */
import { useMemo } from 'react';
import { policySummary } from '../../domain/booking/cancellation.ts';
import type { CancellationPolicy, Penalty } from '../../domain/booking/types.ts';
import { addDays, todayIso } from '../../domain/dates-format.ts';
import { CancellationBar } from '../CancellationBar.tsx';
import { PolicySummary } from '../PolicySummary.tsx';
import { type GallerySectionProps, Section, State } from './GalleryFrame.tsx';

const penalty = (overrides: Partial<Penalty>): Penalty => ({
  percentage: null,
  firstNight: false,
  additionalNights: 0,
  chargeNights: 0,
  chargeAmountCents: 0,
  ...overrides,
});

const POLICIES: Record<string, CancellationPolicy> = {
  free: {
    id: 'free',
    deadline: null,
    reservationPenalty: null,
    checkinPenalty: null,
    cancellation: null,
    deposit: false,
  },
  grace: {
    id: 'grace',
    deadline: { count: 3, unit: 'DAYS' },
    reservationPenalty: null,
    checkinPenalty: penalty({ firstNight: true }),
    cancellation: null,
    deposit: false,
  },
  custom: {
    id: 'custom',
    deadline: { count: 7, unit: 'DAYS' },
    reservationPenalty: penalty({ percentage: 30 }),
    checkinPenalty: penalty({ percentage: 100 }),
    cancellation: null,
    deposit: true,
  },
  notRefundable: {
    id: 'nr',
    deadline: null,
    reservationPenalty: penalty({ percentage: 100 }),
    checkinPenalty: penalty({ percentage: 100 }),
    cancellation: null,
    deposit: true,
  },
};

export function CancellationGallery({ language }: GallerySectionProps) {
  const now = useMemo(() => Date.now(), []);
  const checkin = addDays(
    useMemo(() => todayIso(), []),
    14,
  );
  const stay = { checkin, nightlyCents: [12000, 12000, 15000], totalCents: 39000 };
  return (
    <Section id="cancellation" title="CancellationBar / PolicySummary">
      {Object.entries(POLICIES).map(([key, policy]) => {
        const summary = policySummary(policy, stay, 'Europe/Rome', now);
        return (
          <State
            key={key}
            title={`${summary.type}${summary.gracePeriod && summary.type === 'CUSTOM' ? ' (grace)' : ''}`}
            wide
          >
            <PolicySummary summary={summary} checkin={checkin} timeZone="Europe/Rome" language={language} />
            <CancellationBar
              summary={summary}
              bookedAt={now}
              checkin={checkin}
              timeZone="Europe/Rome"
              language={language}
            />
          </State>
        );
      })}
    </Section>
  );
}
