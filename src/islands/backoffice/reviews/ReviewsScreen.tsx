/**
 * Guest reviews (INSIGHT-1, BOSCREENS-6 Review fragments, BOFLOW-7 Reviews): the hotel's summary
 * (average, count, a bar per score 4..10 that filters the list), filters (score band, replied,
 * reported, language) and sort in the address, and the reviews paged 10 at a time. Each review
 * shows its score, the RANK scores, the texts, the author as published, the stay and its source,
 * likes and reports (flagged), and the hotel's reply, answered in place (ReplyBox).
 */
import { type ChangeEvent, useCallback, useState } from 'react';
import { reviewsEndpoints } from '../../../contracts/routes/reviews.ts';
import type { ReviewAdmin, ReviewsSummary } from '../../../contracts/secure/reviews.ts';
import type { Language } from '../../../contracts/types.ts';
import { formatInstantDate, formatLongDate } from '../../../domain/dates-format.ts';
import { REVIEW_LANGUAGES, REVIEW_SCORE_BANDS, REVIEW_SORTS } from '../../../domain/review-replies.ts';
import { isNewReview, scoreBarWidth, scoreLabelKey, scorePercentages } from '../../../domain/reviews.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { formatNumber } from '../../../ui/format.ts';
import { PagedList, usePagedList } from '../../../ui/PagedList.tsx';
import { timeoutMessage } from '../../shared/request-error.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { secureApi } from '../app/request.ts';
import { SourceBadge, useReservationSources } from '../reservations/SourceBadge.tsx';
import { plural, reservationPath } from '../reservations/texts.ts';
import type { ScreenProps } from '../screen.ts';
import { ReplyBox } from './ReplyBox.tsx';
import {
  activeReviewFilters,
  NO_REVIEW_FILTERS,
  type ReviewFilters,
  reviewApiQuery,
  reviewFiltersFromQuery,
  reviewFiltersToQuery,
} from './review-filters.ts';
import './reviews.css';

/** Sets a bar's width through the CSSOM (the CSP allows no style attributes in markup). */
function widthOf(percent: number) {
  return (element: HTMLElement | null) => {
    element?.style.setProperty('--bo-bar', `${Math.max(0, Math.min(100, percent))}%`);
  };
}

