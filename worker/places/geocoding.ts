/**
 * A places provider for a configurable production geocoding service that speaks Nominatim's
 * JSON (OpenStreetMap Nominatim, LocationIQ and other Nominatim-compatible hosts) or Photon's
 * GeoJSON. Not exercised offline; the response mapping is unit-tested on canned responses.
 *
 * Requests (`baseUrl` without a trailing slash; `key=<apiKey>` is added when a key is given):
 * - Nominatim: `GET {baseUrl}/search?q=…&format=jsonv2&addressdetails=1&limit=8&accept-language=en`
 *   (+ `countrycodes=it`, + `featureType=city` for cities); details by
 *   `GET {baseUrl}/lookup?osm_ids=W123&format=jsonv2&addressdetails=1`.
 *   Expected answer: an array of
 *   `{ osm_type: 'node'|'way'|'relation', osm_id, lat, lon, name, display_name, address: { road,
 *   house_number, postcode, city|town|village|municipality, county, state, country, country_code,
 *   'ISO3166-2-lvl6' } }` (the `/lookup` answer has the same items).
 * - Photon (`flavour: 'photon'`): `GET {baseUrl}/api?q=…&limit=8&lang=en` (+ `layer=city` for
 *   cities); details are served from the suggestions already received.
 *   Expected answer: `{ type: 'FeatureCollection', features: [{ geometry: { coordinates: [lon, lat] },
 *   properties: { osm_type: 'N'|'W'|'R', osm_id, name, street, housenumber, postcode, city, county,
 *   state, country, countrycode } }] }`.
 *
 * Place ids are `N123`, `W123`, `R123` (OSM type and id). Italian provinces come from the
 * ISO 3166-2 code (IT-RM → RM); postcodes are kept when they have the 5 digits the address schema
 * accepts. The service gives no time zone: `timeZoneId` and `offset` stay empty.
 */
import type { AddressInfo, Language } from '../../src/contracts/types.ts';
import { ZIP } from '../../src/domain/formats.ts';
import {
  MAX_SUGGESTIONS,
  PLACES_FAILURE,
  type PlaceKind,
  PlacesError,
  type PlacesProvider,
  type Suggestion,
} from '../../src/domain/places.ts';

export type NominatimAddress = {
  road?: string;
  pedestrian?: string;
  footway?: string;
  square?: string;
  house_number?: string;
  postcode?: string;
  city?: string;
  town?: string;
  village?: string;
  municipality?: string;
  hamlet?: string;
  suburb?: string;
  county?: string;
  state?: string;
  country?: string;
  country_code?: string;
  'ISO3166-2-lvl6'?: string;
};

export type NominatimPlace = {
  osm_type: string;
  osm_id: number;
  lat: string;
  lon: string;
  name?: string;
  display_name: string;
  address?: NominatimAddress;
};

export type PhotonFeature = {
  geometry: { coordinates: [number, number] };
  properties: {
    osm_type: string;
    osm_id: number;
    name?: string;
    street?: string;
    housenumber?: string;
    postcode?: string;
    city?: string;
    county?: string;
    state?: string;
    country?: string;
    countrycode?: string;
  };
};

export type GeocodingOptions = {
  flavour?: 'nominatim' | 'photon';
  fetch?: typeof fetch;
  timeoutMs?: number;
};

const placeIdOf = (osmType: string, osmId: number) => `${osmType.charAt(0).toUpperCase()}${osmId}`;

function provinceOf(countryCode: string | undefined, iso: string | undefined): string | undefined {
  const match = /^IT-([A-Z]{2})$/.exec(iso ?? '');
  return countryCode?.toUpperCase() === 'IT' && match ? match[1] : undefined;
}

function compact(info: AddressInfo): AddressInfo {
  return Object.fromEntries(
    Object.entries(info).filter(([, value]) => value !== undefined && value !== ''),
  ) as AddressInfo;
}

/** Nominatim item → AddressInfo. */
export function nominatimToAddress(place: NominatimPlace): AddressInfo {
  const a = place.address ?? {};
  const street = a.road ?? a.pedestrian ?? a.square ?? a.footway;
  const city = a.city ?? a.town ?? a.village ?? a.municipality ?? a.hamlet;
  const number = a.house_number;
  return compact({
    address: street ? [street, number].filter(Boolean).join(' ') : undefined,
    street,
    number,
    zipcode: a.postcode && ZIP.test(a.postcode) ? a.postcode : undefined,
    city,
    district: a.suburb,
    province: provinceOf(a.country_code, a['ISO3166-2-lvl6']),
    region: a.state,
    country: a.country_code?.toUpperCase(),
    placeId: placeIdOf(place.osm_type, place.osm_id),
    geo: { type: 'Point', coordinates: [Number(place.lon), Number(place.lat)] },
    formatted_address: place.display_name,
    addressComplete: Boolean(street && number && city),
  });
}

