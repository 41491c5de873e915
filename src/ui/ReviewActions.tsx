/**
 * A review's footer: its likes, the 'helpful' toggle and the report flag when the page knows the
 * guest (the review link's token), the hotel link, a failed action's message and the report form.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { PublicReview } from '../contracts/reviews.ts';
import type { Language } from '../contracts/types.ts';
import { pluralForm } from '../domain/plural.ts';
import { REPORT_TYPES, type ReportType } from '../domain/reviews.ts';
import type { LooseTranslate } from '../i18n/translate.ts';

type Report = { type: ReportType; note: string };

/** A failed like or report: the server's reason, else the generic one. */
function actionFailure(failure: unknown, t: LooseTranslate): string {
  return failure instanceof Error && failure.message ? failure.message : t.text('review.card.action.error');
}

function ReportForm({
  t,
  onSend,
  onCancel,
}: {
  t: LooseTranslate;
  onSend: (report: Report) => Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  const [type, setType] = useState<ReportType>('OFFENSIVE');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <form
      className="ui-review__report-form"
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        setError(null);
        onSend({ type, note: note.trim() })
          .catch((failure: unknown) => setError(actionFailure(failure, t)))
          .finally(() => setBusy(false));
      }}
    >
      <fieldset>
        <legend>{t.text('review.card.report.type')}</legend>
        {REPORT_TYPES.map((value, index) => (
          <label key={value} className="ui-review__choice">
            <input
              ref={index === 0 ? first : undefined}
              type="radio"
              name={`${id}-type`}
              value={value}
              checked={type === value}
              onChange={() => setType(value)}
            />
            {t.text(`review.report.type.${value}`)}
          </label>
        ))}
      </fieldset>
      <label className="ui-review__note" htmlFor={`${id}-note`}>
        {t.text('review.card.report.note')}
      </label>
      <textarea
        id={`${id}-note`}
        rows={3}
        maxLength={400}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      {error && (
        <p className="ui-review__error" role="alert">
          {error}
        </p>
      )}
      <div className="ui-review__form-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t.text('review.card.report.send')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t.text('review.card.report.cancel')}
        </button>
      </div>
    </form>
  );
}

export type ReviewActionsProps = {
  review: PublicReview;
  t: LooseTranslate;
  language: Language;
  liked: boolean;
  reported: boolean;
  onLike?: (like: boolean) => Promise<void>;
  onReport?: (report: Report) => Promise<void>;
  hotelHref?: string;
};

export function ReviewActions({
  review,
  t,
  language,
  liked,
  reported,
  onLike,
  onReport,
  hotelHref,
}: ReviewActionsProps) {
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const [reporting, setReporting] = useState(false);
  const [reportDone, setReportDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const reportButton = useRef<HTMLButtonElement>(null);
  const reportedNote = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (reportDone) reportedNote.current?.focus();
  }, [reportDone]);
  const likesText =
    review.likes === 0
      ? t.text('review.card.likes.none')
      : t.text(`review.card.likes.${pluralForm(review.likes, language)}`, { count: review.likes });

  return (
    <>
      <footer className="ui-review__foot">
        <p className="ui-review__likes" aria-live="polite">
          {likesText}
        </p>
        {onLike && (
          <button
            type="button"
            className={`button button--secondary ui-review__helpful${liked ? ' is-active' : ''}`}
            aria-pressed={liked}
            disabled={busy}
            onClick={() => {
              setBusy(true);
              setActionError(null);
              onLike(!liked)
                .catch((failure: unknown) => setActionError(actionFailure(failure, t)))
                .finally(() => setBusy(false));
            }}
          >
            {liked ? t.text('review.card.helpful.marked') : t.text('review.card.helpful')}
          </button>
        )}
        {onReport &&
          (reported || reportDone ? (
            <p className="ui-review__meta ui-review__reported" ref={reportedNote} tabIndex={-1}>
              {reportDone ? t.text('review.card.report.done') : t.text('review.card.reported')}
            </p>
          ) : (
            <button
              ref={reportButton}
              type="button"
              className="ui-review__link-button ui-review__flag"
              aria-expanded={reporting}
              aria-controls={`${id}-report`}
              onClick={() => setReporting((value) => !value)}
            >
              {t.text('review.card.report')}
            </button>
          ))}
        {hotelHref && (
          <a className="ui-review__hotel" href={hotelHref}>
            {t.text('review.card.hotel', { hotel: review.hotel.name })}
          </a>
        )}
      </footer>
      {actionError && (
        <p className="ui-review__error" role="alert">
          {actionError}
        </p>
      )}
      <div id={`${id}-report`} hidden={!reporting || reportDone}>
        {onReport && reporting && !reportDone && (
          <ReportForm
            t={t}
            onCancel={() => {
              setReporting(false);
              reportButton.current?.focus();
            }}
            onSend={async (report) => {
              await onReport(report);
              setReportDone(true);
              setReporting(false);
            }}
          />
        )}
      </div>
    </>
  );
}
