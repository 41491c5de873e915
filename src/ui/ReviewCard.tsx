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
  type ReportType,
  scoreBarWidth,
  truncateForPreview,
} from '../domain/reviews.ts';
import type { AvatarType } from '../domain/types.ts';
import type { LooseTranslate } from '../i18n/translate.ts';
import { PhotoGallery } from './PhotoGallery.tsx';
import { ReviewActions } from './ReviewActions.tsx';
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

/** The author (avatar, name, their review count) and the overall score with its label and bar. */
function ReviewHead({
  review,
  t,
  language,
}: {
  review: PublicReview;
  t: LooseTranslate;
  language: Language;
}) {
  const name = review.author.name ?? t.text('review.card.author.anonymous');
  const score = number(review.score, language);
  return (
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
  );
}

/** The details disclosure: each RANK item's 0–10 bar and each text item (or 'no comment'). */
function ReviewDetails({ review, t }: { review: PublicReview; t: LooseTranslate }) {
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const [details, setDetails] = useState(false);
  const ranks = review.feedbacks.filter((f) => f.type === 'RANK');
  const texts = review.feedbacks.filter((f) => f.type === 'TEXT');
  return (
    <>
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
    </>
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
  const Heading = `h${level}` as 'h2' | 'h3';
  const fresh = isNewReview(review.createdDate, now);

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
      <ReviewHead review={review} t={t} language={language} />
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
      <ReviewDetails review={review} t={t} />
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
      <ReviewActions
        review={review}
        t={t}
        language={language}
        liked={liked}
        reported={reported}
        onLike={onLike}
        onReport={onReport}
        hotelHref={hotelHref}
      />
    </article>
  );
}
