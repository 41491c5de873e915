/**
 * The availability of every room of the new reservation for the stay (one read per room, its
 * people, through the query cache), asked by the stay form's Search (and at once on the initial
 * stay: the planning opened the screen on a day, so what can be sold shows at once); any change
 * of the stay or the people clears it until asked again. When the answers come, each room's
 * choice is kept if still offered, and the room the planning opened the screen on is chosen for
 * the first room when free.
 */

import type { Dispatch, SetStateAction } from 'react';
import { useEffect, useRef, useState } from 'react';
import { staffBookingEndpoints } from '../../../contracts/routes/staff-booking.ts';
import type { StaffAvailability } from '../../../contracts/secure/staff-booking.ts';
import type { Language } from '../../../contracts/types.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { invalidateReads, useQueryClient } from '../app/query.ts';
import { useSecureQueries } from '../app/query-many.ts';
import {
  chosenRate,
  prefilledRoom,
  type RoomDraft,
  roomTypeOfRoom,
  withoutExtras,
} from './new-reservation.ts';
import { messageOf, type Search } from './staff-booking-state.ts';

type Asked = { stay: { checkin: string; checkout: string }; people: RoomDraft['people'][] };

/** Each room's draft after a search: its choice kept if still offered; the planning's room for the first room. */
export function draftsAfterSearch(
  drafts: readonly RoomDraft[],
  results: readonly StaffAvailability[],
  wantedRoom: number | null,
): RoomDraft[] {
  return drafts.map((draft, index) => {
    const availability = results[index] ?? null;
    const kept =
      draft.choice && chosenRate(draft, availability) ? draft : { ...withoutExtras(draft), choice: null };
    if (index !== 0 || kept.choice || wantedRoom === null) {
      return {
        ...kept,
        roomId: kept.choice ? prefilledRoom(kept.roomId, kept.choice.roomTypeId, availability) : null,
      };
    }
    const roomTypeId = roomTypeOfRoom(wantedRoom, availability);
    const rate = availability?.results.find((r) => r.roomType.id === roomTypeId)?.rates[0];
    if (roomTypeId === null || !rate) return kept;
    return { ...kept, choice: { roomTypeId, ratePlanId: rate.ratePlanId }, roomId: wantedRoom };
  });
}

export function useStaffSearch({
  hotel,
  language,
  t,
  stay,
  stayValid,
  drafts,
  setDrafts,
  wantedRoom,
}: {
  hotel: { id: number };
  language: Language;
  t: Translate;
  stay: { checkin: string; checkout: string };
  stayValid: boolean;
  drafts: RoomDraft[];
  setDrafts: Dispatch<SetStateAction<RoomDraft[]>>;
  /** The room the planning opened the screen on (`?roomId`). */
  wantedRoom: number | null;
}) {
  const client = useQueryClient();
  const [asked, setAsked] = useState<Asked | null>(() =>
    stayValid ? { stay, people: drafts.map((draft) => draft.people) } : null,
  );
  const reads = useSecureQueries(
    staffBookingEndpoints.getStaffAvailability,
    asked
      ? asked.people.map((people) => ({
          params: { hotelId: hotel.id },
          query: { ...asked.stay, ...people, language },
        }))
      : [],
    { fallback: t('bo.booking.error.availability'), enabled: asked !== null },
  );

  const failed = reads.find((read) => read.isError);
  const results = reads.every((read) => read.isSuccess) ? reads.map((read) => read.data) : null;
  const search: Search =
    asked === null
      ? { kind: 'idle' }
      : failed
        ? { kind: 'error', message: messageOf(failed.error, t) }
        : results
          ? { kind: 'ready', results: results.filter((result) => result !== undefined) }
          : { kind: 'loading' };

  // Each new set of answers settles the rooms' choices once (the answers by when they came).
  const answered = results ? reads.map((read) => read.dataUpdatedAt).join('|') : '';
  const latest = useRef({ results, wantedRoom });
  latest.current = { results, wantedRoom };
  useEffect(() => {
    const { results: answers, wantedRoom: wanted } = latest.current;
    if (answered && answers) {
      const found = answers.filter((answer) => answer !== undefined);
      setDrafts((previous) => draftsAfterSearch(previous, found, wanted));
    }
  }, [answered, setDrafts]);

  /** Asks for the stay and the people as they are now (again from the server if asked before). */
  const runSearch = async () => {
    if (!stayValid) return;
    const next = { stay, people: drafts.map((draft) => draft.people) };
    if (JSON.stringify(next) === JSON.stringify(asked))
      await invalidateReads(client, [staffBookingEndpoints.getStaffAvailability]);
    else setAsked(next);
  };
  const clearSearch = () => setAsked(null);

  return { search, clearSearch, runSearch };
}
