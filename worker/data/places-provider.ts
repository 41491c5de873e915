import { type PlaceKind, PlacesError, type Suggestion } from '../../src/domain/places.ts';
import type { AddressInfo, Language } from '../../src/domain/types.ts';
import type { Bindings } from '../env.ts';
import { geocodingPlacesProvider } from '../places/geocoding.ts';
import { placeDetails, suggestPlaces } from './places.ts';

/**
 * Where the places routes get their answers: the places shipped in worker/places/ (local runs,
 * CI, and deployments without a geocoding service), or the geocoding service configured with
 * GEOCODING_URL (Nominatim- or Photon-compatible, see worker/places/geocoding.ts), called from the
 * worker so that its key never reaches the browser and the site's CSP keeps `connect-src 'self'`.
 * Both answer in the same shapes, so the autocompletes cannot tell them apart.
 */
export type PlacesSource = {
  /** Rejects with a `PlacesError` when the service fails. */
  suggest(
    query: string,
    options: { kind: PlaceKind; language: Language; country?: string },
  ): Promise<Suggestion[]>;
  /** null when there is no such place; rejects with a `PlacesError` when the service fails. */
  details(placeId: string, language: Language): Promise<AddressInfo | null>;
};

const localPlaces: PlacesSource = {
  suggest: async (query, options) => suggestPlaces(query, options),
  details: async (placeId, language) => placeDetails(placeId, language),
};

/** One provider per configuration and isolate: it keeps the details of the suggestions it gave. */
const remote = new Map<string, PlacesSource>();

export function placesSource(
  env: Pick<Bindings, 'GEOCODING_URL' | 'GEOCODING_FLAVOUR' | 'GEOCODING_API_KEY'>,
): PlacesSource {
  const url = env.GEOCODING_URL?.trim();
  if (!url) return localPlaces;
  const flavour = env.GEOCODING_FLAVOUR === 'photon' ? 'photon' : 'nominatim';
  const key = `${flavour} ${url} ${env.GEOCODING_API_KEY ?? ''}`;
  let source = remote.get(key);
  if (!source) {
    const provider = geocodingPlacesProvider(url, env.GEOCODING_API_KEY || undefined, {
      flavour,
      // An autocomplete that waits longer than this is no help: the field says the lookup failed.
      timeoutMs: 5_000,
    });
    source = {
      suggest: (query, options) => provider.suggest(query, options),
      details: async (placeId, language) => {
        try {
          return await provider.details(placeId, { language });
        } catch (error) {
          // The service knows no such place: the same answer as for an unknown local id.
          if (error instanceof PlacesError && error.status === 404) return null;
          throw error;
        }
      },
    };
    remote.set(key, source);
  }
  return source;
}
