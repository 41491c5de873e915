import type { MessageKey } from '../../i18n/dictionary.ts';
import enReviews from '../../i18n/en/reviews.json' with { type: 'json' };
import { SHARED_KEYS } from '../shared/keys.ts';

/**
 * The texts of the review form (/review) and of the hotel page's reviews (generated into
 * messages.gen.json): every key of the reviews area, and the site's keys they reuse.
 */
export const REVIEW_KEYS = [
  ...SHARED_KEYS,
  ...(Object.keys(enReviews) as MessageKey[]),
  'review.score.4',
  'review.score.5',
  'review.score.6',
  'review.score.7',
  'review.score.8',
  'review.score.9',
  'review.score.10',
  'review.new',
  'review.no.comment',
  'review.count.one',
  'review.count.other',
  'review.pros',
  'review.cons',
  'review.hint',
  'button.read.more',
  'button.read.less',
  'error.photo.not.image',
  'error.photo.max.count',
  'error.photo.max.size',
  'error.photo.max.size.total',
  'error.validation.fields.text',
  'error.field.duplicate',
  'bo.gallery.show.all',
  'bo.gallery.dialog.title',
  'bo.gallery.close',
] as const satisfies readonly MessageKey[];
