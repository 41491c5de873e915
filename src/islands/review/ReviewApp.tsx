/**
 * The review link's page (/review, /it/review; INSIGHT-1): reads the guest's token (token.ts), then
 * shows the stay to review (hotel, dates, rooms) and the form — the RANK items 0–10 with the
 * overall score live (their average, decision 028), the text items, title, pros, cons, hint,
 * photos (UploadButton, uploaded to R2 as they are chosen) and how the guest appears — or, once
 * sent, the review as published. An unknown or expired link says so plainly. The form validates
 * with the worker's own schema (src/contracts/reviews.ts); a failed send keeps everything typed.
 * The form is ReviewForm.tsx over useReviewForm.ts (its state) and review-draft.ts (the draft kept).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../contracts/client/http.ts';
import type { ReviewInvitationView } from '../../contracts/reviews.ts';
import type { Language } from '../../contracts/types.ts';
import { formatReviewDate, ReviewCard } from '../../ui/ReviewCard.tsx';
import { timeoutMessage } from '../shared/request-error.ts';
import { useTranslations } from '../shared/useTranslations.ts';
import { createReviewsApi, type ReviewsApi } from './api.ts';
import messages from './messages.gen.json';
import { ReviewForm } from './ReviewForm.tsx';
import { readReviewToken } from './token.ts';
import type { T } from './useReviewForm.ts';
import './review.css';

type Props = { language: Language };
type Load =
  | { status: 'loading' }
  | { status: 'unknown' }
  | { status: 'expired' }
  | { status: 'error'; message: string }
  | { status: 'ready'; view: ReviewInvitationView };

const hotelHref = (ref: string, language: Language) =>
  `${language === 'it' ? '/it' : ''}/hotel/${encodeURIComponent(ref)}`;

export default function ReviewApp({ language }: Props) {
  const t = useTranslations(messages, language);
  const [api, setApi] = useState<ReviewsApi | null>(null);
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  // Reads the link's token and the invitation: on opening, from the retry button, and when another
  // link is opened in this tab.
  const openLink = useCallback(() => {
    const { token } = readReviewToken();
    if (!token) {
      setLoad({ status: 'unknown' });
      return;
    }
    const client = createReviewsApi(token);
    setApi(client);
    setLoad({ status: 'loading' });
    client
      .invitation()
      .then((view) => setLoad({ status: 'ready', view }))
      .catch((error: unknown) => {
        if (error instanceof ApiRequestError && (error.status === 404 || error.status === 401)) {
          setLoad({ status: 'unknown' });
        } else if (error instanceof ApiRequestError && error.status === 410) {
          setLoad({ status: 'expired' });
        } else {
          setLoad({ status: 'error', message: timeoutMessage(error, t) ?? t('review.section.error') });
        }
      });
  }, [t]);
  useEffect(() => openLink(), [openLink]);

  // Another link opened in this tab (only the fragment changes: the page does not reload).
  useEffect(() => {
    const onHash = () => {
      if (/token=/.test(window.location.hash)) openLink();
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [openLink]);

  if (load.status === 'loading') {
    return (
      <p className="review-app__status" role="status">
        {t('review.form.loading')}
      </p>
    );
  }
  if (load.status === 'unknown' || load.status === 'expired') {
    const kind = load.status === 'unknown' ? 'unknown' : 'expired';
    return (
      <div className="review-app__notice" role="alert">
        <h2>{t(`review.link.${kind}.title`)}</h2>
        <p>{t(`review.link.${kind}.text`)}</p>
      </div>
    );
  }
  if (load.status === 'error') {
    return (
      <div className="review-app__notice" role="alert">
        <p>{load.message}</p>
        <button type="button" className="button button--secondary" onClick={() => openLink()}>
          {t('review.section.retry')}
        </button>
      </div>
    );
  }
  const { view } = load;
  return (
    <div className="review-app">
      <header className="review-app__stay">
        <h2 className="review-app__hotel">
          <a href={hotelHref(view.hotel.ref, language)}>{view.hotel.name}</a>
        </h2>
        <p>
          {t('review.form.stay', {
            from: formatReviewDate(view.stay.checkin, language),
            to: formatReviewDate(view.stay.checkout, language),
            code: view.stay.code,
          })}
        </p>
        {view.stay.rooms.length > 0 && <p>{t('review.form.rooms', { rooms: view.stay.rooms.join(', ') })}</p>}
      </header>
      {view.review && view.state === 'USED' ? (
        <Published view={view} language={language} t={t} />
      ) : (
        api && (
          <ReviewForm
            view={view}
            api={api}
            language={language}
            t={t}
            onSent={(sent) => setLoad({ status: 'ready', view: sent })}
          />
        )
      )}
    </div>
  );
}

function Published({ view, language, t }: { view: ReviewInvitationView; language: Language; t: T }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  if (!view.review) return null;
  return (
    <section className="review-app__published" aria-labelledby="review-published">
      <h2 id="review-published" ref={heading} tabIndex={-1}>
        {t('review.form.published.title')}
      </h2>
      <p>{t('review.form.published.text')}</p>
      <ReviewCard review={view.review} t={t} language={language} now={new Date()} level={3} />
      <p>
        <a className="button button--primary" href={hotelHref(view.hotel.ref, language)}>
          {t('review.form.published.hotel')}
        </a>
      </p>
    </section>
  );
}
