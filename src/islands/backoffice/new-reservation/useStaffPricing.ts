/**
 * What the rooms chosen cost: each room's offers from the search, the problems of its extras, and
 * the summary (the rates' totals, or with extras the engine's quote of the rooms with them, asked
 * again on each change). `pricing` while a quote is awaited: the reservation cannot be sent then.
 */
import type { StaffRoomTypeAvailability } from '../../../contracts/secure/staff-booking.ts';
import type { Translate } from '../../../i18n/translate.ts';
import {
  extrasProblems,
  hasExtras,
  quoteBody,
  type RoomDraft,
  summaryOf,
  summaryWithQuote,
} from './new-reservation.ts';
import type { Search } from './staff-booking-state.ts';
import { useStaffQuote } from './useStaffQuote.ts';

export function useStaffPricing({
  hotel,
  t,
  stay,
  drafts,
  search,
}: {
  hotel: { id: number };
  t: Translate;
  stay: { checkin: string; checkout: string };
  drafts: RoomDraft[];
  search: Search;
}) {
  const availabilities = search.kind === 'ready' ? search.results : [];
  const offersOf = (draft: RoomDraft, index: number): StaffRoomTypeAvailability | null =>
    availabilities[index]?.results.find((r) => r.roomType.id === draft.choice?.roomTypeId) ?? null;
  const problems = drafts.map((draft, index) => extrasProblems(draft, offersOf(draft, index)));
  const extrasValid = problems.every((list) => list.length === 0);
  const quoteRequest =
    search.kind === 'ready' && extrasValid && hasExtras(drafts) ? quoteBody(stay, drafts) : null;
  const quoteKey = quoteRequest ? JSON.stringify(quoteRequest) : '';
  const { quote, quoted } = useStaffQuote(hotel, quoteKey, t);
  const rateSummary = summaryOf(drafts, availabilities);
  return {
    availabilities,
    problems,
    extrasValid,
    quote,
    quoted,
    quoteKey,
    summary: quoted ? summaryWithQuote(rateSummary, quoted) : rateSummary,
    pricing: quoteKey !== '' && !quoted,
  };
}
