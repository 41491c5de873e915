/**
 * The hotel page's guest reviews (INSIGHT-1), imported when the section nears the viewport
 * (src/scripts/hotel-reviews.ts): the summary (ReviewSummary) and the latest reviews in the page's
 * language first, and 'See all reviews', a modal dialog (native <dialog>: focus moves in and is
 * trapped, Escape closes, focus returns) with the whole list, sorted newest or by score, a page at
 * a time (decision 028). A guest who opened a review link in this browser can mark reviews helpful
 * and report them (the token kept by the review page, sent in a header).
 */
import { useCallback, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiRequestError } from '../../contracts/client/http.ts';
import type {
  PublicReview,
  ReviewInteractions,
  ReviewSortKey,
  ReviewsSummary,
} from '../../contracts/reviews.ts';
import { REVIEW_SORTS } from '../../contracts/reviews.ts';
import type { Language } from '../../contracts/types.ts';
import type { ReportType } from '../../domain/reviews.ts';
import { ReviewCard } from '../../ui/ReviewCard.tsx';
import { ReviewSummary } from '../../ui/ReviewSummary.tsx';
import { timeoutMessage } from '../shared/request-error.ts';
import { useTranslations } from '../shared/useTranslations.ts';
import { createReviewsApi, type ReviewsApi } from './api.ts';
import messages from './messages.gen.json';
import { storedReviewToken } from './token.ts';
import './hotel-reviews.css';

/** Reviews shown on the hotel page itself; the dialog pages by LIST_PAGE. */
export const LATEST_COUNT = 3;
export const LIST_PAGE = 10;

type Props = { hotelRef: string; language: Language; api: ReviewsApi };
type T = ReturnType<typeof useTranslations<keyof (typeof messages)['en']>>;

export function mountHotelReviews(root: HTMLElement, options: { ref: string; language: Language }): void {
  const api = createReviewsApi(storedReviewToken());
  createRoot(root).render(<HotelReviews hotelRef={options.ref} language={options.language} api={api} />);
}

/** The card's like and report callbacks, updating the shown review and the guest's marks. */
function useGuestActions(api: ReviewsApi, t: T) {
  const [marks, setMarks] = useState<ReviewInteractions>({ liked: [], reported: [] });
  const [likes, setLikes] = useState<Record<number, number>>({});
  const fail = (error: unknown): never => {
    const code = error instanceof ApiRequestError ? error.errors[0]?.code : undefined;
    throw new Error(
      code && t.has(code) ? t.text(code) : (timeoutMessage(error, t) ?? t('review.card.action.error')),
    );
  };
  const propsFor = (review: PublicReview) =>
    api.hasToken
      ? {
          liked: marks.liked.includes(review.id),
          reported: marks.reported.includes(review.id),
          onLike: async (like: boolean) => {
            const result = await api.like(review.id, like).catch(fail);
            setLikes((current) => ({ ...current, [review.id]: result.likes }));
            setMarks((current) => ({
              ...current,
              liked: like ? [...current.liked, review.id] : current.liked.filter((id) => id !== review.id),
            }));
          },
          onReport: async (report: { type: ReportType; note: string }) => {
            await api.report(review.id, report).catch(fail);
            setMarks((current) => ({ ...current, reported: [...current.reported, review.id] }));
          },
        }
      : {};
  const withLikes = (review: PublicReview): PublicReview =>
    likes[review.id] === undefined ? review : { ...review, likes: likes[review.id] ?? review.likes };
  return { setMarks, propsFor, withLikes };
}

