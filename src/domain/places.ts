/**
 * The places provider interface (PUBAPI "a places service supplies address suggestions,
 * place details and text search"; PROPAPI-4 maps service). The address and city autocompletes
 * talk to a `PlacesProvider`; the site ships two implementations in `src/ui/places/`: the local
 * one (our worker's `/api/rs/public/places` routes over the data in `worker/places/`) and one
 * for a configurable Nominatim/Photon-compatible geocoding service. Pure types, no I/O.
 */
import type { AddressInfo, Language } from './types.ts';

export type PlaceKind = 'address' | 'city';

export const PLACE_KINDS = ['address', 'city'] as const satisfies readonly PlaceKind[];

/** Query length bounds of a suggestion request (SITELIM-6: autocomplete minimum length 3). */
export const PLACE_QUERY_MIN_LENGTH = 3;
export const PLACE_QUERY_MAX_LENGTH = 100;

/** At most this many suggestions are returned. */
export const MAX_SUGGESTIONS = 8;

export type SuggestOptions = {
  kind: PlaceKind;
  language: Language;
  /** ISO 3166-1 alpha-2 code restricting the results (PROPAPI-4: predictions restricted by country). */
  country?: string;
  /** Aborts the request when the user has typed on. */
  signal?: AbortSignal;
};

/** One entry of the suggestion list. */
export type Suggestion = {
  /** Opaque id for `details` (the local provider: `it:058091`, `gn:2867714`, `addr:…`). */
  placeId: string;
  kind: PlaceKind;
  /** The main line (`Via del Corso 12` or `Roma`). */
  mainText: string;
  /** The context line (`Roma RM, Lazio, Italy`). */
  secondaryText: string;
  /** Both lines in one string, for the input once chosen and for screen readers. */
  description: string;
  /**
   * The street is the one typed, placed in a town the service knows, not checked against a
   * street map (the local provider has no streets): the option says so.
   */
  asTyped?: boolean;
};

/**
 * Failure texts of PROPERR ("Maps errors"): a failed lookup rejects with a `PlacesError`
 * carrying one of these, followed by the HTTP status when there is one.
 */
export const PLACES_FAILURE = {
  city: 'Error getting cities',
  address: 'Error getting addresses',
  place: 'Error getting place',
} as const;

export class PlacesError extends Error {
  readonly status: number;

  constructor(message: string, status = 0) {
    super(status ? `${message} ${status}` : message);
    this.name = 'PlacesError';
    this.status = status;
  }
}

export interface PlacesProvider {
  /** Suggestions for the typed text; [] when nothing matches. Rejects with a `PlacesError`. */
  suggest(query: string, options: SuggestOptions): Promise<Suggestion[]>;
  /** The full address of a suggestion. Rejects with a `PlacesError`. */
  details(placeId: string, options?: { language?: Language; signal?: AbortSignal }): Promise<AddressInfo>;
}
