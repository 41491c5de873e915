/**
 * The housekeeping screen's calls to the secure API (src/contracts/secure/housekeeping.ts): the
 * list of a date, a status or note, an out-of-order period and its end, the stay-over setting.
 */

import { housekeepingEndpoints } from '../../../contracts/endpoints/housekeeping.ts';
import type {
  HousekeepingRoomView,
  HousekeepingSettingsUpdate,
  OutOfOrderRequest,
  RoomStatusUpdate,
} from '../../../contracts/secure/housekeeping.ts';
import type { Language } from '../../../contracts/types.ts';
import { secureApi, secureRequest } from '../app/request.ts';

/**
 * The three writes below read the screen's `language` from the query outside their schemas (the
 * answer's texts), so the endpoint tables cannot express them yet: they stay string calls.
 */
const base = (hotelId: number) => `hotels/${hotelId}/housekeeping`;

export function loadHousekeeping(hotelId: number, date: string | null, language: Language) {
  return secureApi(
    housekeepingEndpoints.getHousekeeping,
    { params: { hotelId }, query: { language, date: date ?? undefined } },
    { fallback: 'Error getting the housekeeping list' },
  );
}

export function setRoomStatus(hotelId: number, roomId: number, body: RoomStatusUpdate, language: Language) {
  return secureRequest<HousekeepingRoomView>(`${base(hotelId)}/rooms/${roomId}`, {
    method: 'PUT',
    query: { language },
    body,
    fallback: 'Error saving the room',
  });
}

export function putOutOfOrder(hotelId: number, roomId: number, body: OutOfOrderRequest, language: Language) {
  return secureRequest<HousekeepingRoomView>(`${base(hotelId)}/rooms/${roomId}/out-of-order`, {
    method: 'PUT',
    query: { language },
    body,
    fallback: 'Error putting the room out of order',
  });
}

export function endOutOfOrder(hotelId: number, roomId: number, version: number, language: Language) {
  return secureRequest<HousekeepingRoomView>(`${base(hotelId)}/rooms/${roomId}/out-of-order`, {
    method: 'DELETE',
    query: { version, language },
    fallback: 'Error putting the room back in service',
  });
}

export function loadHousekeepingSettings(hotelId: number) {
  return secureApi(
    housekeepingEndpoints.getHousekeepingSettings,
    { params: { hotelId } },
    { fallback: 'Error getting the housekeeping settings' },
  );
}

export function saveHousekeepingSettings(hotelId: number, body: HousekeepingSettingsUpdate) {
  return secureApi(
    housekeepingEndpoints.setHousekeepingSettings,
    { params: { hotelId }, body },
    { fallback: 'Error saving the housekeeping settings' },
  );
}
