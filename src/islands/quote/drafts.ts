/**
 * Quote drafts (PROPFLOW "Quote drafts", PROPLIM-8 storage keys): the unfinished quote form kept in
 * local storage under 'X-ITACA-QUOTE', per user and per hotel, and only for a logged-in user.
 *
 * Stored shape: `{ [userId]: { form: {buildingType, count, group, groupName}, hotels: { [index]:
 * hotel }, savedAt } }`. The manager's e-mail is not stored (it comes from the page's URL), and
 * whatever cannot be read back (bad JSON, another shape, a full or missing storage) is ignored.
 */

import type { QuoteHotelInput } from '../../contracts/join.ts';
import { BUILDING_TYPES, type BuildingType } from '../../domain/hotel-types.ts';
import type { UserState } from '../../stores/session.ts';

export const QUOTE_DRAFT_KEY = 'X-ITACA-QUOTE';
/** A draft older than this is dropped when read. */
export const QUOTE_DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Upper bound of the stored text, so a runaway draft never fills the storage quota. */
export const QUOTE_DRAFT_MAX_CHARS = 200_000;

export type QuoteDraft = {
  buildingType: BuildingType;
  count: number;
  group: boolean;
  groupName: string;
  hotels: QuoteHotelInput[];
};

type StoredDraft = {
  form: Omit<QuoteDraft, 'hotels'>;
  hotels: Record<string, QuoteHotelInput>;
  savedAt: number;
};

type StoredDrafts = Record<string, StoredDraft>;

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The key drafts are kept under for `user`, or null when nobody is logged in (no drafts then). */
export function draftOwner(user: UserState): string | null {
  return user.status === 'manager' ? String(user.me.id) : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readAll(storage: StorageLike): StoredDrafts {
  try {
    const text = storage.getItem(QUOTE_DRAFT_KEY);
    if (!text) return {};
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? (parsed as StoredDrafts) : {};
  } catch {
    return {};
  }
}

function writeAll(storage: StorageLike, drafts: StoredDrafts): void {
  try {
    if (Object.keys(drafts).length === 0) {
      storage.removeItem(QUOTE_DRAFT_KEY);
      return;
    }
    const text = JSON.stringify(drafts);
    if (text.length <= QUOTE_DRAFT_MAX_CHARS) storage.setItem(QUOTE_DRAFT_KEY, text);
  } catch {
    // Storage full or unavailable (private mode): drafts are a convenience, never an error.
  }
}

function toStored(draft: QuoteDraft, now: number): StoredDraft {
  const hotels: Record<string, QuoteHotelInput> = {};
  draft.hotels.forEach((hotel, index) => {
    hotels[String(index)] = hotel;
  });
  const { buildingType, count, group, groupName } = draft;
  return { form: { buildingType, count, group, groupName }, hotels, savedAt: now };
}

function fromStored(stored: unknown): QuoteDraft | null {
  if (!isRecord(stored) || !isRecord(stored.form) || !isRecord(stored.hotels)) return null;
  const { buildingType, count, group, groupName } = stored.form;
  if (typeof buildingType !== 'string' || !(BUILDING_TYPES as readonly string[]).includes(buildingType))
    return null;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) return null;
  const hotels: QuoteHotelInput[] = [];
  for (let index = 0; index < count; index++) {
    const hotel = stored.hotels[String(index)];
    hotels.push(isRecord(hotel) ? (hotel as QuoteHotelInput) : ({} as QuoteHotelInput));
  }
  return {
    buildingType: buildingType as BuildingType,
    count,
    group: group === true,
    groupName: typeof groupName === 'string' ? groupName : '',
    hotels,
  };
}

/** Saves `draft` for the logged-in `user`; does nothing for a visitor. */
export function saveQuoteDraft(
  storage: StorageLike,
  user: UserState,
  draft: QuoteDraft,
  now = Date.now(),
): void {
  const owner = draftOwner(user);
  if (!owner) return;
  const drafts = readAll(storage);
  drafts[owner] = toStored(draft, now);
  writeAll(storage, drafts);
}

/** Saves one hotel of the logged-in user's draft (the rest of the draft stays as it is). */
export function saveQuoteHotelDraft(
  storage: StorageLike,
  user: UserState,
  index: number,
  hotel: QuoteHotelInput,
  now = Date.now(),
): void {
  const owner = draftOwner(user);
  if (!owner) return;
  const drafts = readAll(storage);
  const current = drafts[owner];
  if (!current || !isRecord(current.hotels)) return;
  current.hotels[String(index)] = hotel;
  current.savedAt = now;
  writeAll(storage, drafts);
}

/** The logged-in user's draft, or null (visitor, none, unreadable or older than 30 days). */
export function loadQuoteDraft(storage: StorageLike, user: UserState, now = Date.now()): QuoteDraft | null {
  const owner = draftOwner(user);
  if (!owner) return null;
  const drafts = readAll(storage);
  const stored = drafts[owner];
  if (!stored) return null;
  if (typeof stored.savedAt !== 'number' || now - stored.savedAt > QUOTE_DRAFT_MAX_AGE_MS) {
    delete drafts[owner];
    writeAll(storage, drafts);
    return null;
  }
  return fromStored(stored);
}

/** Forgets the logged-in user's draft (after a successful submit); other users' drafts stay. */
export function clearQuoteDraft(storage: StorageLike, user: UserState): void {
  const owner = draftOwner(user);
  if (!owner) return;
  const drafts = readAll(storage);
  if (!(owner in drafts)) return;
  delete drafts[owner];
  writeAll(storage, drafts);
}
