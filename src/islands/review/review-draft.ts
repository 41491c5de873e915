/**
 * What the guest typed in the review form, kept in this tab while they write (sessionStorage: the
 * text can be personal), so that a reload or a failed send loses nothing; and the payload it
 * becomes.
 */
import type { ReviewSubmit } from '../../contracts/reviews.ts';
import {
  GUEST_RANK_ITEMS,
  GUEST_TEXT_ITEMS,
  type GuestRankItem,
  type GuestTextItem,
  RANK_MAX,
  RANK_MIN,
} from '../../domain/reviews.ts';

export type Privacy = 'anonymous' | 'real' | 'nickname';

export type Draft = {
  ranks: Record<GuestRankItem, number | null>;
  texts: Record<GuestTextItem, string>;
  title: string;
  pro: string;
  con: string;
  hint: string;
  privacy: Privacy;
  nickname: string;
  showAvatar: boolean;
};

const draftKey = (code: string) => `itaca.review.draft.${code}`;

function emptyDraft(): Draft {
  return {
    ranks: Object.fromEntries(GUEST_RANK_ITEMS.map((item) => [item, null])) as Record<
      GuestRankItem,
      number | null
    >,
    texts: Object.fromEntries(GUEST_TEXT_ITEMS.map((item) => [item, ''])) as Record<GuestTextItem, string>,
    title: '',
    pro: '',
    con: '',
    hint: '',
    privacy: 'real',
    nickname: '',
    showAvatar: true,
  };
}

/** The draft of this stay kept in sessionStorage, or an empty one. */
export function readDraft(code: string): Draft {
  const empty = emptyDraft();
  try {
    const stored = JSON.parse(
      window.sessionStorage.getItem(draftKey(code)) ?? 'null',
    ) as Partial<Draft> | null;
    if (!stored || typeof stored !== 'object') return empty;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    const ranks = { ...empty.ranks };
    for (const item of GUEST_RANK_ITEMS) {
      const value = stored.ranks?.[item];
      if (typeof value === 'number' && Number.isInteger(value) && value >= RANK_MIN && value <= RANK_MAX) {
        ranks[item] = value;
      }
    }
    const texts = { ...empty.texts };
    for (const item of GUEST_TEXT_ITEMS) texts[item] = text(stored.texts?.[item]);
    return {
      ranks,
      texts,
      title: text(stored.title),
      pro: text(stored.pro),
      con: text(stored.con),
      hint: text(stored.hint),
      privacy: stored.privacy === 'anonymous' || stored.privacy === 'nickname' ? stored.privacy : 'real',
      nickname: text(stored.nickname),
      showAvatar: stored.showAvatar !== false,
    };
  } catch {
    return empty;
  }
}

/** Keeps the draft (null forgets it, once the review was sent). */
export function writeDraft(code: string, draft: Draft | null): void {
  try {
    if (draft) window.sessionStorage.setItem(draftKey(code), JSON.stringify(draft));
    else window.sessionStorage.removeItem(draftKey(code));
  } catch {
    // Storage blocked or full: the form still works, without the draft.
  }
}

/** The payload of the draft and the photos uploaded so far. */
export function reviewPayload(draft: Draft, photoKeys: string[]): ReviewSubmit {
  const { ranks, texts, title, pro, con, hint, privacy, nickname, showAvatar } = draft;
  return {
    ranks: ranks as Record<GuestRankItem, number>,
    texts,
    title,
    pro,
    con,
    hint,
    anonymous: privacy === 'anonymous',
    showRealName: privacy === 'real',
    showAvatar: privacy !== 'anonymous' && showAvatar,
    nickname: privacy === 'nickname' ? nickname : '',
    photos: photoKeys,
  };
}
