/**
 * The Today screen's small rules (src/islands/backoffice/today/): which rows a search keeps, the
 * party in the front desk's three bands, the date the screen shows, and which guests still miss
 * their document at check-in.
 */
import type { FrontDeskItem } from '../../../contracts/secure/front-desk.ts';
import { addDays, isIsoDate } from '../../../domain/dates-format.ts';
import {
  documentErrors,
  type GuestDocument,
  isBlankDocument,
  type MunicipalityLookup,
} from '../../../domain/guest-documents.ts';

/** Lower case without accents: 'Müller' is found by 'muller'. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Whether `item` matches the search `q`: guest name either way round, code, or room number. */
export function matchesSearch(item: FrontDeskItem, q: string): boolean {
  const wanted = folded(q.trim());
  if (wanted === '') return true;
  const names = [
    `${item.guest.name} ${item.guest.surname}`,
    `${item.guest.surname} ${item.guest.name}`,
    item.code,
    ...item.rooms.flatMap((room) => (room.room ? [room.room] : [])),
  ];
  return names.some((name) => folded(name).includes(wanted));
}

/** The party as the desk counts it: adults (teenagers included), children, infants. */
export function partyOf(item: Pick<FrontDeskItem, 'people'>): {
  adults: number;
  children: number;
  infants: number;
} {
  return {
    adults: item.people.adults + item.people.boys,
    children: item.people.children,
    infants: item.people.kids,
  };
}

/** The date of `?date=` when it is a real date, else null (the hotel's today). */
export function dateOfQuery(query: URLSearchParams): string | null {
  const date = query.get('date') ?? '';
  return isIsoDate(date) ? date : null;
}

/** The screen's address for `date` (`/today` for the hotel's today). */
export function todayPath(date: string | null, today: string | null): string {
  return date === null || date === today ? '/today' : `/today?date=${date}`;
}

/** The day before or after `date`. */
export const shiftDate = (date: string, days: number) => addDays(date, days);

/** A guest whose document is not complete, with the fields the rules still ask for. */
export type MissingGuest = { number: number; name: string; fields: (keyof GuestDocument)[] };

/** The guests of `documents` not COMPLETE (the rules' own fields; none for a blank document). */
export function missingGuests(
  documents: readonly GuestDocument[],
  lookup: MunicipalityLookup | null,
): MissingGuest[] {
  return documents.flatMap((doc, index) => {
    if (doc.status === 'COMPLETE') return [];
    const fields =
      isBlankDocument(doc) || !lookup ? [] : [...new Set(documentErrors(doc, lookup).map((e) => e.field))];
    return [{ number: index + 1, name: `${doc.name} ${doc.surname}`.trim(), fields }];
  });
}
