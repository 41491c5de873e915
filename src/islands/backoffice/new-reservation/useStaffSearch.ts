/**
 * The availability of every room of the new reservation for the stay (one call per room, its
 * people), then each room's choice kept if still offered; the room the planning opened the
 * screen on is chosen for the first room when free. Runs at once on the initial stay.
 */

import type { Dispatch, SetStateAction } from 'react';
import { useEffect, useRef, useState } from 'react';
import { staffBookingEndpoints } from '../../../contracts/routes/staff-booking.ts';
import type { Language } from '../../../contracts/types.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { secureApi } from '../app/request.ts';
import {
  chosenRate,
  prefilledRoom,
  type RoomDraft,
  roomTypeOfRoom,
  withoutExtras,
} from './new-reservation.ts';
import { messageOf, type Search } from './staff-booking-state.ts';

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
  const [search, setSearch] = useState<Search>({ kind: 'idle' });
  const searched = useRef(false);
  const runSearch = async (current: RoomDraft[] = drafts) => {
    if (!stayValid) return;
    setSearch({ kind: 'loading' });
    try {
      const results = await Promise.all(
        current.map((draft) =>
          secureApi(
            staffBookingEndpoints.getStaffAvailability,
            { params: { hotelId: hotel.id }, query: { ...stay, ...draft.people, language } },
            { fallback: t('bo.booking.error.availability') },
          ),
        ),
      );
      setSearch({ kind: 'ready', results });
      // The planning's room: its type and the room itself, for the first room, when free.
      setDrafts((previous) =>
        previous.map((draft, index) => {
          const availability = results[index] ?? null;
          const kept =
            draft.choice && chosenRate(draft, availability)
              ? draft
              : { ...withoutExtras(draft), choice: null };
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
        }),
      );
    } catch (error) {
      setSearch({ kind: 'error', message: messageOf(error, t) });
    }
  };

  // The planning opened the screen on a day: show what can be sold at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on the initial stay.
  useEffect(() => {
    if (searched.current) return;
    searched.current = true;
    void runSearch();
  }, []);

  return { search, setSearch, runSearch };
}
