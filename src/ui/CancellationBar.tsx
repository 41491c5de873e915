/**
 * Cancellation bar (SITEDATA/SITEFLOW, PROPDATA-12 payment policy info): a line from booking to
 * check-in split at the policy deadline: free (grace period) or the reservation penalty until
 * the deadline, then the check-in penalty until check-in. It is an ordered list, so screen
 * readers read each period with its dates and amount; the coloured bar is its visual form.
 * The figures come from the booking rules (`policySummary` of src/domain/booking/cancellation.ts).
 */
import type { Language } from '../contracts/types.ts';
import type { PolicySummary as PolicySummaryData } from '../domain/booking/cancellation.ts';
import { startOfDayIn } from '../domain/booking/dates.ts';
import type { EpochMs, IsoDate } from '../domain/booking/types.ts';
import { formatLastMinuteBefore } from '../domain/dates-format.ts';
import { fromCents } from '../domain/money.ts';
import { translator } from '../i18n/dictionary.ts';
import { formatInstant, formatMoney } from './format.ts';
import './CancellationBar.css';

export type CancellationSegment = { from: EpochMs; to: EpochMs; amountCents: number; share: number };

/** Minimum share of the bar a period keeps, so its label stays readable. */
const MIN_SHARE = 0.2;

/** The periods of the bar, in order, with their share of its width (summing to 1). */
export function cancellationSegments(
  summary: Pick<PolicySummaryData, 'type' | 'deadline' | 'reservationPenaltyCents' | 'checkinPenaltyCents'>,
  bookedAt: EpochMs,
  checkinAt: EpochMs,
): CancellationSegment[] {
  const end = Math.max(checkinAt, bookedAt + 1);
  const deadline = summary.deadline ?? end;
  let periods: Array<Omit<CancellationSegment, 'share'>>;
  if (summary.type === 'FREE') periods = [{ from: bookedAt, to: end, amountCents: 0 }];
  else if (deadline <= bookedAt)
    periods = [{ from: bookedAt, to: end, amountCents: summary.checkinPenaltyCents }];
  else if (deadline >= end)
    periods = [{ from: bookedAt, to: end, amountCents: summary.reservationPenaltyCents }];
  else {
    periods = [
      { from: bookedAt, to: deadline, amountCents: summary.reservationPenaltyCents },
      { from: deadline, to: end, amountCents: summary.checkinPenaltyCents },
    ];
  }
  const total = end - bookedAt;
  const raw = periods.map((p) => Math.max(MIN_SHARE, (p.to - p.from) / total));
  const sum = raw.reduce((a, b) => a + b, 0);
  return periods.map((p, i) => ({ ...p, share: (raw[i] ?? 0) / sum }));
}

export type CancellationBarProps = {
  summary: PolicySummaryData;
  /** When the reservation is (or would be) made. */
  bookedAt: EpochMs;
  checkin: IsoDate;
  /** The hotel's time zone: deadlines are its local times. */
  timeZone: string;
  currency?: string;
  language: Language;
};

export function CancellationBar({
  summary,
  bookedAt,
  checkin,
  timeZone,
  currency,
  language,
}: CancellationBarProps) {
  const t = translator(language);
  const checkinAt = startOfDayIn(checkin, timeZone);
  const segments = cancellationSegments(summary, bookedAt, checkinAt);
  const when = (instant: EpochMs) => formatInstant(instant, language, timeZone);
  // A segment lasts until the minute before the next one starts ('13 Dec, 23:59').
  const until = (instant: EpochMs) => formatLastMinuteBefore(instant, language, timeZone, bookedAt);
  return (
    <div className="ui-cancellation-bar" data-policy-type={summary.type}>
      <ol className="ui-cancellation-bar__track" aria-label={t('cancellation.bar.label')}>
        {segments.map((segment) => {
          const free = segment.amountCents <= 0;
          return (
            <li
              key={segment.from}
              className={`ui-cancellation-bar__segment ui-cancellation-bar__segment--${free ? 'free' : 'penalty'}`}
              style={{ flexGrow: segment.share }}
            >
              <span className="ui-cancellation-bar__fill" aria-hidden="true" />
              <span className="ui-cancellation-bar__text">
                <strong>
                  {free
                    ? t('cancellation.segment.free')
                    : t('cancellation.segment.penalty', {
                        amount: formatMoney(fromCents(segment.amountCents), language, currency),
                      })}
                </strong>
                <span className="ui-cancellation-bar__dates">
                  {t('cancellation.segment.from', { date: when(segment.from) })}
                  <br />
                  {t('cancellation.segment.until', { date: until(segment.to) })}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
      <div className="ui-cancellation-bar__ends" aria-hidden="true">
        <span>{t('cancellation.booking')}</span>
        <span>{t('cancellation.checkin')}</span>
      </div>
    </div>
  );
}
