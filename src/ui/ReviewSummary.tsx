/**
 * The reviews summary of BOSCREENS and BODATA: the overall score ('gar') with its label (4 bad …
 * 10 fabulous), the review count, and a distribution bar per score 4 to 10 with its rounded
 * percentage (BOLIM). Texts come through `t`.
 */

import type { ReviewsSummary as Summary } from '../contracts/reviews.ts';
import type { Language } from '../contracts/types.ts';
import { pluralForm } from '../domain/plural.ts';
import { scoreBarWidth, scoreLabelKey, scorePercentages } from '../domain/reviews.ts';
import type { LooseTranslate } from '../i18n/translate.ts';
import { Bar } from './ReviewCard.tsx';
import './ReviewCard.css';
import { LOCALE } from '../domain/dates-format.ts';

type Props = { summary: Summary; t: LooseTranslate; language: Language; headingId?: string };

export function ReviewSummary({ summary, t, language }: Props) {
  if (summary.totalReviews === 0 || summary.gar === null) {
    return <p className="ui-review-summary__empty">{t.text('review.summary.empty')}</p>;
  }
  const score = new Intl.NumberFormat(LOCALE[language], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(summary.gar);
  const counts = Object.fromEntries(
    Object.entries(summary.reviewsScoreMap).map(([key, n]) => [Number(key), n]),
  );
  const shares = scorePercentages(counts).reverse();
  return (
    <div className="ui-review-summary">
      <div className="ui-review-summary__overall">
        <span className="ui-review-summary__score" aria-hidden="true">
          {score}
        </span>
        <div>
          <p className="ui-review-summary__label">{t.text(scoreLabelKey(summary.gar))}</p>
          <p className="visually-hidden">{t.text('review.summary.score', { score })}</p>
          <p className="ui-review-summary__count">
            {t.text(`review.count.${pluralForm(summary.totalReviews, language)}`, {
              count: summary.totalReviews,
            })}
          </p>
          <Bar percent={scoreBarWidth(summary.gar)} className="ui-review-bar--score" />
        </div>
      </div>
      <ul className="ui-review-summary__bars" aria-label={t.text('review.summary.distribution')}>
        {shares.map((share) => {
          const label = t.text(`review.score.${share.score}`);
          return (
            <li key={share.score}>
              <span className="ui-review-summary__bar-label" aria-hidden="true">
                {share.score} · {label}
              </span>
              <Bar percent={share.percentage} />
              <span className="ui-review-summary__bar-value" aria-hidden="true">
                {share.percentage}%
              </span>
              <span className="visually-hidden">
                {t.text('review.summary.bar', {
                  label,
                  reviews: t.text(`review.count.${pluralForm(share.count, language)}`, {
                    count: share.count,
                  }),
                  percentage: share.percentage,
                })}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
