/**
 * Manager reviews (ROUTES, SITEDATA, SITELIM; BOFLOW and BOLIM-5 "Reviews"): 4 shuffled reviews, loaded
 * when the section nears the viewport; each with its score and the label of the score's floor,
 * a 'new' badge for 7 days, the text with read more past 200 characters, the avatar of its type,
 * the name the reviewer allows (the API already hides the real name), the hotel and the date.
 * Reviews in the page's language come first; the others carry a label naming their language, and
 * their title and text their `lang` attribute.
 */
import { useId, useRef, useState } from 'react';
import type { ManagerReview } from '../../contracts/types.ts';
import {
  avatarUrl,
  isNewReview,
  needsReadMore,
  reviewDisplayName,
  scoreLabelKey,
  truncateForPreview,
} from '../../domain/reviews.ts';
import { formatDate, formatScore, REVIEW_COUNT, reviewsForLanguage } from './home-data.ts';
import {
  EmptyState,
  LazyImage,
  LoadError,
  SectionHeader,
  SkeletonList,
  useHome,
  useLoad,
  useNearViewport,
} from './shared.tsx';

function ReviewText({ text, lang }: { text: string; lang: string }) {
  const { t } = useHome();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const long = needsReadMore(text);
  return (
    <>
      <p id={id} className="review-text" lang={lang}>
        {long && !expanded ? truncateForPreview(text) : text}
      </p>
      {long && (
        <button
          type="button"
          className="review-more"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('button.read.less') : t('button.read.more')}
        </button>
      )}
    </>
  );
}

function ReviewCard({ review, storage, now }: { review: ManagerReview; storage: string; now: Date }) {
  const { t, language } = useHome();
  const name = reviewDisplayName(review);
  const titleId = `review-${review.id}-title`;
  const fresh = isNewReview(review.createdDate, now);
  return (
    <li className="review-card" data-review-id={review.id} data-new={fresh ? 'true' : undefined}>
      <article aria-labelledby={titleId}>
        <div className="review-head">
          <LazyImage
            className="review-avatar"
            src={avatarUrl(review.manager, storage)}
            alt={t('home.reviews.avatar', { name })}
            width={48}
            height={48}
          />
          <div className="review-who">
            <h3 id={titleId} className="review-name">
              {name}
            </h3>
            {review.hotelName && <p className="review-hotel">{review.hotelName}</p>}
          </div>
        </div>
        <div className="review-score-row">
          <p className="review-score">
            <span className="review-score-value" aria-hidden="true">
              {formatScore(review.score, language)}
            </span>
            <span className="review-score-label">{t(scoreLabelKey(review.score))}</span>
            <span className="visually-hidden">
              {' '}
              {t('home.reviews.score', { score: formatScore(review.score, language) })}
            </span>
          </p>
          {fresh && <span className="review-new">{t('review.new')}</span>}
        </div>
        {review.language !== language && (
          <p className="review-language">{t(`home.reviews.language.${review.language}`)}</p>
        )}
        {review.title && (
          <p className="review-title" lang={review.language}>
            {review.title}
          </p>
        )}
        <ReviewText text={review.pro} lang={review.language} />
        <p className="review-date">
          <time dateTime={review.createdDate}>{formatDate(review.createdDate, language)}</time>
        </p>
      </article>
    </li>
  );
}

function ReviewSkeleton() {
  return (
    <div className="review-card skeleton-card">
      <div className="review-head">
        <span className="skeleton-avatar" />
        <span className="skeleton-line skeleton-line--short" />
      </div>
      <span className="skeleton-line skeleton-line--title" />
      <span className="skeleton-line" />
      <span className="skeleton-line" />
      <span className="skeleton-line skeleton-line--short" />
    </div>
  );
}

export function ReviewsSection() {
  const { t, api, language } = useHome();
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const [state, retry] = useLoad(near, async () => {
    const [reviews, storage] = await Promise.all([api().shuffledReviews(REVIEW_COUNT), api().storageUrl()]);
    // TRUST-1: the page's language first; the others say which language they are written in.
    return {
      reviews: reviewsForLanguage(reviews.slice(0, REVIEW_COUNT), language),
      storage,
      now: new Date(),
    };
  });

  return (
    <section ref={ref} id="reviews" className="home-section home-reviews" aria-labelledby="reviews-title">
      <div className="container">
        <SectionHeader id="reviews-title" title={t('home.reviews.title')} text={t('home.reviews.text')} />
        {(state.status === 'idle' || state.status === 'loading') && (
          <SkeletonList count={REVIEW_COUNT} className="review-list">
            {() => <ReviewSkeleton />}
          </SkeletonList>
        )}
        {state.status === 'error' && (
          <LoadError
            kind="reviews"
            text={t('home.reviews.error')}
            timedOut={state.timedOut}
            onRetry={retry}
          />
        )}
        {state.status === 'ready' && state.data.reviews.length === 0 && (
          <EmptyState kind="reviews" text={t('home.reviews.empty')} />
        )}
        {state.status === 'ready' && state.data.reviews.length > 0 && (
          <ul className="review-list" data-state="ready">
            {state.data.reviews.map((review) => (
              <ReviewCard key={review.id} review={review} storage={state.data.storage} now={state.data.now} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
