/**
 * The daily cash report (FOLIO-3, decision 060): the payments and refunds the folios recorded,
 * per method and per day, with each movement (time, reservation, guest, reference, who), and
 * the totals of the range. The front desk prints it to close the drawer: one A4 page per day
 * (print CSS), without the shell. The range (at most 31 days, today by default) is in the address.
 */
import { type FormEvent, useEffect, useId, useState } from 'react';
import { revenueEndpoints } from '../../../contracts/routes/revenue.ts';
import type { CashReportResponse } from '../../../contracts/secure/revenue.ts';
import type { Language } from '../../../contracts/types.ts';
import { localeOf, todayIso } from '../../../domain/dates-format.ts';
import { dateTimeFormat } from '../../../domain/intl.ts';
import { MAX_CASH_REPORT_DAYS } from '../../../domain/revenue.ts';
import { periodCount, periodLabel } from '../../../domain/statistics.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { formatMoney } from '../../../ui/format.ts';
import { failureText } from '../../shared/request-error.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { useSecureQuery } from '../app/query.ts';
import { reservationPath } from '../reservations/texts.ts';
import type { ScreenProps } from '../screen.ts';
import './cash-report.css';

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** The message key of what is wrong with a range, or null. */
export function rangeError(from: string, to: string): string | null {
  if (!ISO.test(from) || !ISO.test(to) || Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to)))
    return 'error.field.generic.invalid';
  if (to < from) return 'error.date.end.before.start';
  if (periodCount(from, to, 'DAYS') > MAX_CASH_REPORT_DAYS) return 'bo.cash.error.too.long';
  return null;
}

