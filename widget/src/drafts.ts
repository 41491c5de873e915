/**
 * Reservation drafts in local storage (PROPFLOW-10 "Draft reservation storage", PROPLIM): kept under
 * the key X-ITACA-RSV, per hotel and per guest (or 'anonymous'); saved only while the flow is at
 * step 3 or earlier, there is no reservation yet and the hotel has an id; the stored step is
 * capped at 2; payment, billing and guest data are never stored (a draft holds only the stay,
 * the people, the rooms, the promo code and the chosen rate); a draft whose check-in is before
 * today is cleared when read.
 */
import type { People } from '../../src/domain/booking/types.ts';

export const DRAFT_STORAGE_KEY = 'X-ITACA-RSV';
export const DRAFT_MAX_SAVED_STEP = 3;
export const DRAFT_STEP_CAP = 2;
export const ANONYMOUS_GUEST = 'anonymous';

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What a draft may hold: nothing about the guest or the payment. */
export type ReservationDraft = {
  checkin: string | null;
  checkout: string | null;
  people: People;
  rooms: number;
  promo: string;
  choice: { roomTypeId: number; ratePlanId: number } | null;
};

export type StoredDraft = { step: number; draft: ReservationDraft };

type DraftFile = Record<string, Record<string, StoredDraft>>;

function readFile(storage: DraftStorage): DraftFile {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(DRAFT_STORAGE_KEY) ?? '{}');
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as DraftFile)
      : {};
  } catch {
    return {};
  }
}

function writeFile(storage: DraftStorage, file: DraftFile): void {
  try {
    if (Object.keys(file).length === 0) storage.removeItem(DRAFT_STORAGE_KEY);
    else storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(file));
  } catch {
    // Storage full or blocked (private mode): a draft is a convenience, never a failure.
  }
}

const guestKeyOf = (guestKey: string | null) => guestKey?.trim().toLowerCase() || ANONYMOUS_GUEST;

/** Only the allowed fields, whatever the caller passed (a guest object never slips in). */
function strip(draft: ReservationDraft): ReservationDraft {
  return {
    checkin: draft.checkin,
    checkout: draft.checkout,
    people: {
      adults: draft.people.adults,
      boys: draft.people.boys,
      children: draft.people.children,
      kids: draft.people.kids,
    },
    rooms: draft.rooms,
    promo: draft.promo,
    choice:
      draft.choice === null
        ? null
        : { roomTypeId: draft.choice.roomTypeId, ratePlanId: draft.choice.ratePlanId },
  };
}

export type SaveDraftInput = {
  hotelId: number | null;
  guestKey: string | null;
  /** Zero-based step of the flow (0 dates, 1 rooms, 2 guest, 3 summary, 4 confirmed). */
  step: number;
  /** The reservation's id or code once it exists: then nothing is saved. */
  reservationId: string | null;
  /** null removes the draft. */
  draft: ReservationDraft | null;
  today: string;
};

/** Saves (or removes) a draft; returns whether something was stored. */
export function saveDraft(storage: DraftStorage, input: SaveDraftInput): boolean {
  if (input.hotelId === null) return false;
  const file = readFile(storage);
  const hotel = String(input.hotelId);
  const guest = guestKeyOf(input.guestKey);
  const remove = () => {
    const entries = file[hotel];
    if (entries === undefined) return;
    delete entries[guest];
    if (Object.keys(entries).length === 0) delete file[hotel];
  };
  if (input.draft === null) {
    remove();
    writeFile(storage, file);
    return false;
  }
  if (input.step > DRAFT_MAX_SAVED_STEP || input.reservationId !== null) return false;
  if (input.draft.checkin !== null && input.draft.checkin < input.today) return false;
  file[hotel] = {
    ...file[hotel],
    [guest]: { step: Math.min(Math.max(0, input.step), DRAFT_STEP_CAP), draft: strip(input.draft) },
  };
  writeFile(storage, file);
  return true;
}

/** The stored draft of a hotel and guest; a draft whose check-in is before today is cleared. */
export function loadDraft(
  storage: DraftStorage,
  { hotelId, guestKey, today }: { hotelId: number; guestKey: string | null; today: string },
): StoredDraft | null {
  const file = readFile(storage);
  const hotel = String(hotelId);
  const guest = guestKeyOf(guestKey);
  const stored = file[hotel]?.[guest];
  if (stored === undefined || !isStoredDraft(stored)) return null;
  if (stored.draft.checkin !== null && stored.draft.checkin < today) {
    saveDraft(storage, { hotelId, guestKey, step: 0, reservationId: null, draft: null, today });
    return null;
  }
  return { step: Math.min(stored.step, DRAFT_STEP_CAP), draft: strip(stored.draft) };
}

function isStoredDraft(value: unknown): value is StoredDraft {
  if (value === null || typeof value !== 'object') return false;
  const { step, draft } = value as Partial<StoredDraft>;
  return (
    typeof step === 'number' &&
    draft !== undefined &&
    draft !== null &&
    typeof draft === 'object' &&
    typeof draft.rooms === 'number' &&
    typeof draft.people === 'object' &&
    draft.people !== null
  );
}
