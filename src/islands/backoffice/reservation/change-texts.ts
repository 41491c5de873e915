/** What the change dialogs say: a refusal in the screen's language, a room of the reservation by name. */
import type { StaffReservationRoomView } from '../../../contracts/booking-types.ts';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import type { Language } from '../../../contracts/types.ts';
import { AGE_BANDS } from '../../../domain/booking/types.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { timeoutMessage } from '../../shared/request-error.ts';

/** Conflicts of a change said in the screen's language (the engine's own codes are shared ones). */
const CONFLICTS: Readonly<Record<string, string>> = {
  'error.reservation.changed': 'bo.change.conflict.changed',
  'error.reservation.not.confirmed': 'bo.change.conflict.not.confirmed',
  'error.stay.sold.out': 'bo.change.conflict.sold.out',
};

/** A refused change or price: the first error the screen can say, else the server's message. */
export function changeFailureText(failure: unknown, t: Translate): string {
  if (failure instanceof ApiRequestError) {
    for (const error of failure.errors) {
      const key = CONFLICTS[error.code] ?? error.code;
      if (t.has(key)) return t.text(key);
    }
    return failure.message;
  }
  return timeoutMessage(failure, t) ?? (failure instanceof Error ? failure.message : String(failure));
}

export const localName = (value: { name: Record<string, string>; nameKey: string }, language: Language) =>
  value.name[language] ?? value.name.en ?? value.nameKey;

/** 'Room 2 · Double · Adults: 2, Children: 1': how the picker names a room of the reservation. */
export function roomLabel(
  room: StaffReservationRoomView,
  number: number,
  language: Language,
  t: Translate,
): string {
  return t.text('bo.change.room.option', {
    number,
    type: localName(room.roomType, language),
    people: AGE_BANDS.filter((band) => room.people[band] > 0)
      .map((band) => t.text(`bo.reservation.people.${band}`, { count: room.people[band] }))
      .join(', '),
  });
}
