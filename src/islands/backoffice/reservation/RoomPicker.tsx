/** The room picker of a change dialog on a reservation of several rooms (nothing for one room). */
import type { StaffReservationRoomView, StaffReservationView } from '../../../contracts/booking-types.ts';
import type { Language } from '../../../contracts/types.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { roomLabel } from './change-texts.ts';
import { DialogField } from './DialogField.tsx';

export function RoomPicker({
  view,
  roomId,
  language,
  t,
  hint,
  onPick,
}: {
  view: StaffReservationView;
  roomId: number;
  language: Language;
  t: Translate;
  hint: string;
  onPick: (room: StaffReservationRoomView) => void;
}) {
  if (view.rooms.length < 2) return null;
  return (
    <DialogField label={t('bo.change.room')} hint={hint}>
      {(field) => (
        <select
          {...field}
          value={roomId}
          onChange={(e) => {
            const room = view.rooms.find((candidate) => candidate.id === Number(e.target.value));
            if (room) onPick(room);
          }}
        >
          {view.rooms.map((room, index) => (
            <option key={room.id} value={room.id}>
              {roomLabel(room, index + 1, language, t)}
            </option>
          ))}
        </select>
      )}
    </DialogField>
  );
}
