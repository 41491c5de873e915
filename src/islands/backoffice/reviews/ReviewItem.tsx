/**
 * One guest review in the back office's list: its score and the RANK scores, the texts, the
 * author as published, the stay and its source, likes and reports (flagged), and the hotel's reply
 * answered in place (ReplyBox).
 */
import type { ReviewAdmin } from '../../../contracts/secure/reviews.ts';
import type { Language } from '../../../contracts/types.ts';
import { formatInstantDate, formatLongDate } from '../../../domain/dates-format.ts';
import { isNewReview, scoreBarWidth, scoreLabelKey } from '../../../domain/reviews.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { formatNumber } from '../../../ui/format.ts';
import { SourceBadge } from '../reservations/SourceBadge.tsx';
import { plural, reservationPath } from '../reservations/texts.ts';
import { ReplyBox } from './ReplyBox.tsx';
import { widthOf } from './review-bars.ts';

type ReviewProps = {
  review: ReviewAdmin;
  timeZone: string;
  language: Language;
  t: Translate;
};

/** A feedback item's name: ours, the site's, or its key's last word ('review.feedback.view' → 'View'). */
function feedbackLabel(titleKey: string, t: Translate): string {
  const last = titleKey.split('.').at(-1) ?? titleKey;
  const key = `bo.reviews.feedback.${last}`;
  if (t.has(key)) return t.text(key);
  if (t.has(titleKey)) return t.text(titleKey);
  const words = last.replaceAll(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What the guest liked, disliked and suggests, each under its name when written. */
const GUEST_TEXTS = [
  ['pro', 'review.pros'],
  ['con', 'review.cons'],
  ['hint', 'review.hint'],
] as const;

/** The score, the title, the author, the stay and where it was booked. */
function ReviewHead({
  review,
  titleId,
  timeZone,
  colours,
  language,
  t,
}: ReviewProps & { titleId: string; colours: ReadonlyMap<string, string> }) {
  return (
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
  );
}

/** The reports of a flagged review: each with its reason, date and note. */
function ReviewReports({ review, timeZone, language, t }: ReviewProps) {
  return (
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
  );
}

/** The RANK scores, the texts the guest wrote, and the likes. */
function ReviewFeedbacks({ review, language, t }: Omit<ReviewProps, 'timeZone'>) {
  const ranks = review.feedbacks.filter((f) => f.type === 'RANK');
  const texts = review.feedbacks.filter((f) => f.type !== 'RANK');
  return (
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
        {GUEST_TEXTS.map(([field, label]) => {
          const text = review[field];
          return text ? (
            <div key={field}>
              <dt>{t(label)}</dt>
              <dd>{text}</dd>
            </div>
          ) : null;
        })}
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
  );
}

export function ReviewItem({
  review,
  hotelId,
  timeZone,
  colours,
  language,
  t,
  onUpdated,
}: ReviewProps & {
  hotelId: number;
  colours: ReadonlyMap<string, string>;
  /** The review as saved (a reply published, or another manager's found on a conflict). */
  onUpdated: (review: ReviewAdmin) => void;
}) {
  const titleId = `bo-review-${review.id}`;
  const reported = review.reports.length > 0;
  const shared = { review, timeZone, language, t };
  return (
    <article className={`bo-review${reported ? ' bo-review--reported' : ''}`} aria-labelledby={titleId}>
      <ReviewHead {...shared} titleId={titleId} colours={colours} />
      {reported ? <ReviewReports {...shared} /> : null}
      <ReviewFeedbacks review={review} language={language} t={t} />
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
