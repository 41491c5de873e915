/**
 * Review display rules (spec 000 §3 and §9, spec 002 §4 "Reviews" and §9 "Reviews"): newness,
 * score labels and bars, read-more, names under the reviewer's privacy choice, avatars, and the
 * score distribution.
 */
import type { AvatarType, ManagerReview } from './types.ts';

/** A review is new for this many days by default. */
export const REVIEW_NEW_DAYS = 7;
/** Opinion text longer than this many characters gets a read-more. */
export const READ_MORE_LIMIT = 200;
/** Lowest and highest score with a label and a distribution bar. */
export const MIN_LABELLED_SCORE = 4;
export const MAX_LABELLED_SCORE = 10;
/** Name shown for a reviewer who hides the real name and has no nickname. */
export const ANONYMOUS_MANAGER_NAME = 'Itaca manager';
/** Avatar used when the reviewer has none of the chosen type (served from public/). */
export const DEFAULT_AVATAR_PATH = '/images/avatar-default.svg';

const DAY_MS = 24 * 60 * 60 * 1000;

/** True while the review is younger than `newLimit` days (exactly `newLimit` days old is no longer new). */
export function isNewReview(createdDate: string | Date, now: Date, newLimit = REVIEW_NEW_DAYS): boolean {
  const created = typeof createdDate === 'string' ? Date.parse(createdDate) : createdDate.getTime();
  if (Number.isNaN(created)) return false;
  return now.getTime() - created < newLimit * DAY_MS;
}

/** The floor of the score clamped to 4..10, the part after 'review.score.' in the label key. */
export function scoreLabelScore(score: number): number {
  if (!Number.isFinite(score)) return MIN_LABELLED_SCORE;
  return Math.min(MAX_LABELLED_SCORE, Math.max(MIN_LABELLED_SCORE, Math.floor(score)));
}

/** Translation key of the score label: 'review.score.<floor(score)>' clamped to 4..10 (6.999 → 'review.score.6'). */
export function scoreLabelKey(score: number): string {
  return `review.score.${scoreLabelScore(score)}`;
}

/** Number of characters (code points, so an emoji counts once). */
function charCount(text: string): number {
  return [...text].length;
}

/** True when the text is longer than the read-more limit (200 characters: no; 201: yes). */
export function needsReadMore(text: string, limit = READ_MORE_LIMIT): boolean {
  return charCount(text) > limit;
}

/** The text cut to at most `limit` characters at a word boundary, with '…' appended; unchanged when it fits. */
export function truncateForPreview(text: string, limit = READ_MORE_LIMIT): string {
  if (!needsReadMore(text, limit)) return text;
  const chars = [...text];
  const head = chars.slice(0, limit).join('');
  // Cut at the last whitespace when the next character does not already start a new word.
  const nextIsSpace = /\s/.test(chars[limit] ?? '');
  const lastSpace = head.search(/\s\S*$/);
  const cut = nextIsSpace || lastSpace <= 0 ? head : head.slice(0, lastSpace);
  return `${cut.replace(/[\s.,;:!?-]+$/u, '')}…`;
}

/** Width of the score bar in percent: score × 10, within 0..100. */
export function scoreBarWidth(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.min(100, Math.max(0, Math.round(score * 1000) / 100));
}

/** Reviewer identity as stored, before the privacy rule is applied. */
export type ReviewerIdentity = {
  name: string;
  surname: string | null;
  nickname: string | null;
  showRealName: boolean;
};

/** The name the public may see: real name and surname when allowed, else the nickname (or 'Itaca manager') and no surname. */
export function publicReviewerName(reviewer: ReviewerIdentity): { name: string; surname: string | null } {
  if (reviewer.showRealName) return { name: reviewer.name, surname: reviewer.surname };
  const nickname = reviewer.nickname?.trim();
  return { name: nickname ? nickname : ANONYMOUS_MANAGER_NAME, surname: null };
}

/** One-line display name of a review as served (the API already applied the privacy rule). */
export function reviewDisplayName(review: Pick<ManagerReview, 'manager' | 'reviewSettings'>): string {
  const { name, surname } = review.manager;
  if (!review.reviewSettings.showRealName) return name.trim() || ANONYMOUS_MANAGER_NAME;
  return (
    [name, surname ?? '']
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' ') || ANONYMOUS_MANAGER_NAME
  );
}

export type AvatarSource = {
  avatarType: AvatarType;
  avatar: string | null;
  facebookImage: string | null;
  googleImage: string | null;
};

/** Avatar URL by avatarType (PORTAL → avatar under storageUrl unless absolute, FACEBOOK/GOOGLE → their image), else the default avatar. */
export function avatarUrl(manager: AvatarSource, storageUrl: string): string {
  const image =
    manager.avatarType === 'FACEBOOK'
      ? manager.facebookImage
      : manager.avatarType === 'GOOGLE'
        ? manager.googleImage
        : manager.avatar;
  if (!image?.trim()) return DEFAULT_AVATAR_PATH;
  if (/^(https?:)?\/\//i.test(image) || image.startsWith('/') || !storageUrl) return image;
  return `${storageUrl.replace(/\/+$/, '')}/${image.replace(/^\/+/, '')}`;
}

export type ScoreShare = { score: number; count: number; percentage: number };

/** Rounded share in percent of each score 4..10 (keys below 4 count as 4, above 10 as 10; all 0 when empty). */
export function scorePercentages(counts: Readonly<Record<number, number>>): ScoreShare[] {
  const folded = new Map<number, number>();
  for (const [key, count] of Object.entries(counts)) {
    const score = scoreLabelScore(Number(key));
    if (Number.isFinite(count) && count > 0) folded.set(score, (folded.get(score) ?? 0) + count);
  }
  const total = [...folded.values()].reduce((sum, count) => sum + count, 0);
  const shares: ScoreShare[] = [];
  for (let score = MIN_LABELLED_SCORE; score <= MAX_LABELLED_SCORE; score++) {
    const count = folded.get(score) ?? 0;
    shares.push({ score, count, percentage: total === 0 ? 0 : Math.round((count * 100) / total) });
  }
  return shares;
}
