/**
 * Review display rules (SITEDATA and SITELIM, BOFLOW-7 "Reviews" and BOLIM-5 "Reviews"): newness,
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

/** The avatar types of BODATA-10 (Guest or user): a picture uploaded on the portal, or the one of a Facebook or Google account. */
export const AVATAR_TYPES = ['PORTAL', 'FACEBOOK', 'GOOGLE'] as const satisfies readonly AvatarType[];

/** A stored picture path under `storageUrl`, unless already absolute or rooted ('avatars/a.svg' → '/images/avatars/a.svg'). */
export function storageImageUrl(image: string, storageUrl: string): string {
  if (/^(https?:)?\/\//i.test(image) || image.startsWith('/') || !storageUrl) return image;
  return `${storageUrl.replace(/\/+$/, '')}/${image.replace(/^\/+/, '')}`;
}

/** Avatar URL by avatarType (PORTAL → avatar under storageUrl unless absolute, FACEBOOK/GOOGLE → their image), else the default avatar. */
export function avatarUrl(manager: AvatarSource, storageUrl: string): string {
  const image =
    manager.avatarType === 'FACEBOOK'
      ? manager.facebookImage
      : manager.avatarType === 'GOOGLE'
        ? manager.googleImage
        : manager.avatar;
  if (!image?.trim()) return DEFAULT_AVATAR_PATH;
  return storageImageUrl(image, storageUrl);
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

/*
 * Guest reviews (INSIGHT-1, BODATA-10 Review, BOFLOW-7 Reviews, BOACCESS): the items a guest scores, the
 * overall score, the name the public sees, the report types, the invitation's life.
 */

/** The RANK items a guest scores 0..10, in the order the form and the card show them (decision 028). */
export const GUEST_RANK_ITEMS = [
  'cleanliness',
  'comfort',
  'location',
  'facilities',
  'staff',
  'value',
] as const;
export type GuestRankItem = (typeof GUEST_RANK_ITEMS)[number];
/** The optional free-text items (TEXT feedbacks): shown as 'no comment' when left empty. */
export const GUEST_TEXT_ITEMS = ['room', 'breakfast'] as const;
export type GuestTextItem = (typeof GUEST_TEXT_ITEMS)[number];
/** Translation key of a feedback item: 'review.feedback.<item>'. */
export const feedbackKey = (item: string): string => `review.feedback.${item}`;

/** Lowest and highest value of a RANK item. */
export const RANK_MIN = 0;
export const RANK_MAX = 10;

/**
 * The overall score: the average of the RANK values with one decimal, as Booking.com computes it
 * (decision 028); null until every item has a value.
 * @example overallScore([8, 9, 10, 7, 9, 8]) // 8.5
 */
export function overallScore(values: readonly (number | null | undefined)[]): number | null {
  if (values.length === 0) return null;
  let sum = 0;
  for (const value of values) {
    if (typeof value !== 'number' || !Number.isFinite(value)) return null;
    sum += Math.min(RANK_MAX, Math.max(RANK_MIN, value));
  }
  return Math.round((sum / values.length) * 10) / 10;
}

/**
 * A hotel's average score (the 'gar') from the sum of its reviews' scores in tenths (each score has
 * one decimal), rounded half up to one decimal; null without reviews. Summed in tenths the mean is
 * exact: the float mean of 4.3 and 4.6 reads 4.4499…, which would round down to 4.4.
 * @example averageScore(43 + 46, 2) // 4.5
 */
export function averageScore(totalTenths: number, count: number): number | null {
  return count === 0 ? null : Math.round(totalTenths / count) / 10;
}

/** Width in percent of a RANK bar (0..10 → 0..100). */
export function rankBarWidth(value: number): number {
  return scoreBarWidth(value);
}

/** How a guest chose to appear (BODATA reviewSettings and BOACCESS). */
export type GuestReviewSettings = { anonymous: boolean; showRealName: boolean; showAvatar: boolean };

/**
 * The name the public sees of a guest: nothing when anonymous; name and the surname's initial when
 * the real name is shown ('Anna R.'); else the nickname (nothing when there is none).
 * @example guestPublicName({ name: 'Anna', surname: 'Rossi', nickname: null }, { anonymous: false, showRealName: true, showAvatar: false }) // 'Anna R.'
 */
export function guestPublicName(
  author: { name: string; surname: string | null; nickname: string | null },
  settings: Pick<GuestReviewSettings, 'anonymous' | 'showRealName'>,
): string | null {
  if (settings.anonymous) return null;
  if (settings.showRealName) {
    const initial = [...(author.surname?.trim() ?? '')][0];
    const name = author.name.trim();
    if (!name) return null;
    return initial ? `${name} ${initial.toLocaleUpperCase()}.` : name;
  }
  const nickname = author.nickname?.trim();
  return nickname ? nickname : null;
}

/** Up to two initials of a public name, for the avatar ('Anna R.' → 'AR'); '' for none. */
export function nameInitials(name: string | null): string {
  if (!name) return '';
  return name
    .split(/\s+/)
    .map((part) => [...part.replace(/[^\p{L}\p{N}]/gu, '')][0] ?? '')
    .filter(Boolean)
    .slice(0, 2)
    .join('')
    .toLocaleUpperCase();
}

/** The report types a guest picks from (decision 028). */
export const REPORT_TYPES = ['OFFENSIVE', 'SPAM', 'NOT_ABOUT_STAY', 'PERSONAL_DATA', 'OTHER'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** Days a review link stays usable after it was created (decision 028). */
export const REVIEW_LINK_DAYS = 30;
/** Stays that ended more than this many days ago are not invited (a first run never mails old guests). */
export const INVITE_LOOKBACK_DAYS = 14;

/** The state of a review link at `now`: OPEN (form), USED (review sent) or EXPIRED. */
export function invitationState(
  invitation: { expiresDate: string; usedDate: string | null },
  now: Date,
): 'OPEN' | 'USED' | 'EXPIRED' {
  if (invitation.usedDate) return 'USED';
  return Date.parse(invitation.expiresDate) <= now.getTime() ? 'EXPIRED' : 'OPEN';
}

/** Reviews in `language` first, then the others; each group keeps its order (the home page's rule). */
export function languageFirst<R extends { language: string }>(reviews: readonly R[], language: string): R[] {
  return [
    ...reviews.filter((review) => review.language === language),
    ...reviews.filter((review) => review.language !== language),
  ];
}