function Sums({
  caption,
  rows,
  total,
  currency,
  language,
  t,
}: {
  caption: string;
  rows: CashReportResponse['methods'];
  total: CashReportResponse['total'];
  currency: string;
  language: Language;
  t: Translate;
}) {
  const money = (cents: number) => formatMoney(cents / 100, language, currency);
  return (
    <table className="bo-cash__table bo-cash__sums">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('bo.cash.col.method')}</th>
          <th scope="col">{t('bo.cash.col.payments')}</th>
          <th scope="col">{t('bo.cash.col.refunds')}</th>
          <th scope="col">{t('bo.cash.col.net')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.method}>
            <th scope="row">{t(`folio.method.${row.method}`)}</th>
            <td>{money(row.paymentsCents)}</td>
            <td>{money(row.refundsCents)}</td>
            <td>{money(row.netCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('bo.cash.total')}</th>
          <td>{money(total.paymentsCents)}</td>
          <td>{money(total.refundsCents)}</td>
          <td>
            <strong>{money(total.netCents)}</strong>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

function Day({
  day,
  hotelName,
  currency,
  language,
  timeZone,
  t,
}: {
  day: CashReportResponse['days'][number];
  hotelName: string;
  currency: string;
  language: Language;
  timeZone: string;
  t: Translate;
}) {
  const headingId = useId();
  const date = periodLabel(day.date, 'DAYS', 'large', language);
  const money = (cents: number) => formatMoney(cents / 100, language, currency);
  const movementsLabel = t('bo.cash.movements', { date });
  const time = dateTimeFormat(localeOf(language), { timeStyle: 'short', timeZone });
  return (
    <section className="bo-cash__day" aria-labelledby={headingId}>
      <h2 id={headingId}>{date}</h2>
      <p className="bo-cash__print-hotel">
        {t('bo.cash.title')} · {hotelName}
      </p>
      {day.movements.length === 0 ? (
        <p>{t('bo.cash.day.empty')}</p>
      ) : (
        <>
          <Sums
            caption={t('bo.cash.sums', { date })}
            rows={day.methods}
            total={day.total}
            currency={currency}
            language={language}
            t={t}
          />
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls; the keyboard must reach it (WCAG 2.1.1) */}
          <section className="bo-cash__scroll" tabIndex={0} aria-label={movementsLabel}>
            <table className="bo-cash__table bo-cash__movements">
              <caption>{movementsLabel}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('bo.cash.col.time')}</th>
                  <th scope="col">{t('bo.cash.col.reservation')}</th>
                  <th scope="col">{t('bo.cash.col.guest')}</th>
                  <th scope="col">{t('bo.cash.col.kind')}</th>
                  <th scope="col">{t('bo.cash.col.method')}</th>
                  <th scope="col">{t('bo.cash.col.amount')}</th>
                  <th scope="col">{t('bo.cash.col.reference')}</th>
                  <th scope="col">{t('bo.cash.col.by')}</th>
                </tr>
              </thead>
              <tbody>
                {day.movements.map((movement, index) => (
                  // Movements are append-only and listed in the order they were recorded.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
                  <tr key={index}>
                    <td>{time.format(new Date(movement.createdDate))}</td>
                    <td>
                      <a href={reservationPath(language, movement.code)}>{movement.code}</a>
                    </td>
                    <td>{movement.guest}</td>
                    <td>{t(`bo.cash.kind.${movement.kind}`)}</td>
                    <td>{t(`folio.method.${movement.method}`)}</td>
                    <td className="bo-cash__amount">
                      {movement.kind === 'REFUND' ? '−' : ''}
                      {money(movement.amountCents)}
                    </td>
                    <td>{movement.reference ?? ''}</td>
                    <td>{movement.by ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
    </section>
  );
}

export default function CashReportScreen({ hotel, language, query, navigate }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const today = todayIso(new Date(), hotel.timeZone);
  const asked = { from: query.get('from') ?? today, to: query.get('to') ?? query.get('from') ?? today };
  const range = rangeError(asked.from, asked.to) === null ? asked : { from: today, to: today };
  const address = `${range.from}:${range.to}`;
  const [draft, setDraft] = useState(range);
  const [error, setError] = useState<string | null>(null);
  const ids = { from: useId(), to: useId(), error: useId() };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is what the form follows.
  useEffect(() => setDraft(range), [address]);

  const report = useSecureQuery(
    revenueEndpoints.getHotelCashReport,
    { params: { hotelId: hotel.id }, query: { from: range.from, to: range.to } },
    { fallback: 'Error getting the cash report' },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = rangeError(draft.from, draft.to);
    setError(problem);
    if (problem) {
      document.getElementById(problem === 'error.field.generic.invalid' ? ids.from : ids.to)?.focus();
      return;
    }
    navigate(`/cash-report?${new URLSearchParams(draft)}`);
  };

  const from = periodLabel(range.from, 'DAYS', 'large', language);
  const to = periodLabel(range.to, 'DAYS', 'large', language);
  return (
    <section className="bo-cash" aria-labelledby="bo-cash-title">
      <h1 id="bo-cash-title">{t('bo.cash.title')}</h1>
      <p className="bo-cash__hotel">
        {hotel.name} · {range.from === range.to ? from : `${from} – ${to}`}
      </p>
      <p className="bo-cash__intro">{t('bo.cash.intro')}</p>
      <form className="bo-cash__form" onSubmit={submit} noValidate>
        <label htmlFor={ids.from}>{t('bo.cash.from')}</label>
        <input
          id={ids.from}
          type="date"
          value={draft.from}
          aria-invalid={error !== null}
          aria-describedby={error ? ids.error : undefined}
          onChange={(e) => setDraft({ ...draft, from: e.currentTarget.value })}
        />
        <label htmlFor={ids.to}>{t('bo.cash.to')}</label>
        <input
          id={ids.to}
          type="date"
          value={draft.to}
          aria-invalid={error !== null}
          aria-describedby={error ? ids.error : undefined}
          onChange={(e) => setDraft({ ...draft, to: e.currentTarget.value })}
        />
        <button type="submit" className="button">
          {t('bo.cash.show')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={!report.isSuccess}
          onClick={() => window.print()}
        >
          {t('bo.cash.print')}
        </button>
        <p id={ids.error} className="bo-cash__error">
          {error ? t.text(error) : ''}
        </p>
      </form>
      {report.isPending ? (
        <p aria-busy="true">{t('bo.cash.loading')}</p>
      ) : report.isError ? (
        <p className="bo-cash__failure" role="alert">
          {failureText(report.error, t, t('bo.statistics.error'))}
        </p>
      ) : (
        <>
          {report.data.days.map((day) => (
            <Day
              key={day.date}
              day={day}
              hotelName={hotel.name}
              currency={report.data.currency}
              language={language}
              timeZone={hotel.timeZone}
              t={t}
            />
          ))}
          {report.data.days.length > 1 ? (
            <section className="bo-cash__day bo-cash__totals" aria-label={t('bo.cash.totals', { from, to })}>
              <Sums
                caption={t('bo.cash.totals', { from, to })}
                rows={report.data.methods}
                total={report.data.total}
                currency={report.data.currency}
                language={language}
                t={t}
              />
            </section>
          ) : null}
        </>
      )}
    </section>
  );
}
