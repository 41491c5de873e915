/**
 * The local places service: Italian municipalities and European cities shipped in
 * `worker/places/` (sources and licences in its README), searched in memory.
 *
 * - The data is parsed and indexed once per isolate, on the first request.
 * - Cities: the normalised query (lowercase, accents and punctuation dropped) must be a prefix
 *   of the name, of its alias (the English name: Rome, Munich) or of one of their words
 *   ('giov' finds San Giovanni Rotondo). Whole-name matches come first, then by population.
 * - Addresses: no street data exists offline. The text after the last comma names the city
 *   ("Via del Corso 12, Roma"); without a comma, the last one to three words must be a whole
 *   city name and the rest at least two words or a street number ("Via del Corso 12 Roma").
 *   Each matching city gives one suggestion (`asTyped`): the typed street and number in that city,
 *   with the city's coordinates; a town named whole after a comma offers only towns of that name.
 *   `addressComplete` is true only when a street number was typed.
 */

import { MAX_SUGGESTIONS, type PlaceKind, type Suggestion } from '../../src/domain/places.ts';
import type { AddressInfo, Language } from '../../src/domain/types.ts';
import europeData from '../places/europe.json' with { type: 'json' };
import italyData from '../places/italy.json' with { type: 'json' };

type Row = ReadonlyArray<string | number | null>;
type ItalyFile = { regions: string[]; rows: Row[] };
type EuropeFile = { regions: string[]; timeZones: string[]; rows: Row[] };

export type Place = {
  /** `it:<ISTAT code>` or `gn:<GeoNames id>`. */
  id: string;
  name: string;
  /** Another name the place is searched by (English exonym or local name); '' when none. */
  alias: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** Italian car-plate province code (RM), when Italian. */
  province?: string;
  region?: string;
  population: number;
  /** [longitude, latitude], when known. */
  coordinates: [number, number] | null;
  timeZone: string;
  /** Normalised name and alias, and their words. */
  keys: string[];
  words: string[];
};

type Index = { places: Place[]; byId: Map<string, Place> };

let index: Index | undefined;

/** Lowercase, accents stripped, every run of non-letters/digits turned into one space, trimmed. */
export function normalizePlaceText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const str = (value: string | number | null | undefined) => (typeof value === 'string' ? value : '');
const num = (value: string | number | null | undefined) => (typeof value === 'number' ? value : null);

function keysOf(name: string, alias: string): { keys: string[]; words: string[] } {
  const keys = [...new Set([name, alias].filter(Boolean).map(normalizePlaceText))];
  const words = [...new Set(keys.flatMap((key) => key.split(' ').slice(1)))];
  return { keys, words };
}

function coordinates(lat: number | null, lng: number | null): [number, number] | null {
  return lat === null || lng === null ? null : [lng, lat];
}

function build(): Index {
  const places: Place[] = [];
  const italy = italyData as unknown as ItalyFile;
  for (const row of italy.rows) {
    const name = str(row[1]);
    const alias = str(row[2]);
    places.push({
      id: `it:${str(row[0])}`,
      name,
      alias,
      country: 'IT',
      province: str(row[3]) || undefined,
      region: italy.regions[num(row[4]) ?? -1],
      population: num(row[5]) ?? 0,
      coordinates: coordinates(num(row[6]), num(row[7])),
      timeZone: 'Europe/Rome',
      ...keysOf(name, alias),
    });
  }
  const europe = europeData as unknown as EuropeFile;
  for (const row of europe.rows) {
    const name = str(row[1]);
    const alias = str(row[2]);
    places.push({
      id: `gn:${num(row[0]) ?? 0}`,
      name,
      alias,
      country: str(row[3]),
      region: europe.regions[num(row[4]) ?? -1],
      population: num(row[5]) ?? 0,
      coordinates: coordinates(num(row[6]), num(row[7])),
      timeZone: europe.timeZones[num(row[8]) ?? 0] ?? 'UTC',
      ...keysOf(name, alias),
    });
  }
  places.sort((a, b) => b.population - a.population);
  return { places, byId: new Map(places.map((place) => [place.id, place])) };
}

function getIndex(): Index {
  index ??= build();
  return index;
}

type CityMatch = { place: Place; score: number; viaAlias: boolean };

/**
 * Cities whose name, alias or one of their words starts with `query`, best first: 0 = whole
 * name, 1 = word of the name; population order within a score. `exact` keeps whole names only.
 */
export function matchCities(
  query: string,
  options: { country?: string; limit?: number; exact?: boolean } = {},
) {
  const q = normalizePlaceText(query);
  const limit = options.limit ?? MAX_SUGGESTIONS;
  if (!q) return [];
  const matches: CityMatch[] = [];
  for (const place of getIndex().places) {
    if (options.country && place.country !== options.country) continue;
    let score = -1;
    let viaAlias = false;
    for (const [i, key] of place.keys.entries()) {
      if (options.exact ? key === q : key.startsWith(q)) {
        score = 0;
        viaAlias = i > 0 && !(place.keys[0] ?? '').startsWith(q);
        break;
      }
    }
    if (score < 0 && !options.exact && place.words.some((word) => word.startsWith(q))) score = 1;
    if (score >= 0) matches.push({ place, score, viaAlias });
  }
  // Stable sort: population order (the index order) within a score.
  return matches.sort((a, b) => a.score - b.score).slice(0, limit);
}

export function countryName(country: string, language: Language): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

/** `Roma RM` / `München`. */
function cityLabel(place: Place): string {
  return place.province ? `${place.name} ${place.province}` : place.name;
}

