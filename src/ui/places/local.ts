/**
 * The local places provider: our worker's `/api/rs/public/places` routes, which search the
 * Italian municipalities and European cities shipped in `worker/places/` (see its README).
 */

import { ApiRequestError, createHttp, instanceId } from '../../contracts/client/http.ts';
import type { AddressInfo } from '../../contracts/types.ts';
import { PLACES_FAILURE, PlacesError, type PlacesProvider, type Suggestion } from '../../domain/places.ts';

export type LocalPlacesOptions = {
  /** Origin of the API; empty (default) for same-origin calls. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Instance identifier header; a per-tab id from sessionStorage by default. */
  instanceId?: string;
};

function toPlacesError(error: unknown, fallback: string): PlacesError {
  if (error instanceof ApiRequestError) return new PlacesError(fallback, error.status);
  return new PlacesError(fallback);
}

export function localPlacesProvider(options: LocalPlacesOptions = {}): PlacesProvider {
  const storage = typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  const request = createHttp({
    baseUrl: options.baseUrl ?? '',
    instanceId: options.instanceId ?? instanceId(storage),
    fetch: options.fetch,
    timeoutMs: 10_000,
  });
  return {
    async suggest(query, { kind, language, country }) {
      const fallback = PLACES_FAILURE[kind];
      try {
        return await request<Suggestion[]>('places/suggest', {
          query: { q: query, kind, language, country },
          fallback,
        });
      } catch (error) {
        throw toPlacesError(error, fallback);
      }
    },
    async details(placeId, detailOptions) {
      try {
        return await request<AddressInfo>(`places/${encodeURIComponent(placeId)}`, {
          query: { language: detailOptions?.language },
          fallback: PLACES_FAILURE.place,
        });
      } catch (error) {
        throw toPlacesError(error, PLACES_FAILURE.place);
      }
    },
  };
}
