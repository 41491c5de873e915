/**
 * The calls the home page's data sections make, over the site's one API client (browserApi):
 * plans, hotels, each hotel's best availability, shuffled reviews and the storage url (fetched
 * once and shared by the hotel covers and the review avatars). Tests pass their own HomeApi.
 */

import type { ApiClient } from '../../contracts/client/client.ts';
import { browserApi } from '../../scripts/browser-api.ts';

export type HomeApi = Pick<ApiClient, 'hotelPlans' | 'hotels' | 'shuffledReviews'> & {
  /** The storage url (gallery and avatar base); one call per page. */
  storageUrl(): Promise<string>;
  /** `GET hotels/bestav/{hotelId}/{checkin}/{checkout}` (YYYYMMDD); SITEERR local reject without them. */
  bestAvailability(hotelId: number, checkin: string, checkout: string): Promise<unknown>;
};

let api: HomeApi | undefined;

export function homeApi(): HomeApi {
  if (api) return api;
  const client = browserApi();
  let storage: Promise<string> | undefined;
  api = {
    hotelPlans: (query) => client.hotelPlans(query),
    hotels: (query) => client.hotels(query),
    shuffledReviews: (size) => client.shuffledReviews(size),
    storageUrl: () => {
      storage ??= client.storage().then(
        (config) => config.url,
        (error: unknown) => {
          storage = undefined; // a retry asks again
          throw error;
        },
      );
      return storage;
    },
    bestAvailability: (hotelId, checkin, checkout) =>
      hotelId && checkin && checkout
        ? client.bestAvailability(hotelId, checkin, checkout)
        : Promise.reject(new Error('HotelId/Checkin/Checkout not defined')),
  };
  return api;
}
