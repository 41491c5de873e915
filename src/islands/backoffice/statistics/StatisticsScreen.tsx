/**
 * Statistics (INSIGHT-2, BODATA-13 chart types, BOLIM-7 chart and report): the four charts of the
 * hotel over a period picked by day, month or year, optionally compared with another period
 * (datasets matched by title, in a darker blue). Each chart has a one-sentence summary, a
 * 'Show as table' alternative and its reports (spec formulas in src/domain/statistics.ts) in a
 * list at most 340 px high. The period lives in the address.
 */
import { type FormEvent, useEffect, useId, useState } from 'react';
import { todayIso } from '../../../domain/dates-format.ts';
import { STATISTICS_CHARTS, X_TYPES, type XType } from '../../../domain/statistics.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { useReservationSources } from '../reservations/SourceBadge.tsx';
import type { ScreenProps } from '../screen.ts';
import { ChartCard, dayText } from './ChartCard.tsx';
import { RevenueSection } from './RevenueSection.tsx';
import {
  periodError,
  periodFromQuery,
  periodToQuery,
  previousPeriod,
  type StatisticsPeriod,
} from './statistics-query.ts';
import './statistics.css';

function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia?.('(max-width: 600px)').matches ?? false);
  useEffect(() => {
    const media = window.matchMedia?.('(max-width: 600px)');
    if (!media) return;
    const update = () => setNarrow(media.matches);
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return narrow;
}

export default function StatisticsScreen({ hotel, language, query, navigate }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const today = todayIso(new Date(), hotel.timeZone);
  const period = periodFromQuery(query, today);
  const address = periodToQuery(period);
  const narrow = useNarrow();
  const colours = useReservationSources();

  return (
    <section className="bo-stats" aria-labelledby="bo-stats-title">
      <h1 id="bo-stats-title">{t('bo.statistics.title')}</h1>
      <p className="bo-stats__intro">{t('bo.statistics.intro')}</p>
      <PeriodForm
        period={period}
        address={address}
        t={t}
        onApply={(next) => navigate(`/statistics?${periodToQuery(next)}`)}
      />
      <p className="bo-stats__showing" role="status">
        {t('bo.statistics.showing', {
          from: dayText(period.from, language),
          to: dayText(period.to, language),
          xType: t(`bo.statistics.x.${period.xType}`).toLowerCase(),
        })}
        {period.compare
          ? ` ${t('bo.statistics.showing.compare', {
              from: dayText(period.compare.from, language),
              to: dayText(period.compare.to, language),
            })}`
          : ''}
      </p>
      <RevenueSection
        hotelId={hotel.id}
        cashReport={hotel.permissions.includes('folio.read')}
        period={period}
        language={language}
        narrow={narrow}
        t={t}
      />
      <div className="bo-stats__grid">
        {STATISTICS_CHARTS.map((chart) => (
          <ChartCard
            key={chart}
            hotelId={hotel.id}
            chart={chart}
            period={period}
            language={language}
            t={t}
            narrow={narrow}
            colours={colours}
          />
        ))}
      </div>
    </section>
  );
}

/**
 * The period form: from, to, grouping, and the optional comparison. It edits a draft of the
 * period in the address, applied by navigating; when the address changes (the back button) the
 * draft follows it.
 */
function PeriodForm({
  period,
  address,
  t,
  onApply,
}: {
  period: StatisticsPeriod;
  address: string;
  t: Translate;
  onApply: (period: StatisticsPeriod) => void;
}) {
  const [draft, setDraft] = useState<StatisticsPeriod>(period);
  const [draftOf, setDraftOf] = useState(address);
  if (draftOf !== address) {
    // Adjusted while rendering (not in an effect): the form never shows the old period.
    setDraftOf(address);
    setDraft(period);
  }
  const [errors, setErrors] = useState<{ period: string | null; compare: string | null }>({
    period: null,
    compare: null,
  });
  const ids = {
    from: useId(),
    to: useId(),
    xType: useId(),
    compare: useId(),
    cFrom: useId(),
    cTo: useId(),
    pErr: useId(),
    cErr: useId(),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const periodProblem = periodError(draft.from, draft.to, draft.xType);
    const compareProblem = draft.compare
      ? periodError(draft.compare.from, draft.compare.to, draft.xType)
      : null;
    setErrors({ period: periodProblem, compare: compareProblem });
    if (periodProblem) {
      document.getElementById(periodProblem === 'error.date.end.before.start' ? ids.to : ids.from)?.focus();
      return;
    }
    if (compareProblem) {
      document.getElementById(ids.cFrom)?.focus();
      return;
    }
    onApply(draft);
  };

  const errorText = (key: string | null) => (key === null ? '' : t.text(key));

  return (
    <form className="bo-stats__form" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{t('bo.statistics.period')}</legend>
        <label htmlFor={ids.from}>{t('bo.statistics.from')}</label>
        <input
          id={ids.from}
          type="date"
          value={draft.from}
          aria-invalid={errors.period !== null}
          aria-describedby={errors.period ? ids.pErr : undefined}
          onChange={(e) => setDraft({ ...draft, from: e.currentTarget.value })}
        />
        <label htmlFor={ids.to}>{t('bo.statistics.to')}</label>
        <input
          id={ids.to}
          type="date"
          value={draft.to}
          aria-invalid={errors.period !== null}
          aria-describedby={errors.period ? ids.pErr : undefined}
          onChange={(e) => setDraft({ ...draft, to: e.currentTarget.value })}
        />
        <label htmlFor={ids.xType}>{t('bo.statistics.x.type')}</label>
        <select
          id={ids.xType}
          value={draft.xType}
          onChange={(e) => setDraft({ ...draft, xType: e.currentTarget.value as XType })}
        >
          {X_TYPES.map((xType) => (
            <option key={xType} value={xType}>
              {t(`bo.statistics.x.${xType}`)}
            </option>
          ))}
        </select>
        <p id={ids.pErr} className="bo-stats__field-error">
          {errorText(errors.period)}
        </p>
      </fieldset>
      <fieldset>
        <legend>{t('bo.statistics.compare')}</legend>
        <label className="bo-stats__check">
          <input
            type="checkbox"
            checked={draft.compare !== null}
            onChange={(e) =>
              setDraft({
                ...draft,
                compare: e.currentTarget.checked ? previousPeriod(draft.from, draft.to) : null,
              })
            }
          />
          {t('bo.statistics.compare.with')}
        </label>
        {draft.compare ? (
          <>
            <label htmlFor={ids.cFrom}>{t('bo.statistics.compare.from')}</label>
            <input
              id={ids.cFrom}
              type="date"
              value={draft.compare.from}
              aria-invalid={errors.compare !== null}
              aria-describedby={errors.compare ? ids.cErr : undefined}
              onChange={(e) =>
                setDraft({
                  ...draft,
                  compare: { to: draft.compare?.to ?? '', from: e.currentTarget.value },
                })
              }
            />
            <label htmlFor={ids.cTo}>{t('bo.statistics.compare.to')}</label>
            <input
              id={ids.cTo}
              type="date"
              value={draft.compare.to}
              aria-invalid={errors.compare !== null}
              aria-describedby={errors.compare ? ids.cErr : undefined}
              onChange={(e) =>
                setDraft({
                  ...draft,
                  compare: { from: draft.compare?.from ?? '', to: e.currentTarget.value },
                })
              }
            />
            <p id={ids.cErr} className="bo-stats__field-error">
              {errorText(errors.compare)}
            </p>
          </>
        ) : null}
      </fieldset>
      <button type="submit" className="button">
        {t('bo.statistics.apply')}
      </button>
    </form>
  );
}
