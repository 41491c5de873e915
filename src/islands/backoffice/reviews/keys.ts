import { GUEST_TEXT_ITEMS } from '../../../domain/reviews.ts';
import type { MessageKey } from '../../../i18n/dictionary.ts';

/** Site keys (outside the `bo.` areas) the reviews screen shows (BOLIM labels, BOERR message). */
export const REVIEWS_KEYS = [
  'review.score.4',
  'review.score.5',
  'review.score.6',
  'review.score.7',
  'review.score.8',
  'review.score.9',
  'review.score.10',
  'review.new',
  'review.no.comment',
  'review.anonymous',
  'review.pros',
  'review.cons',
  'review.hint',
  'review.feedback.suggestion',
  // The guest form's text items ('About the room'), named as the guest saw them.
  ...GUEST_TEXT_ITEMS.map((item) => `review.feedback.${item}` as const),
  'error.review.reply.saving',
  'error.request.generic',
  'error.request.retry',
] as const satisfies readonly MessageKey[];
