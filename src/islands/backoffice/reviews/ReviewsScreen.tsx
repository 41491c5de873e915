/**
 * Guest reviews (INSIGHT-1, BOSCREENS-6 Review fragments, BOFLOW-7 Reviews): the hotel's summary
 * (average, count, a bar per score 4..10 that filters the list), filters (score band, replied,
 * reported, language) and sort in the address, and the reviews paged 10 at a time. Each review
 * shows its score, the RANK scores, the texts, the author as published, the stay and its source,
 * likes and reports (flagged), and the hotel's reply, answered in place (ReplyBox). The pages are
 * read through the query cache; an answer saved is put in place in them, and the lists reload when
 * next shown (an answered review stays in the list of unanswered ones until then).
 */
import { type ChangeEvent, useCallback, useState } from 'react';
import { reviewsEndpoints } from '../../../contracts/routes/reviews.ts';
import type { ReviewAdmin, ReviewsSummary } from '../../../contracts/secure/reviews.ts';
import type { Language } from '../../../contracts/types.ts';
import { REVIEW_LANGUAGES, REVIEW_SCORE_BANDS, REVIEW_SORTS } from '../../../domain/review-replies.ts';
import { scoreLabelKey, scorePercentages } from '../../../domain/reviews.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { formatNumber } from '../../../ui/format.ts';
import { PagedList } from '../../../ui/PagedList.tsx';
import { failureText } from '../../shared/request-error.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { markReadsStale, putPagedItem, useSecurePagedList } from '../app/paged-query.ts';
import { useQueryClient } from '../app/query.ts';
import { REVIEW_READS } from '../app/reads.ts';
import { useReservationSources } from '../reservations/SourceBadge.tsx';
import { plural } from '../reservations/texts.ts';
import type { ScreenProps } from '../screen.ts';
import { ReviewItem } from './ReviewItem.tsx';
import { widthOf } from './review-bars.ts';
import {
  activeReviewFilters,
  NO_REVIEW_FILTERS,
  type ReviewFilters,
  reviewApiQuery,
  reviewFiltersFromQuery,
  reviewFiltersToQuery,
} from './review-filters.ts';
import './reviews.css';

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

/** A review is itself once in the list, whatever page it came on. */
const reviewKey = (review: ReviewAdmin) => review.id;

/**
 * The reviews the filters select, a page at a time, and the hotel's summary their answers carry
 * (the last one read: it stays shown while other filters load).
 */
function useReviewList(hotelId: number, filters: ReviewFilters, t: Translate) {
  const { list, pages } = useSecurePagedList(
    reviewsEndpoints.listManagedHotelReviews,
    { params: { hotelId }, query: reviewApiQuery(filters) },
    {
      fallback: 'Error getting the reviews',
      errorText: (error) => failureText(error, t, t('bo.reviews.error')),
      keyOf: reviewKey,
    },
  );
  const latest = pages.at(-1)?.summary ?? null;
  const [summary, setSummary] = useState<ReviewsSummary | null>(latest);
  if (latest !== null && latest !== summary) setSummary(latest);
  return { list, summary };
}

/** A review saved on this screen: put in place in the pages read, the lists stale for later. */
function useReviewUpdated() {
  const client = useQueryClient();
  return useCallback(
    (saved: ReviewAdmin) => {
      putPagedItem(client, reviewsEndpoints.listManagedHotelReviews, (review) =>
        review.id === saved.id ? saved : review,
      );
      void markReadsStale(client, REVIEW_READS);
    },
    [client],
  );
}

export default function ReviewsScreen({ hotel, language, query, navigate }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const filters = reviewFiltersFromQuery(query);
  const address = reviewFiltersToQuery(filters);
  const colours = useReservationSources();
  const { list, summary } = useReviewList(hotel.id, filters, t);
  const onUpdated = useReviewUpdated();

  const apply = (next: ReviewFilters) => {
    const target = reviewFiltersToQuery(next);
    if (target === address) return;
    navigate(`/reviews${target ? `?${target}` : ''}`);
  };

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
            state={list}
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
                      review={item}
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
