/**
 * The hotel page's address (PUBAPI): the home page's featured hotel cards link to
 * `{host}/hotel/{nameAlias or id}/{checkin}/{checkout}/{adults}/{boys}/{children}/{kids}` with
 * YYYYMMDD dates (`/it/hotel/…` on the Italian site). `/hotel/{nameAlias or id}` alone is the
 * page's canonical address: the same page with no stay chosen. Pure: used by the worker (which
 * serves the page only for these shapes) and by the page's script (which configures the widget).
 */

export type HotelPath = {
  /** '' for English, '/it' for Italian. */
  prefix: '' | '/it';
  /** The hotel's name alias or id, decoded. */
  hotel: string;
  /** The stay, when the address has one; dates as YYYY-MM-DD (the widget's format). */
  stay: {
    checkin: string;
    checkout: string;
    adults: number;
    boys: number;
    children: number;
    kids: number;
  } | null;
};

/** The widget's guest limits (widget/README.md Attributes). */
export const HOTEL_PATH_MAX_PEOPLE = 20;
const MAX_REF_LENGTH = 120;

const SHAPE =
  /^(\/it)?\/hotel\/([^/]+)(?:\/(\d{8})\/(\d{8})\/(\d{1,2})\/(\d{1,2})\/(\d{1,2})\/(\d{1,2}))?\/?$/;

/** YYYYMMDD → YYYY-MM-DD when it is a real calendar day, else null. */
export function compactDate(value: string): string | null {
  const iso = `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** A control character, or a slash that was encoded into the segment. */
function unsafe(character: string): boolean {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f || character === '/';
}

function decoded(segment: string): string | null {
  try {
    const value = decodeURIComponent(segment).trim();
    return value && value.length <= MAX_REF_LENGTH && ![...value].some(unsafe) ? value : null;
  } catch {
    return null;
  }
}

/** The hotel page's parts of `pathname`, or null when it is not a well-formed hotel address. */
export function parseHotelPath(pathname: string): HotelPath | null {
  const match = SHAPE.exec(pathname);
  if (!match) return null;
  const [, it, ref = '', checkinText, checkoutText, ...peopleText] = match;
  const hotel = decoded(ref);
  if (hotel === null) return null;
  const prefix = it ? '/it' : '';
  if (checkinText === undefined || checkoutText === undefined) return { prefix, hotel, stay: null };
  const checkin = compactDate(checkinText);
  const checkout = compactDate(checkoutText);
  if (checkin === null || checkout === null || checkout <= checkin) return null;
  const [adults = 0, boys = 0, children = 0, kids = 0] = peopleText.map(Number);
  if (adults < 1 || [adults, boys, children, kids].some((count) => count > HOTEL_PATH_MAX_PEOPLE))
    return null;
  return { prefix, hotel, stay: { checkin, checkout, adults, boys, children, kids } };
}

/** The canonical address of a hotel page: `{prefix}/hotel/{ref}`, without the stay. */
export function hotelCanonicalPath(path: Pick<HotelPath, 'prefix' | 'hotel'>, prefix = path.prefix): string {
  return `${prefix}/hotel/${encodeURIComponent(path.hotel)}`;
}