export function HotelReviews({ hotelRef, language, api }: Props) {
  const t = useTranslations(messages, language);
  const [state, setState] = useState<
    | { status: 'loading' }
    | { status: 'error'; message: string }
    | { status: 'ready'; summary: ReviewsSummary; latest: PublicReview[] }
  >({ status: 'loading' });
  const [open, setOpen] = useState(false);
  const now = useRef(new Date()).current;
  const actions = useGuestActions(api, t);
  const { setMarks } = actions;

  // Loads on opening and again from the retry button.
  const loadReviews = useCallback(() => {
    setState({ status: 'loading' });
    Promise.all([
      api.summary(hotelRef),
      api.list(hotelRef, { page: 0, size: LATEST_COUNT, sort: 'newest', language }),
    ])
      .then(([summary, page]) => setState({ status: 'ready', summary, latest: page.content }))
      .catch((error: unknown) =>
        setState({ status: 'error', message: timeoutMessage(error, t) ?? t('review.section.error') }),
      );
    if (api.hasToken) {
      api
        .interactions(hotelRef)
        .then(setMarks)
        .catch(() => {});
    }
  }, [api, hotelRef, language, t, setMarks]);
  useEffect(() => loadReviews(), [loadReviews]);

  if (state.status === 'loading') {
    return (
      <p className="hotel-reviews__status" role="status">
        {t('generic.loading')}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="hotel-reviews__status">
        <p role="alert">{state.message}</p>
        <button type="button" className="button button--secondary" onClick={() => loadReviews()}>
          {t('review.section.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="hotel-reviews__body" data-state="ready">
      <ReviewSummary summary={state.summary} t={t} language={language} />
      {state.latest.length > 0 && (
        <ul className="hotel-reviews__list">
          {state.latest.map((review) => (
            <li key={review.id}>
              <ReviewCard
                review={actions.withLikes(review)}
                t={t}
                language={language}
                now={now}
                {...actions.propsFor(review)}
              />
            </li>
          ))}
        </ul>
      )}
      {state.summary.totalReviews > 0 && (
        <AllReviews
          open={open}
          onOpen={setOpen}
          hotelRef={hotelRef}
          total={state.summary.totalReviews}
          hotelName={state.latest[0]?.hotel.name ?? ''}
          language={language}
          api={api}
          t={t}
          now={now}
          actions={actions}
        />
      )}
    </div>
  );
}

function AllReviews({
  open,
  onOpen,
  hotelRef,
  total,
  hotelName,
  language,
  api,
  t,
  now,
  actions,
}: {
  open: boolean;
  onOpen: (open: boolean) => void;
  hotelRef: string;
  total: number;
  hotelName: string;
  language: Language;
  api: ReviewsApi;
  t: T;
  now: Date;
  actions: ReturnType<typeof useGuestActions>;
}) {
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [sort, setSort] = useState<ReviewSortKey>('newest');
  const [reviews, setReviews] = useState<PublicReview[]>([]);
  const [page, setPage] = useState(0);
  const [count, setCount] = useState(total);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const loadPage = useCallback(
    (nextPage: number, nextSort: ReviewSortKey) => {
      setBusy(true);
      setError(null);
      api
        .list(hotelRef, { page: nextPage, size: LIST_PAGE, sort: nextSort, language })
        .then((result) => {
          setReviews((current) => (nextPage === 0 ? result.content : [...current, ...result.content]));
          setPage(nextPage);
          setCount(result.totalElements);
        })
        .catch((failure: unknown) => setError(timeoutMessage(failure, t) ?? t('review.section.error')))
        .finally(() => setBusy(false));
    },
    [api, hotelRef, language, t],
  );

  // Loads when opened (in the sort chosen then); the sort select reloads by itself.
  const loadFirstPage = useEffectEvent(() => loadPage(0, sort));
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      loadFirstPage();
    }
    if (!open && element.open) {
      element.close();
      opener.current?.focus();
    }
  }, [open]);

  return (
    <>
      <button
        ref={opener}
        type="button"
        className="button button--secondary hotel-reviews__all"
        aria-haspopup="dialog"
        onClick={() => onOpen(true)}
      >
        {t('review.section.all')}
      </button>
      <dialog
        ref={dialog}
        className="hotel-reviews__dialog"
        aria-labelledby={`${id}-title`}
        onCancel={(event) => {
          event.preventDefault();
          onOpen(false);
        }}
      >
        <div className="hotel-reviews__dialog-head">
          <h2 id={`${id}-title`}>{t('review.list.title', { hotel: hotelName })}</h2>
          <button type="button" className="button button--secondary" onClick={() => onOpen(false)}>
            {t('review.list.close')}
          </button>
        </div>
        <div className="hotel-reviews__controls">
          <label htmlFor={`${id}-sort`}>{t('review.list.sort')}</label>
          <select
            id={`${id}-sort`}
            value={sort}
            onChange={(event) => {
              const next = event.target.value as ReviewSortKey;
              setSort(next);
              loadPage(0, next);
            }}
          >
            {REVIEW_SORTS.map((value) => (
              <option key={value} value={value}>
                {t(`review.list.sort.${value}`)}
              </option>
            ))}
          </select>
          <p className="hotel-reviews__shown" aria-live="polite">
            {t('review.list.shown', { shown: reviews.length, total: count })}
          </p>
        </div>
        {open && (
          <ul className="hotel-reviews__list" aria-busy={busy}>
            {reviews.map((review) => (
              <li key={review.id}>
                <ReviewCard
                  review={actions.withLikes(review)}
                  t={t}
                  language={language}
                  now={now}
                  {...actions.propsFor(review)}
                />
              </li>
            ))}
          </ul>
        )}
        {error && (
          <p className="hotel-reviews__error" role="alert">
            {error}
          </p>
        )}
        {reviews.length < count && (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => loadPage(page + 1, sort)}
          >
            {t('review.list.more')}
          </button>
        )}
      </dialog>
    </>
  );
}
