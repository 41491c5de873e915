/**
 * The housekeeping screen's calls to the secure API (src/contracts/secure/housekeeping.ts): the
 * list of a date, a status or note, an out-of-order period and its end, the stay-over setting.
 */

import { housekeepingEndpoints } from '../../../contracts/routes/housekeeping.ts';
import type {
  HousekeepingSettingsUpdate,
  OutOfOrderRequest,
  RoomStatusUpdate,
} from '../../../contracts/secure/housekeeping.ts';
import type { Language } from '../../../contracts/types.ts';
import { secureApi } from '../app/request.ts';

export function loadHousekeeping(hotelId: number, date: string | null, language: Language) {
  return secureApi(
    housekeepingEndpoints.getHousekeeping,
    { params: { hotelId }, query: { language, date: date ?? undefined } },
    { fallback: 'Error getting the housekeeping list' },
  );
}

export function setRoomStatus(hotelId: number, roomId: number, body: RoomStatusUpdate, language: Language) {
  // The answer's texts (the room type's name) in the list's language.
  return secureApi(
    housekeepingEndpoints.setRoomHousekeepingStatus,
    { params: { hotelId, roomId }, query: { language }, body },
    { fallback: 'Error saving the room' },
  );
}

export function putOutOfOrder(hotelId: number, roomId: number, body: OutOfOrderRequest, language: Language) {
  return secureApi(
    housekeepingEndpoints.putRoomOutOfOrder,
    { params: { hotelId, roomId }, query: { language }, body },
    { fallback: 'Error putting the room out of order' },
  );
}

export function endOutOfOrder(hotelId: number, roomId: number, version: number, language: Language) {
  return secureApi(
    housekeepingEndpoints.endRoomOutOfOrder,
    { params: { hotelId, roomId }, query: { version, language } },
    { fallback: 'Error putting the room back in service' },
  );
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