function citySuggestion(match: CityMatch, language: Language): Suggestion {
  const { place } = match;
  const mainText = match.viaAlias && place.alias ? `${place.name} (${place.alias})` : place.name;
  const context = [place.province, place.region, countryName(place.country, language)].filter(Boolean);
  const secondaryText = context.join(', ');
  return {
    placeId: place.id,
    kind: 'city',
    mainText,
    secondaryText,
    description: `${mainText}, ${secondaryText}`,
  };
}

export type StreetInput = { street: string; number?: string };

const STREET_NUMBER = /^\d{1,5}[A-Za-z]?(?:\/[A-Za-z0-9]{1,4})?$/;

/** Splits "Via del Corso 12" into street and number; the street keeps the user's spelling. */
export function parseStreet(text: string): StreetInput | null {
  const tokens = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const last = tokens.at(-1);
  if (last && tokens.length > 1 && STREET_NUMBER.test(last)) {
    return { street: tokens.slice(0, -1).join(' '), number: last };
  }
  const street = tokens.join(' ');
  return /\p{L}/u.test(street) && street.length >= 2 ? { street } : null;
}

/** "Via del Corso 12, Roma" or "Via del Corso, 12, Roma" → the street part and the city part. */
export function splitAddressQuery(query: string): Array<{ street: StreetInput; city: string }> {
  const text = query.replace(/\s+/g, ' ').trim();
  const comma = text.lastIndexOf(',');
  if (comma >= 0) {
    const city = text.slice(comma + 1).trim();
    // "Via del Corso, 12, Roma": a part made of the number alone joins the street.
    const streetText = text
      .slice(0, comma)
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' ');
    const street = parseStreet(streetText);
    return street && city ? [{ street, city }] : [];
  }
  const words = text.split(' ');
  const options: Array<{ street: StreetInput; city: string }> = [];
  for (let take = Math.min(3, words.length - 1); take >= 1; take--) {
    const street = parseStreet(words.slice(0, -take).join(' '));
    if (!street || (street.number === undefined && street.street.split(' ').length < 2)) continue;
    options.push({ street, city: words.slice(-take).join(' ') });
  }
  return options;
}

function addressPlaceId(place: Place, street: StreetInput): string {
  return `addr:${place.id}:${street.number ?? ''}:${street.street}`;
}

function addressText(street: StreetInput): string {
  return street.number ? `${street.street} ${street.number}` : street.street;
}

function addressSuggestions(query: string, language: Language, country?: string): Suggestion[] {
  const suggestions: Suggestion[] = [];
  for (const { street, city } of splitAddressQuery(query)) {
    // After a comma the town may still be being typed ("Via del Corso 12, Ro"); once it names a
    // town whole, only towns of that name are offered, not every town it begins (CONSIST:
    // "Via del Corso 12, Roman, Romania" for "…, Roma").
    const whole = matchCities(city, { country, exact: true, limit: MAX_SUGGESTIONS });
    const exact = !query.includes(',') || whole.length > 0;
    const towns = exact ? whole : matchCities(city, { country, limit: MAX_SUGGESTIONS });
    for (const { place } of towns) {
      const mainText = addressText(street);
      const secondaryText = `${cityLabel(place)}, ${countryName(place.country, language)}`;
      suggestions.push({
        placeId: addressPlaceId(place, street),
        kind: 'address',
        mainText,
        secondaryText,
        description: `${mainText}, ${secondaryText}`,
        asTyped: true,
      });
    }
    if (suggestions.length > 0) break; // the longest city name that matches wins
  }
  return suggestions.slice(0, MAX_SUGGESTIONS);
}

export function suggestPlaces(
  query: string,
  options: { kind: PlaceKind; language: Language; country?: string },
): Suggestion[] {
  if (options.kind === 'address') return addressSuggestions(query, options.language, options.country);
  return matchCities(query, { country: options.country }).map((match) =>
    citySuggestion(match, options.language),
  );
}

/** The UTC offset in minutes of a time zone at an instant (Europe/Rome in July: 120). */
export function utcOffsetMinutes(timeZone: string, at: Date): number {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(part ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

function cityInfo(place: Place, language: Language, now: Date): AddressInfo {
  const info: AddressInfo = {
    city: place.name,
    country: place.country,
    placeId: place.id,
    timeZoneId: place.timeZone,
    offset: utcOffsetMinutes(place.timeZone, now),
    formatted_address: `${cityLabel(place)}, ${countryName(place.country, language)}`,
    addressComplete: false,
  };
  if (place.province) info.province = place.province;
  if (place.region) info.region = place.region;
  if (place.coordinates) info.geo = { type: 'Point', coordinates: place.coordinates };
  return info;
}

const ADDRESS_ID = /^addr:((?:it|gn):\d+):([^:]{0,20}):(.+)$/;

/** The AddressInfo of a place id, or null when the id names nothing. */
export function placeDetails(placeId: string, language: Language, now = new Date()): AddressInfo | null {
  const { byId } = getIndex();
  const address = ADDRESS_ID.exec(placeId);
  if (address) {
    const place = byId.get(address[1] ?? '');
    const streetText = (address[3] ?? '').trim();
    const number = address[2] || undefined;
    if (!place || !/\p{L}/u.test(streetText) || streetText.length > 200) return null;
    if (number !== undefined && !STREET_NUMBER.test(number)) return null;
    const street: StreetInput = number ? { street: streetText, number } : { street: streetText };
    const city = cityInfo(place, language, now);
    const line = addressText(street);
    return {
      ...city,
      address: line,
      street: street.street,
      ...(number ? { number } : {}),
      placeId,
      formatted_address: `${line}, ${city.formatted_address}`,
      addressComplete: number !== undefined,
    };
  }
  const place = byId.get(placeId);
  return place ? cityInfo(place, language, now) : null;
}
