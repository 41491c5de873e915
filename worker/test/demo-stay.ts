import { SELF } from 'cloudflare:test';
import type { BookingCalendar, BookingSearch } from '../../src/contracts/booking-types.ts';
import { addDays } from '../../src/domain/booking/dates.ts';
import type { IsoDate } from '../../src/domain/booking/types.ts';

const API = 'https://itaca.test/api/rs/public';

async function getJson<T>(path: string): Promise<T> {
  const response = await SELF.fetch(`${API}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * The first stay of `nights` nights arriving on or after `from` that the public search sells at a
 * demo hotel (for two adults) and that `fits`: the demo data's calendar (its minimum stays over New
 * Year, its closings, its sold-out nights) decides the dates, never a test's guess of them. Arrivals
 * the calendar already rules out are skipped; each other is searched. Throws when nothing in the
 * next 90 days fits.
 */
export async function demoStay(
  hotel: string | number,
  from: IsoDate,
  nights: number,
  fits: (search: BookingSearch) => boolean = (search) => search.results.length > 0,
): Promise<BookingSearch> {
  const to = addDays(from, 90 + nights);
  const calendar = await getJson<BookingCalendar>(`/booking/hotels/${hotel}/calendar?from=${from}&to=${to}`);
  const days = new Map(calendar.days.map((day) => [day.date, day]));
  for (let offset = 0; offset < 90; offset++) {
    const checkin = addDays(from, offset);
    const checkout = addDays(checkin, nights);
    const arrival = days.get(checkin);
    if (!arrival?.available || arrival.closedToArrival || (arrival.minLOS ?? 1) > nights) continue;
    if (days.get(checkout)?.closedToDeparture) continue;
    const search = await getJson<BookingSearch>(
      `/booking/hotels/${hotel}/search?checkin=${checkin}&checkout=${checkout}`,
    );
    if (fits(search)) return search;
  }
  throw new Error(`no ${nights}-night stay at hotel ${hotel} from ${from} in 90 days fits`);
}
