/**
 * The back office's rules for guest reviews (BOFLOW-7 Reviews, BOLIM-5 Reviews): the reply editor
 * (save only when the text is non-empty and changed, a 5-row box), the list's filters and sorts,
 * the score band a review falls in (the summary's 4..10 labels), and the author as the public
 * sees them under the guest's anonymity settings (BOACCESS).
 */
import { scoreLabelScore } from './reviews.ts';

/** Longest reply a hotel can publish. */
export const REPLY_MAX_LENGTH = 2000;
/** BOLIM-5: the reply box shows at most 5 rows. */
export const REPLY_ROWS = 5;

/** The list's orders: newest first (default), oldest first, best score first, worst first. */
export const REVIEW_SORTS = ['NEWEST', 'OLDEST', 'SCORE_HIGH', 'SCORE_LOW'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** Languages a review can be written in (the site's languages). */
export const REVIEW_LANGUAGES = ['en', 'it'] as const;

/** Score bands of the filter: the summary's labelled scores 4 (bad) … 10 (fabulous). */
export const REVIEW_SCORE_BANDS = [4, 5, 6, 7, 8, 9, 10] as const;

/** The band of a score: its label's score (floor, clamped to 4..10), as the summary counts it. */
export function scoreBand(score: number): number {
  return scoreLabelScore(score);
}

/**
 * Whether a reply draft can be saved: something other than blanks, and different from the
 * published reply (compared without the surrounding blanks, which are not saved).
 * `canSaveReply('Thanks', null)` → true; `canSaveReply(' Thanks ', 'Thanks')` → false.
 */
export function canSaveReply(draft: string, saved: string | null): boolean {
  const text = draft.trim();
  return text !== '' && text !== (saved ?? '').trim() && [...text].length <= REPLY_MAX_LENGTH;
}

export type ReviewAuthorSettings = {
  name: string;
  surname: string | null;
  nickname: string | null;
  anonymous: boolean;
  showRealName: boolean;
};

/**
 * The author as published: nobody when anonymous; the nickname when the guest hid the real name
 * and chose one; else the name and the surname's initial ('Anna R.'), the usual privacy of
 * hotel review sites.
 */
export function publishedAuthor(
  author: ReviewAuthorSettings,
): { kind: 'anonymous' } | { kind: 'named'; name: string } {
  if (author.anonymous) return { kind: 'anonymous' };
  const nickname = author.nickname?.trim();
  if (!author.showRealName && nickname) return { kind: 'named', name: nickname };
  if (!author.showRealName) return { kind: 'anonymous' };
  const name = author.name.trim();
  const initial = [...(author.surname?.trim() ?? '')][0];
  if (!name) return { kind: 'anonymous' };
  return { kind: 'named', name: initial ? `${name} ${initial.toUpperCase()}.` : name };
}
