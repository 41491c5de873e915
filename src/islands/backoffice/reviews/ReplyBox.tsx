/**
 * The hotel's reply to a review (BOFLOW-7 Reviews, BOERR, BOLIM): view → edit; a 5-row box; Publish
 * enabled only when the text is non-empty and changed; Cancel restores the published reply;
 * success returns to the view; a failure keeps the text and shows error.review.reply.saving.
 * The save carries the review's version: when another manager answered first (409) their reply
 * is loaded and shown, the draft stays in the box, and publishing again replaces theirs.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import { reviewsEndpoints } from '../../../contracts/routes/reviews.ts';
import type { ReviewAdmin } from '../../../contracts/secure/reviews.ts';
import type { Language } from '../../../contracts/types.ts';
import { formatInstantDate } from '../../../domain/dates-format.ts';
import { canSaveReply, REPLY_MAX_LENGTH, REPLY_ROWS } from '../../../domain/review-replies.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { timeoutMessage } from '../../shared/request-error.ts';
import { secureApi } from '../app/request.ts';

type Mode = 'view' | 'edit';

export function ReplyBox({
  review,
  hotelId,
  timeZone,
  language,
  t,
  onUpdated,
}: {
  review: ReviewAdmin;
  hotelId: number;
  timeZone: string;
  language: Language;
  t: Translate;
  onUpdated: (review: ReviewAdmin) => void;
}) {
  const [mode, setMode] = useState<Mode>('view');
  const [draft, setDraft] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [status, setStatus] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<'box' | 'button' | null>(null);
  const ids = { box: useId(), hint: useId(), title: useId() };
  const published = review.reply?.text ?? null;

  useEffect(() => {
    if (focusAfter.current === 'box') box.current?.focus();
    if (focusAfter.current === 'button') editButton.current?.focus();
    focusAfter.current = null;
  });

  const edit = () => {
    setDraft(published ?? '');
    setError(null);
    setConflict(false);
    setStatus('');
    setMode('edit');
    focusAfter.current = 'box';
  };
  const cancel = () => {
    setDraft(published ?? '');
    setError(null);
    setConflict(false);
    setMode('view');
    focusAfter.current = 'button';
  };
  const save = async () => {
    if (!canSaveReply(draft, published) || saving) return;
    setSaving(true);
    setError(null);
    try {
      const saved = await secureApi(
        reviewsEndpoints.saveReviewReply,
        { params: { hotelId, reviewId: review.id }, body: { text: draft, version: review.version } },
        { fallback: 'Error saving the reply' },
      );
      onUpdated(saved);
      setConflict(false);
      setMode('view');
      setStatus(t('bo.reviews.reply.saved'));
      focusAfter.current = 'button';
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.status === 409) {
        // Another manager answered first: show theirs (and its version), keep ours in the box.
        try {
          onUpdated(
            await secureApi(
              reviewsEndpoints.getHotelReview,
              { params: { hotelId, reviewId: review.id } },
              { fallback: 'Error getting the review' },
            ),
          );
          setConflict(true);
        } catch (reload) {
          setError(timeoutMessage(reload, t) ?? t('error.review.reply.saving'));
        }
      } else {
        setError(timeoutMessage(failure, t) ?? t('error.review.reply.saving'));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="bo-reply" aria-labelledby={ids.title}>
      <h4 id={ids.title} className="bo-reply__title">
        {t('bo.reviews.reply.title')}
      </h4>
      {published !== null ? (
        <div className={`bo-reply__published${conflict ? ' bo-reply__published--theirs' : ''}`}>
          {conflict ? <p className="bo-reply__theirs">{t('bo.reviews.reply.theirs')}</p> : null}
          <p className="bo-reply__text">{published}</p>
          {review.reply?.date ? (
            <p className="bo-reviews__muted">
              {t('bo.reviews.reply.date', { date: formatInstantDate(review.reply.date, language, timeZone) })}
            </p>
          ) : null}
        </div>
      ) : mode === 'view' ? (
        <p className="bo-reviews__muted">{t('bo.reviews.reply.none')}</p>
      ) : null}
      {mode === 'view' ? (
        <button ref={editButton} type="button" className="button button--secondary" onClick={edit}>
          {published === null ? t('bo.reviews.reply.write') : t('bo.reviews.reply.edit')}
        </button>
      ) : (
        <form
          className="bo-reply__form"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <label htmlFor={ids.box}>{t('bo.reviews.reply.label')}</label>
          <textarea
            ref={box}
            id={ids.box}
            rows={REPLY_ROWS}
            maxLength={REPLY_MAX_LENGTH}
            value={draft}
            aria-describedby={ids.hint}
            aria-invalid={error !== null}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
          <p id={ids.hint} className="bo-reviews__muted">
            {t('bo.reviews.reply.hint', { max: REPLY_MAX_LENGTH })}
          </p>
          <div className="bo-reply__actions">
            <button type="submit" className="button" disabled={!canSaveReply(draft, published) || saving}>
              {saving ? t('bo.reviews.reply.saving') : t('bo.reviews.reply.save')}
            </button>
            <button type="button" className="button button--secondary" onClick={cancel} disabled={saving}>
              {t('bo.reviews.reply.cancel')}
            </button>
          </div>
        </form>
      )}
      <div role="alert" className="bo-reply__alert">
        {conflict && mode === 'edit' ? (
          <p className="bo-reply__error">{t('bo.reviews.reply.conflict')}</p>
        ) : null}
        {error ? <p className="bo-reply__error">{error}</p> : null}
      </div>
      <p role="status" className="bo-reply__status">
        {status}
      </p>
    </section>
  );
}