/** Photon feature → AddressInfo. */
export function photonToAddress(feature: PhotonFeature): AddressInfo {
  const p = feature.properties;
  const [lon, lat] = feature.geometry.coordinates;
  const city = p.city ?? (p.street ? undefined : p.name);
  const line = p.street ? [p.street, p.housenumber].filter(Boolean).join(' ') : undefined;
  return compact({
    address: line,
    street: p.street,
    number: p.housenumber,
    zipcode: p.postcode && ZIP.test(p.postcode) ? p.postcode : undefined,
    city,
    region: p.state,
    country: p.countrycode?.toUpperCase(),
    placeId: placeIdOf(p.osm_type, p.osm_id),
    geo: { type: 'Point', coordinates: [lon, lat] },
    formatted_address: [line, [p.postcode, city].filter(Boolean).join(' '), p.country]
      .filter(Boolean)
      .join(', '),
    addressComplete: Boolean(p.street && p.housenumber && city),
  });
}

/** The suggestion line of an address: main text = street and number (or city), the rest after. */
export function toSuggestion(info: AddressInfo, kind: PlaceKind): Suggestion {
  const mainText =
    (kind === 'address' ? info.address : info.city) ?? info.city ?? info.formatted_address ?? '';
  const context = [
    kind === 'address' ? [info.zipcode, info.city].filter(Boolean).join(' ') : undefined,
    info.province,
    info.region,
    info.country,
  ].filter(Boolean);
  const secondaryText = context.join(', ');
  return {
    placeId: info.placeId ?? '',
    kind,
    mainText,
    secondaryText,
    description: secondaryText ? `${mainText}, ${secondaryText}` : mainText,
  };
}

/** Maps a service answer (Nominatim array or Photon FeatureCollection) to AddressInfos. */
export function parseGeocodingResponse(body: unknown): AddressInfo[] {
  if (Array.isArray(body)) return (body as NominatimPlace[]).map(nominatimToAddress);
  if (typeof body === 'object' && body !== null && Array.isArray((body as { features?: unknown }).features)) {
    return (body as { features: PhotonFeature[] }).features.map(photonToAddress);
  }
  throw new Error('Unexpected geocoding response');
}

export function geocodingPlacesProvider(
  baseUrl: string,
  apiKey?: string,
  options: GeocodingOptions = {},
): PlacesProvider {
  const flavour = options.flavour ?? 'nominatim';
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const cache = new Map<string, AddressInfo>();
  const root = baseUrl.replace(/\/+$/, '');

  async function call(
    path: string,
    params: Record<string, string | undefined>,
    failure: string,
    signal?: AbortSignal,
  ) {
    const url = new URL(`${root}${path}`);
    for (const [key, value] of Object.entries(params))
      if (value !== undefined) url.searchParams.set(key, value);
    if (apiKey) url.searchParams.set('key', apiKey);
    let response: Response;
    try {
      const timeout = AbortSignal.timeout(options.timeoutMs ?? 10_000);
      response = await doFetch(url, {
        headers: { Accept: 'application/json' },
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch {
      throw new PlacesError(failure);
    }
    if (!response.ok) throw new PlacesError(failure, response.status);
    try {
      return parseGeocodingResponse(await response.json());
    } catch {
      throw new PlacesError(failure, response.status);
    }
  }

  const lang = (language?: Language) => language ?? 'en';

  return {
    async suggest(query, { kind, language, country, signal }) {
      const failure = PLACES_FAILURE[kind];
      const infos =
        flavour === 'photon'
          ? await call(
              '/api',
              {
                q: query,
                limit: String(MAX_SUGGESTIONS),
                lang: lang(language),
                layer: kind === 'city' ? 'city' : undefined,
              },
              failure,
              signal,
            )
          : await call(
              '/search',
              {
                q: query,
                format: 'jsonv2',
                addressdetails: '1',
                limit: String(MAX_SUGGESTIONS),
                'accept-language': lang(language),
                countrycodes: country?.toLowerCase(),
                featureType: kind === 'city' ? 'city' : undefined,
              },
              failure,
              signal,
            );
      const filtered = infos.filter((info) => (country ? info.country === country.toUpperCase() : true));
      for (const info of filtered) if (info.placeId) cache.set(info.placeId, info);
      return filtered.filter((info) => info.placeId).map((info) => toSuggestion(info, kind));
    },
    async details(placeId, detailOptions) {
      const cached = cache.get(placeId);
      if (cached) return cached;
      if (flavour === 'photon') throw new PlacesError(PLACES_FAILURE.place, 404);
      const [info] = await call(
        '/lookup',
        {
          osm_ids: placeId,
          format: 'jsonv2',
          addressdetails: '1',
          'accept-language': lang(detailOptions?.language),
        },
        PLACES_FAILURE.place,
        detailOptions?.signal,
      );
      if (!info) throw new PlacesError(PLACES_FAILURE.place, 404);
      cache.set(placeId, info);
      return info;
    },
  };
}
