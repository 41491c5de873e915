/**
 * A guest review as BOSCREENS describes it: the overall score with its label and a bar (score ×
 * 10 %), 'new' within 7 days, the author as the guest chose to appear (anonymous, name or
 * nickname; their portal, Facebook or Google picture, else initials, or the default avatar) and their review count, title, pros, cons and hint with read-more past
 * 200 characters, a details disclosure with each RANK item's 0–10 bar and each text item (or 'no
 * comment'), the photos (PhotoGallery, WIDGETUI-5), the reservation's source and period, the hotel's
 * reply, likes ('helpful' when the current guest liked it) and the report flag with a type and a
 * note, and the hotel link. Texts come through `t`; the actions only when the page knows the guest
 * (the review link's token), otherwise the counts alone.
 */
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { PublicReview } from '../contracts/reviews.ts';
import type { Language } from '../contracts/types.ts';
import { pluralForm } from '../domain/plural.ts';
import {
  isNewReview,
  nameInitials,
  needsReadMore,
  REPORT_TYPES,
  type ReportType,
  scoreBarWidth,
  truncateForPreview,
} from '../domain/reviews.ts';
import type { AvatarType } from '../domain/types.ts';
import type { LooseTranslate } from '../i18n/translate.ts';
import { PhotoGallery } from './PhotoGallery.tsx';
import './ReviewCard.css';
import { LOCALE } from '../domain/dates-format.ts';

export type ReviewCardProps = {
  review: PublicReview;
  t: LooseTranslate;
  language: Language;
  now: Date;
  /** The current guest liked / reported it. */
  liked?: boolean;
  reported?: boolean;
  /** Present when the guest can like (their review token is known). Rejects on failure. */
  onLike?: (like: boolean) => Promise<void>;
  onReport?: (report: { type: ReportType; note: string }) => Promise<void>;
  /** Heading level of the review's title line (3 on the hotel page, 2 alone on a page). */
  level?: 2 | 3;
  /** Link to the hotel page (omitted on the hotel's own page). */
  hotelHref?: string;
};

const number = (value: number, language: Language, digits = 1) =>
  new Intl.NumberFormat(LOCALE[language], {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);

/** A date (YYYY-MM-DD or an instant) as '3 Nov 2026' / '3 nov 2026'. */
export function formatReviewDate(value: string, language: Language): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return new Intl.DateTimeFormat(LOCALE[language], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** A bar filled to `percent` (width set from script: the CSP allows no inline styles in markup). */
export function Bar({ percent, className = '' }: { percent: number; className?: string }) {
  const fill = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (fill.current) fill.current.style.width = `${Math.min(100, Math.max(0, percent))}%`;
  }, [percent]);
  return (
    <span className={`ui-review-bar ${className}`} aria-hidden="true">
      <span ref={fill} className="ui-review-bar__fill" />
    </span>
  );
}

function ReadMore({ text, lang, t }: { text: string; lang: string; t: LooseTranslate }) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const long = needsReadMore(text);
  return (
    <>
      <span id={id} className="ui-review__text" lang={lang}>
        {long && !expanded ? truncateForPreview(text) : text}
      </span>
      {long && (
        <button
          type="button"
          className="ui-review__link-button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t.text('button.read.less') : t.text('button.read.more')}
        </button>
      )}
    </>
  );
}

/** The letter of the network a social picture comes from, in its badge. */
const NETWORK_BADGES: Partial<Record<AvatarType, string>> = { FACEBOOK: 'f', GOOGLE: 'G' };

/**
 * The author's avatar (BODATA-10 Guest or user, BOACCESS review settings): hidden by the guest (or
 * anonymous) → the default avatar; shown with a picture → the picture, uploaded on the portal
 * (PORTAL) or their Facebook or Google one with the network's badge; shown without a picture →
 * the initials of the shown name. Decorative: the name is written next to it.
 */
export function ReviewAvatar({ author }: { author: PublicReview['author'] }) {
  if (!author.showAvatar) {
    return <span className="ui-review__avatar ui-review__avatar--default" aria-hidden="true" />;
  }
  if (author.avatar) {
    const badge = NETWORK_BADGES[author.avatarType];
    return (
      <span
        className={`ui-review__avatar ui-review__avatar--picture ui-review__avatar--${author.avatarType.toLowerCase()}`}
        data-avatar-type={author.avatarType}
        aria-hidden="true"
      >
        <img src={author.avatar} alt="" width={44} height={44} loading="lazy" decoding="async" />
        {badge ? <span className="ui-review__avatar-badge">{badge}</span> : null}
      </span>
    );
  }
  return (
    <span className="ui-review__avatar" aria-hidden="true">
      {nameInitials(author.name)}
    </span>
  );
}

function sourceName(source: string, t: LooseTranslate): string {
  const key = `review.source.${source}`;
  if (t.has(key)) return t.text(key);
  return source.charAt(0) + source.slice(1).toLowerCase();
}

