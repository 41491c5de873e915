/**
 * The hotel's reply to a review (BOFLOW-7 Reviews, BOERR, BOLIM): view → edit; a 5-row box; Publish
 * enabled only when the text is non-empty and changed; Cancel restores the published reply;
 * success returns to the view; a failure keeps the text and shows error.review.reply.saving.
 * The save carries the review's version: when another manager answered first (409) their reply
 * is loaded and shown, the draft stays in the box, and publishing again replaces theirs.
 */
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
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

type ReplyProps = {
  review: ReviewAdmin;
  hotelId: number;
  t: Translate;
  /** The review as saved, or as another manager left it (a conflict). */
  onUpdated: (review: ReviewAdmin) => void;
};

/**
 * Publishing a reply: `save(draft, onSaved)` sends it with the review's version and calls `onSaved`
 * once it is published; a refusal because another manager answered first loads theirs (`conflict`).
 */
function useReplySave({ review, hotelId, t, onUpdated }: ReplyProps) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);

  const loadTheirs = async () => {
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
  };

  const save = async (draft: string, onSaved: () => void) => {
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
      onSaved();
    } catch (failure) {
      // Another manager answered first: show theirs (and its version), keep ours in the box.
      if (failure instanceof ApiRequestError && failure.status === 409) await loadTheirs();
      else setError(timeoutMessage(failure, t) ?? t('error.review.reply.saving'));
    } finally {
      setSaving(false);
    }
  };

  /** Back to a clean state (a new edit, or the edit cancelled). */
  const clear = () => {
    setError(null);
    setConflict(false);
  };
  return { saving, error, conflict, save, clear };
}

/** The reply box being written: the text, its limit, Publish and Cancel. */
function ReplyForm({
  box,
  draft,
  setDraft,
  canSave,
  saving,
  invalid,
  onSave,
  onCancel,
  t,
}: {
  box: RefObject<HTMLTextAreaElement | null>;
  draft: string;
  setDraft: (text: string) => void;
  canSave: boolean;
  saving: boolean;
  invalid: boolean;
  onSave: () => void;
  onCancel: () => void;
  t: Translate;
}) {
  const ids = { box: useId(), hint: useId() };
  return (
    <form
      className="bo-reply__form"
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
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
        aria-invalid={invalid}
        onChange={(event) => setDraft(event.currentTarget.value)}
      />
      <p id={ids.hint} className="bo-reviews__muted">
        {t('bo.reviews.reply.hint', { max: REPLY_MAX_LENGTH })}
      </p>
      <div className="bo-reply__actions">
        <button type="submit" className="button" disabled={!canSave || saving}>
          {saving ? t('bo.reviews.reply.saving') : t('bo.reviews.reply.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={saving}>
          {t('bo.reviews.reply.cancel')}
        </button>
      </div>
    </form>
  );
}

/** The published reply (another manager's, on a conflict), or 'not answered yet'. */
function PublishedReply({
  review,
  conflict,
  editing,
  timeZone,
  language,
  t,
}: {
  review: ReviewAdmin;
  conflict: boolean;
  editing: boolean;
  timeZone: string;
  language: Language;
  t: Translate;
}) {
  const text = review.reply?.text ?? null;
  if (text === null)
    return editing ? null : <p className="bo-reviews__muted">{t('bo.reviews.reply.none')}</p>;
  return (
    <div className={`bo-reply__published${conflict ? ' bo-reply__published--theirs' : ''}`}>
      {conflict ? <p className="bo-reply__theirs">{t('bo.reviews.reply.theirs')}</p> : null}
      <p className="bo-reply__text">{text}</p>
      {review.reply?.date ? (
        <p className="bo-reviews__muted">
          {t('bo.reviews.reply.date', { date: formatInstantDate(review.reply.date, language, timeZone) })}
        </p>
      ) : null}
    </div>
  );
}

export function ReplyBox({
  review,
  hotelId,
  timeZone,
  language,
  t,
  onUpdated,
}: ReplyProps & { timeZone: string; language: Language }) {
  const [mode, setMode] = useState<Mode>('view');
  const [draft, setDraft] = useState('');
  const [status, setStatus] = useState('');
  const { saving, error, conflict, save, clear } = useReplySave({ review, hotelId, t, onUpdated });
  const box = useRef<HTMLTextAreaElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<'box' | 'button' | null>(null);
  const titleId = useId();
  const published = review.reply?.text ?? null;

  useEffect(() => {
    if (focusAfter.current === 'box') box.current?.focus();
    if (focusAfter.current === 'button') editButton.current?.focus();
    focusAfter.current = null;
  });

  const edit = () => {
    setDraft(published ?? '');
    clear();
    setStatus('');
    setMode('edit');
    focusAfter.current = 'box';
  };
  const cancel = () => {
    setDraft(published ?? '');
    clear();
    setMode('view');
    focusAfter.current = 'button';
  };
  const publish = async () => {
    if (!canSaveReply(draft, published) || saving) return;
    await save(draft, () => {
      setMode('view');
      setStatus(t('bo.reviews.reply.saved'));
      focusAfter.current = 'button';
    });
  };

  return (
    <section className="bo-reply" aria-labelledby={titleId}>
      <h4 id={titleId} className="bo-reply__title">
        {t('bo.reviews.reply.title')}
      </h4>
      <PublishedReply
        review={review}
        conflict={conflict}
        editing={mode === 'edit'}
        timeZone={timeZone}
        language={language}
        t={t}
      />
      {mode === 'view' ? (
        <button ref={editButton} type="button" className="button button--secondary" onClick={edit}>
          {published === null ? t('bo.reviews.reply.write') : t('bo.reviews.reply.edit')}
        </button>
      ) : (
        <ReplyForm
          box={box}
          draft={draft}
          setDraft={setDraft}
          canSave={canSaveReply(draft, published)}
          saving={saving}
          invalid={error !== null}
          onSave={() => void publish()}
          onCancel={cancel}
          t={t}
        />
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