/** A feedback item's name: ours, the site's, or its key's last word ('review.feedback.view' → 'View'). */
function feedbackLabel(titleKey: string, t: Translate): string {
  const last = titleKey.split('.').at(-1) ?? titleKey;
  const key = `bo.reviews.feedback.${last}`;
  if (t.has(key)) return t.text(key);
  if (t.has(titleKey)) return t.text(titleKey);
  const words = last.replaceAll(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function Summary({
  summary,
  filters,
  apply,
  t,
  language,
}: {
  summary: ReviewsSummary;
  filters: ReviewFilters;
  apply: (next: ReviewFilters) => void;
  t: Translate;
  language: Language;
}) {
  const shares = scorePercentages(Object.fromEntries(summary.reviewsScoreMap.map((e) => [e.key, e.value])));
  return (
    <section className="bo-reviews__summary" aria-labelledby="bo-reviews-summary">
      <h2 id="bo-reviews-summary">{t('bo.reviews.summary.title')}</h2>
      {summary.gar === null ? (
        <p>{t('bo.reviews.summary.none')}</p>
      ) : (
        <div className="bo-reviews__overall">
          <p className="bo-reviews__gar">
            <span className="bo-reviews__gar-value">{formatNumber(summary.gar, language, 1)}</span>
            <span>
              <strong>{t(scoreLabelKey(summary.gar))}</strong>
              <span className="bo-reviews__muted">
                {t('bo.reviews.summary.average')} · {plural(t, 'bo.reviews.count', summary.totalReviews)}
              </span>
            </span>
          </p>
          <p className="bo-reviews__muted">
            {plural(t, 'bo.reviews.summary.unanswered', summary.unanswered)} ·{' '}
            {plural(t, 'bo.reviews.summary.reported', summary.reportedReviews)}
          </p>
        </div>
      )}
      <h3 className="bo-reviews__subtitle">{t('bo.reviews.summary.distribution')}</h3>
      <ul className="bo-reviews__bars">
        {[...shares].reverse().map((share) => {
          const label = t(`review.score.${share.score}`);
          const pressed = filters.score === share.score;
          return (
            <li key={share.score}>
              <button
                type="button"
                className="bo-reviews__bar-button"
                aria-pressed={pressed}
                disabled={share.count === 0 && !pressed}
                onClick={() => apply({ ...filters, score: pressed ? null : share.score })}
              >
                <span className="bo-reviews__bar-label">
                  {share.score} · {label}
                </span>
                <span className="bo-reviews__bar" aria-hidden="true">
                  <span className="bo-reviews__bar-fill" ref={widthOf(share.percentage)} />
                </span>
                <span className="bo-reviews__bar-count">
                  {share.count} ({share.percentage}%)
                </span>
                <span className="ui-sr-only">
                  {t('bo.reviews.summary.bar', {
                    label,
                    score: share.score,
                    count: share.count,
                    percentage: share.percentage,
                  })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Filters({
  filters,
  apply,
  t,
}: {
  filters: ReviewFilters;
  apply: (next: ReviewFilters) => void;
  t: Translate;
}) {
  const choose =
    <K extends keyof ReviewFilters>(key: K, parse: (value: string) => ReviewFilters[K]) =>
    (event: ChangeEvent<HTMLSelectElement>) =>
      apply({ ...filters, [key]: parse(event.currentTarget.value) });
  const bool = (value: string) => (value === '' ? null : value === 'true');
  return (
    <form
      className="bo-reviews__filters"
      aria-label={t('bo.reviews.filters')}
      onSubmit={(e) => e.preventDefault()}
    >
      <label>
        <span>{t('bo.reviews.filter.score')}</span>
        <select
          value={filters.score ?? ''}
          onChange={choose('score', (value) => (value === '' ? null : Number(value)))}
        >
          <option value="">{t('bo.reviews.filter.score.any')}</option>
          {[...REVIEW_SCORE_BANDS].reverse().map((score) => (
            <option key={score} value={score}>
              {t('bo.reviews.filter.score.band', { score, label: t(`review.score.${score}`) })}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('bo.reviews.filter.replied')}</span>
        <select
          value={filters.replied === null ? '' : String(filters.replied)}
          onChange={choose('replied', bool)}
        >
          <option value="">{t('bo.reviews.filter.replied.any')}</option>
          <option value="false">{t('bo.reviews.filter.replied.false')}</option>
          <option value="true">{t('bo.reviews.filter.replied.true')}</option>
        </select>
      </label>
      <label>
        <span>{t('bo.reviews.filter.reported')}</span>
        <select
          value={filters.reported === null ? '' : String(filters.reported)}
          onChange={choose('reported', bool)}
        >
          <option value="">{t('bo.reviews.filter.reported.any')}</option>
          <option value="true">{t('bo.reviews.filter.reported.true')}</option>
          <option value="false">{t('bo.reviews.filter.reported.false')}</option>
        </select>
      </label>
      <label>
        <span>{t('bo.reviews.filter.language')}</span>
        <select
          value={filters.language ?? ''}
          onChange={choose('language', (value) =>
            value === '' ? null : (value as (typeof REVIEW_LANGUAGES)[number]),
          )}
        >
          <option value="">{t('bo.reviews.filter.language.any')}</option>
          {REVIEW_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`bo.reviews.language.${language}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('bo.reviews.sort')}</span>
        <select value={filters.sort} onChange={choose('sort', (value) => value as ReviewFilters['sort'])}>
          {REVIEW_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`bo.reviews.sort.${sort}`)}
            </option>
          ))}
        </select>
      </label>
      {activeReviewFilters(filters) > 0 ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => apply({ ...NO_REVIEW_FILTERS, sort: filters.sort })}
        >
          {t('bo.reviews.filters.clear')}
        </button>
      ) : null}
    </form>
  );
}

function ReviewItem({
  review,
  hotelId,
  timeZone,
  colours,
  language,
  t,
  onUpdated,
}: {
  review: ReviewAdmin;
  hotelId: number;
  timeZone: string;
  colours: ReadonlyMap<string, string>;
  language: Language;
  t: Translate;
  onUpdated: (review: ReviewAdmin) => void;
}) {
  const titleId = `bo-review-${review.id}`;
  const ranks = review.feedbacks.filter((f) => f.type === 'RANK');
  const texts = review.feedbacks.filter((f) => f.type !== 'RANK');
  const reported = review.reports.length > 0;
  return (
    <article className={`bo-review${reported ? ' bo-review--reported' : ''}`} aria-labelledby={titleId}>
      <header className="bo-review__head">
        <p className="bo-review__score">
          <span className="bo-review__score-value" aria-hidden="true">
            {formatNumber(review.score, language, 1)}
          </span>
          <span className="ui-sr-only">
            {t('bo.reviews.score', { score: formatNumber(review.score, language, 1) })}
          </span>
          <span className="bo-review__score-label">{t(scoreLabelKey(review.score))}</span>
          <span className="bo-review__score-bar" aria-hidden="true">
            <span className="bo-reviews__bar-fill" ref={widthOf(scoreBarWidth(review.score))} />
          </span>
        </p>
        <div className="bo-review__heading">
          <h3 id={titleId}>
            {review.title ?? t('bo.reviews.untitled')}
            {isNewReview(review.createdDate, new Date()) ? (
              <span className="bo-review__new">{t('review.new')}</span>
            ) : null}
          </h3>
          <p className="bo-reviews__muted">
            {t('bo.reviews.by', { author: review.author ?? t('review.anonymous') })} ·{' '}
            {t('bo.reviews.written', { date: formatInstantDate(review.createdDate, language, timeZone) })} ·{' '}
            {t('bo.reviews.in.language', {
              language: t.has(`bo.reviews.language.${review.language}`)
                ? t.text(`bo.reviews.language.${review.language}`)
                : review.language,
            })}
          </p>
          <p className="bo-review__stay">
            <span>
              {t('bo.reviews.stay', {
                from: formatLongDate(review.stay.checkin.slice(0, 10), language),
                to: formatLongDate(review.stay.checkout.slice(0, 10), language),
              })}
            </span>
            <a href={reservationPath(language, review.stay.code)}>
              {t('bo.reviews.stay.reservation', { code: review.stay.code })}
            </a>
            <span>
              <span className="ui-sr-only">{t('bo.reviews.source')} </span>
              <SourceBadge source={review.stay.source} colour={colours.get(review.stay.source)} t={t} />
            </span>
          </p>
        </div>
      </header>
      {reported ? (
        <div className="bo-review__reports">
          <p className="bo-review__flag">
            <span aria-hidden="true">⚑ </span>
            {plural(t, 'bo.reviews.reported', review.reports.length)}
          </p>
          <ul>
            {review.reports.map((report) => (
              <li key={`${report.type}-${report.date}`}>
                {t('bo.reviews.report.item', {
                  type: t.has(`bo.reviews.report.type.${report.type}`)
                    ? t.text(`bo.reviews.report.type.${report.type}`)
                    : report.type,
                  date: formatInstantDate(report.date, language, timeZone),
                })}
                {report.note ? <span> — {t('bo.reviews.report.note', { note: report.note })}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="bo-review__body">
        {ranks.length > 0 ? (
          <dl className="bo-review__ranks" aria-label={t('bo.reviews.feedbacks')}>
            {ranks.map((rank) => {
              const value = typeof rank.value === 'number' ? rank.value : Number(rank.value);
              return (
                <div key={rank.titleKey} className="bo-review__rank">
                  <dt>{feedbackLabel(rank.titleKey, t)}</dt>
                  <dd>
                    <span className="bo-review__rank-bar" aria-hidden="true">
                      <span className="bo-reviews__bar-fill" ref={widthOf(scoreBarWidth(value))} />
                    </span>
                    <span className="ui-sr-only">{t('bo.reviews.feedback.rank', { value })}</span>
                    <span aria-hidden="true">{formatNumber(value, language, 1)}</span>
                  </dd>
                </div>
              );
            })}
          </dl>
        ) : null}
        <dl className="bo-review__texts">
          {review.pro ? (
            <div>
              <dt>{t('review.pros')}</dt>
              <dd>{review.pro}</dd>
            </div>
          ) : null}
          {review.con ? (
            <div>
              <dt>{t('review.cons')}</dt>
              <dd>{review.con}</dd>
            </div>
          ) : null}
          {review.hint ? (
            <div>
              <dt>{t('review.hint')}</dt>
              <dd>{review.hint}</dd>
            </div>
          ) : null}
          {texts.map((item) => (
            <div key={item.titleKey}>
              <dt>{feedbackLabel(item.titleKey, t)}</dt>
              <dd>
                {item.value === null || item.value === '' ? (
                  <span className="bo-reviews__muted">{t('review.no.comment')}</span>
                ) : (
                  String(item.value)
                )}
              </dd>
            </div>
          ))}
        </dl>
        <p className="bo-reviews__muted">
          {review.likes === 0 ? t('bo.reviews.likes.none') : plural(t, 'bo.reviews.likes', review.likes)}
        </p>
      </div>
      <ReplyBox
        review={review}
        hotelId={hotelId}
        timeZone={timeZone}
        language={language}
        t={t}
        onUpdated={onUpdated}
      />
    </article>
  );
}

export default function ReviewsScreen({ hotel, language, query, navigate }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const filters = reviewFiltersFromQuery(query);
  const address = reviewFiltersToQuery(filters);
  const colours = useReservationSources();
  const [summary, setSummary] = useState<ReviewsSummary | null>(null);
  // Reviews answered on this screen: their saved version replaces the loaded one.
  const [updated, setUpdated] = useState<ReadonlyMap<number, ReviewAdmin>>(new Map());

  const { list, state } = usePagedList<ReviewAdmin>(
    {
      load: async ({ page, size }) => {
        const result = await secureApi(
          reviewsEndpoints.listManagedHotelReviews,
          { params: { hotelId: hotel.id }, query: reviewApiQuery(filters, page, size) },
          { fallback: 'Error getting the reviews' },
        );
        setSummary(result.summary);
        return result;
      },
      errorMessage: (error) =>
        timeoutMessage(error, t) ??
        (error instanceof Error && error.message ? error.message : t('bo.reviews.error')),
    },
    `${hotel.id}?${address}`,
  );

  const apply = (next: ReviewFilters) => {
    const target = reviewFiltersToQuery(next);
    if (target === address) return;
    navigate(`/reviews${target ? `?${target}` : ''}`);
  };
  const onUpdated = useCallback((review: ReviewAdmin) => {
    setUpdated((current) => new Map(current).set(review.id, review));
  }, []);

  return (
    <section className="bo-reviews" aria-labelledby="bo-reviews-title">
      <h1 id="bo-reviews-title">{t('bo.reviews.title')}</h1>
      <p className="bo-reviews__intro">{t('bo.reviews.intro')}</p>
      <div className="bo-reviews__layout">
        <div className="bo-reviews__side">
          {summary ? (
            <Summary summary={summary} filters={filters} apply={apply} t={t} language={language} />
          ) : null}
        </div>
        <div className="bo-reviews__main">
          <Filters filters={filters} apply={apply} t={t} />
          <h2 className="ui-sr-only">{t('bo.reviews.list')}</h2>
          <PagedList
            list={list}
            state={state}
            texts={{
              loading: t('bo.reviews.loading'),
              empty: t('bo.reviews.empty'),
              end: (total) => plural(t, 'bo.reviews.count', total),
              count: (shown, total) => t('bo.reviews.shown', { shown, total }),
              loadMore: t('bo.reviews.load.more'),
              retry: t('bo.reviews.retry'),
            }}
          >
            {(items) => (
              <ul className="bo-reviews__list">
                {items.map((item) => (
                  <li key={item.id}>
                    <ReviewItem
                      review={updated.get(item.id) ?? item}
                      hotelId={hotel.id}
                      timeZone={hotel.timeZone}
                      colours={colours}
                      language={language}
                      t={t}
                      onUpdated={onUpdated}
                    />
                  </li>
                ))}
              </ul>
            )}
          </PagedList>
        </div>
      </div>
    </section>
  );
}