function ReportForm({
  t,
  onSend,
  onCancel,
}: {
  t: LooseTranslate;
  onSend: (report: { type: ReportType; note: string }) => Promise<void>;
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
          .catch((failure: unknown) => {
            setError(
              failure instanceof Error && failure.message
                ? failure.message
                : t.text('review.card.action.error'),
            );
          })
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

export function ReviewCard({
  review,
  t,
  language,
  now,
  liked = false,
  reported = false,
  onLike,
  onReport,
  level = 3,
  hotelHref,
}: ReviewCardProps) {
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const [details, setDetails] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [reportDone, setReportDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const reportButton = useRef<HTMLButtonElement>(null);
  const reportedNote = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (reportDone) reportedNote.current?.focus();
  }, [reportDone]);
  const Heading = `h${level}` as 'h2' | 'h3';
  const name = review.author.name ?? t.text('review.card.author.anonymous');
  const fresh = isNewReview(review.createdDate, now);
  const score = number(review.score, language);
  const ranks = review.feedbacks.filter((f) => f.type === 'RANK');
  const texts = review.feedbacks.filter((f) => f.type === 'TEXT');
  const likesText =
    review.likes === 0
      ? t.text('review.card.likes.none')
      : t.text(`review.card.likes.${pluralForm(review.likes, language)}`, { count: review.likes });

  const block = (label: string, text: string | null): ReactNode =>
    text ? (
      <div className="ui-review__block">
        <dt>{label}</dt>
        <dd>
          <ReadMore text={text} lang={review.language} t={t} />
        </dd>
      </div>
    ) : null;

  return (
    <article className="ui-review" aria-labelledby={`${id}-title`} data-review-id={review.id}>
      <header className="ui-review__head">
        <ReviewAvatar author={review.author} />
        <div className="ui-review__who">
          <p className="ui-review__name">{name}</p>
          {review.author.reviewsCount > 0 && (
            <p className="ui-review__meta">
              {t.text(`review.count.${pluralForm(review.author.reviewsCount, language)}`, {
                count: review.author.reviewsCount,
              })}
            </p>
          )}
        </div>
        <div className="ui-review__score">
          <span className="ui-review__score-value" aria-hidden="true">
            {score}
          </span>
          <span className="ui-review__score-label">{t.text(review.label)}</span>
          <span className="visually-hidden">{t.text('review.card.score', { score })}</span>
          <Bar percent={scoreBarWidth(review.score)} className="ui-review-bar--score" />
        </div>
      </header>
      <Heading id={`${id}-title`} className="ui-review__title" lang={review.language}>
        {review.title ?? t.text(review.label)}
        {fresh && <span className="ui-review__new">{t.text('review.new')}</span>}
      </Heading>
      <p className="ui-review__meta">
        <time dateTime={review.createdDate}>
          {t.text('review.card.written', { date: formatReviewDate(review.createdDate, language) })}
        </time>
        {' · '}
        {t.text('review.card.stay', {
          from: formatReviewDate(review.reservation.checkin, language),
          to: formatReviewDate(review.reservation.checkout, language),
        })}
        {' · '}
        {t.text('review.card.source', { source: sourceName(review.reservation.source, t) })}
      </p>
      {review.language !== language && t.has(`review.card.language.${review.language}`) && (
        <p className="ui-review__meta">{t.text(`review.card.language.${review.language}`)}</p>
      )}
      <dl className="ui-review__texts">
        {block(t.text('review.pros'), review.pro)}
        {block(t.text('review.cons'), review.con)}
        {block(t.text('review.hint'), review.hint)}
      </dl>
      <button
        type="button"
        className="ui-review__link-button"
        aria-expanded={details}
        aria-controls={`${id}-details`}
        onClick={() => setDetails((value) => !value)}
      >
        {details ? t.text('review.card.details.hide') : t.text('review.card.details.show')}
      </button>
      <section
        id={`${id}-details`}
        className="ui-review__details"
        hidden={!details}
        aria-label={t.text('review.card.details')}
      >
        <ul className="ui-review__ranks">
          {ranks.map((rank) => {
            const value = typeof rank.value === 'number' ? rank.value : 0;
            return (
              <li key={rank.titleKey}>
                <span className="ui-review__rank-name">{t.text(rank.titleKey)}</span>
                <Bar percent={scoreBarWidth(value)} />
                <span className="ui-review__rank-value">
                  <span aria-hidden="true">{value}</span>
                  <span className="visually-hidden">{t.text('review.card.rank', { value })}</span>
                </span>
              </li>
            );
          })}
        </ul>
        <dl className="ui-review__texts">
          {texts.map((item) => (
            <div key={item.titleKey} className="ui-review__block">
              <dt>{t.text(item.titleKey)}</dt>
              <dd lang={typeof item.value === 'string' && item.value ? review.language : undefined}>
                {typeof item.value === 'string' && item.value ? item.value : t.text('review.no.comment')}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      {review.photos.length > 0 && (
        <section className="ui-review__photos" aria-label={t.text('review.card.photos')}>
          <PhotoGallery
            t={t as never}
            columns={review.photos.length === 1 ? '1' : review.photos.length === 2 ? '1:1' : '1:1:1'}
            photos={review.photos.map((photo, index) => ({
              url: photo.url,
              alt: t.text('review.card.photo', { n: index + 1, count: review.photos.length }),
            }))}
          />
        </section>
      )}
      {review.reply && (
        <div className="ui-review__reply">
          <p className="ui-review__reply-title">
            {t.text('review.card.reply.title', { hotel: review.hotel.name })}
          </p>
          <p className="ui-review__text">{review.reply.response}</p>
        </div>
      )}
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
                .catch((failure: unknown) =>
                  setActionError(
                    failure instanceof Error && failure.message
                      ? failure.message
                      : t.text('review.card.action.error'),
                  ),
                )
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
    </article>
  );
}
