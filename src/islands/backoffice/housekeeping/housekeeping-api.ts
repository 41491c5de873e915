/**
 * The housekeeping screen's calls to the secure API (src/contracts/secure/housekeeping.ts): the
 * list of a date, a status or note, an out-of-order period and its end, the stay-over setting.
 */
import type {
  HousekeepingResponse,
  HousekeepingRoomView,
  HousekeepingSettings,
  HousekeepingSettingsUpdate,
  OutOfOrderRequest,
  RoomStatusUpdate,
} from '../../../contracts/secure/housekeeping.ts';
import type { Language } from '../../../contracts/types.ts';
import { secureRequest } from '../app/request.ts';

const base = (hotelId: number) => `hotels/${hotelId}/housekeeping`;

export function loadHousekeeping(hotelId: number, date: string | null, language: Language) {
  return secureRequest<HousekeepingResponse>(base(hotelId), {
    query: { language, date: date ?? undefined },
    fallback: 'Error getting the housekeeping list',
  });
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
  return secureRequest<HousekeepingSettings>(`${base(hotelId)}/settings`, {
    fallback: 'Error getting the housekeeping settings',
  });
}

export function saveHousekeepingSettings(hotelId: number, body: HousekeepingSettingsUpdate) {
  return secureRequest<HousekeepingSettings>(`${base(hotelId)}/settings`, {
    method: 'PUT',
    body,
    fallback: 'Error saving the housekeeping settings',
  });
}
