/** How the planning names a room and a stay (guest, confirmation code, source and its colour). */
import type { PlanningStay } from '../../../contracts/secure/planning.ts';
import type { StayDescription } from './PlanningDialogs.tsx';
import { barColours } from './planning-layout.ts';
import type { PlanningStore } from './planning-store.ts';

export function roomName(store: PlanningStore, roomId: number): string {
  return store.structure.peek()?.rooms.find((room) => room.id === roomId)?.name ?? String(roomId);
}

export function describeStay(store: PlanningStore, stay: PlanningStay): StayDescription {
  const reservation = store.reservations.get(stay.reservationCode);
  return {
    guest: reservation
      ? `${reservation.guest.surname} ${reservation.guest.name}`.trim()
      : stay.reservationCode,
    code: reservation?.serial ?? stay.reservationCode,
    source: reservation?.source ?? '',
    colour: barColours(store.sourceColour(reservation?.source)).background,
  };
}
