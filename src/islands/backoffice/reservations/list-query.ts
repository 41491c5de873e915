/**
 * The reservations list's filters as they live in the address bar (`/secure/reservations?q=…
 * &status=CANCELLED&source=BOOKING&from=…&to=…&sort=checkin,asc`): shareable, and the back button
 * returns to the previous filters. The shell's global search opens `/reservations?q=…`.
 * Unknown or malformed values are dropped, never sent to the API.
 */

import {
  DEFAULT_RESERVATION_SORT,
  RESERVATION_SEARCH_MAX_LENGTH,
  RESERVATION_SOURCES,
  type ReservationSourceCode,
} from '../../../contracts/secure/reservations.ts';
import { RESERVATION_STATUSES, type ReservationStatus } from '../../../domain/booking/types.ts';
import { STAY_STATES, type StayState } from '../../../domain/front-desk.ts';

export const SORT_OPTIONS = [
  'created,desc',
  'created,asc',
  'checkin,asc',
  'checkin,desc',
  'guest,asc',
  'guest,desc',
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export type ListFilters = {
  q: string;
  status: ReservationStatus[];
  /** The front desk's stay states (decision 047). */
  stay: StayState[];
  source: ReservationSourceCode[];
  /** 'YYYY-MM-DD' or ''. */
  from: string;
  to: string;
  sort: SortOption;
};

export const NO_FILTERS: ListFilters = {
  q: '',
  status: [],
  stay: [],
  source: [],
  from: '',
  to: '',
  sort: DEFAULT_RESERVATION_SORT as SortOption,
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function validDate(value: string | null): string {
  if (!value || !ISO_DATE.test(value)) return '';
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : '';
}

function pick<T extends string>(values: readonly string[], allowed: readonly T[]): T[] {
  // In the allowed order, each once: the same filters always make the same address.
  return allowed.filter((value) => values.includes(value));
}

/** The filters of an address's query (what is unknown or malformed is left out). */
export function filtersFromQuery(query: URLSearchParams): ListFilters {
  const sort = query.get('sort') ?? '';
  const from = validDate(query.get('from'));
  let to = validDate(query.get('to'));
  if (from && to && to < from) to = '';
  return {
    q: (query.get('q') ?? '').trim().slice(0, RESERVATION_SEARCH_MAX_LENGTH),
    status: pick(query.getAll('status'), RESERVATION_STATUSES),
    stay: pick(query.getAll('stay'), STAY_STATES),
    source: pick(query.getAll('source'), RESERVATION_SOURCES),
    from,
    to,
    sort: (SORT_OPTIONS as readonly string[]).includes(sort) ? (sort as SortOption) : NO_FILTERS.sort,
  };
}

/** The address query of `filters` (defaults left out: `?` alone is the unfiltered list). */
export function filtersToQuery(filters: ListFilters): string {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  for (const status of pick(filters.status, RESERVATION_STATUSES)) params.append('status', status);
  for (const stay of pick(filters.stay, STAY_STATES)) params.append('stay', stay);
  for (const source of pick(filters.source, RESERVATION_SOURCES)) params.append('source', source);
  if (validDate(filters.from)) params.set('from', filters.from);
  if (validDate(filters.to) && !(filters.from && filters.to < filters.from)) params.set('to', filters.to);
  if (filters.sort !== NO_FILTERS.sort) params.set('sort', filters.sort);
  return params.toString();
}

/** The API query of the list (its pages add `page` and `size`). */
export function apiQuery(filters: ListFilters): Record<string, string | readonly string[] | undefined> {
  return {
    sort: filters.sort,
    q: filters.q.trim() || undefined,
    status: filters.status.length > 0 ? filters.status : undefined,
    stay: filters.stay.length > 0 ? filters.stay : undefined,
    source: filters.source.length > 0 ? filters.source : undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
}

/** The export's query: the list's filters and sort, every page, in the screen's language. */
export function exportQuery(
  filters: ListFilters,
  language: string,
): Record<string, string | number | readonly string[] | undefined> {
  return { ...apiQuery(filters), language };
}

/** How many filters narrow the list (the search text and the sort aside). */
export function activeFilterCount(filters: ListFilters): number {
  return (
    filters.status.length +
    filters.stay.length +
    filters.source.length +
    (filters.from ? 1 : 0) +
    (filters.to ? 1 : 0)
  );
}

/**
 * The reservation a search names exactly: a search (the shell's or the list's) that is a whole
 * code, with no other filter, and finds that one reservation opens it instead of a list of one.
 * Null otherwise (a part of a code, a name, several matches).
 */
export function exactCodeMatch(
  filters: ListFilters,
  found: { items: readonly { code: string }[]; total: number | null },
): string | null {
  const q = filters.q.trim().toUpperCase();
  const onlySearch =
    !filters.status.length && !filters.stay.length && !filters.source.length && !filters.from && !filters.to;
  if (!q || !onlySearch || found.total !== 1 || found.items.length !== 1) return null;
  const [only] = found.items;
  return only && only.code.toUpperCase() === q ? only.code : null;
}
