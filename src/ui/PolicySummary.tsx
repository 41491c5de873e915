/**
 * Policy summary (PROPDATA-12 payment policy info; SITEFLOW-8 policy type and grace period): the
 * policy type, what cancelling costs before and after the deadline (date and time in the
 * hotel's time zone, amounts in the stay's currency) and whether a deposit is due at booking.
 */
import type { Language } from '../contracts/types.ts';
import type { PolicySummary as PolicySummaryData } from '../domain/booking/cancellation.ts';
import type { IsoDate } from '../domain/booking/types.ts';
import { formatLastMinuteBefore, formatLongDate } from '../domain/dates-format.ts';
import { fromCents } from '../domain/money.ts';
import { translator } from '../i18n/dictionary.ts';
import { formatMoney } from './format.ts';
import './PolicySummary.css';

/** The sentences of a summary, in order (exported for tests and for plain-text uses). */
export function policySentences(
  summary: PolicySummaryData,
  options: {
    checkin: IsoDate;
    timeZone: string;
    currency?: string;
    language: Language;
    /** When the guest reads it: a deadline in another year shows its year. Default: now. */
    now?: number;
  },
): string[] {
  const { language, currency, timeZone, now } = options;
  const t = translator(language);
  const money = (cents: number) => formatMoney(fromCents(cents), language, currency);
  // The last free minute ('13 Dec, 23:59'), as the rate cards say it: a deadline at midnight
  // printed as '14 Dec, 00:00' reads as a day more than the guest has.
  const deadline =
    summary.deadline === null ? null : formatLastMinuteBefore(summary.deadline, language, timeZone, now);
  const sentences: string[] = [];
  if (summary.type === 'FREE') {
    sentences.push(t('cancellation.summary.FREE', { date: formatLongDate(options.checkin, language) }));
  } else if (summary.type === 'NOT_REFUNDABLE') {
    sentences.push(
      t('cancellation.summary.NOT_REFUNDABLE', { amount: money(summary.reservationPenaltyCents) }),
    );
  } else {
    const date = deadline ?? formatLongDate(options.checkin, language);
    sentences.push(
      summary.gracePeriod
        ? t('cancellation.summary.grace', { date })
        : t('cancellation.summary.before', { date, amount: money(summary.reservationPenaltyCents) }),
    );
    sentences.push(
      summary.checkinPenaltyCents > 0
        ? t('cancellation.summary.after', { amount: money(summary.checkinPenaltyCents) })
        : t('cancellation.summary.after.free'),
    );
  }
  if (summary.deposit) sentences.push(t('cancellation.deposit'));
  return sentences;
}

export type PolicySummaryProps = {
  summary: PolicySummaryData;
  checkin: IsoDate;
  timeZone: string;
  currency?: string;
  language: Language;
  /** Heading level of the title (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** When the guest reads it (default: now). */
  now?: number;
};

export function PolicySummary({
  summary,
  checkin,
  timeZone,
  currency,
  language,
  headingLevel = 3,
  now,
}: PolicySummaryProps) {
  const t = translator(language);
  const Heading = `h${headingLevel}` as const;
  const sentences = policySentences(summary, { checkin, timeZone, currency, language, now });
  return (
    <section className={`ui-policy ui-policy--${summary.type.toLowerCase()}`} data-policy-type={summary.type}>
      <Heading className="ui-policy__title">
        {t('cancellation.title')}:{' '}
        <span className="ui-policy__type">{t(`cancellation.type.${summary.type}`)}</span>
      </Heading>
      {sentences.map((sentence) => (
        <p key={sentence} className="ui-policy__text">
          {sentence}
        </p>
      ))}
    </section>
  );
}
