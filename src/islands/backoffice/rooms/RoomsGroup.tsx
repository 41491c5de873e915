/**
 * One room type's rooms on the rooms screen: its heading (off sale said) and its rooms as a
 * table (number, floor, notes, in service) with edit and delete on each row.
 */
import type { RoomTypeView } from '../../../contracts/secure/room-types.ts';
import type { RoomView } from '../../../contracts/secure/rooms.ts';
import type { Language } from '../../../contracts/types.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { EditDeleteCell, ListHead } from '../app/RowControls.tsx';
import { roomTypeName } from './room-type-text.ts';

const byNumber = (a: RoomView, b: RoomView) => a.number.localeCompare(b.number, undefined, { numeric: true });

type Props = {
  type: RoomTypeView;
  /** Every room of the hotel; the group shows its type's, by number. */
  rooms: readonly RoomView[];
  language: Language;
  t: Translate;
  onEdit: (room: RoomView) => void;
  onRemove: (room: RoomView) => void;
};

export function RoomsGroup({ type, rooms, language, t, onEdit, onRemove }: Props) {
  const typeName = roomTypeName(type, language);
  const own = rooms.filter((room) => room.roomTypeId === type.id).sort(byNumber);
  const headingId = `bo-rooms-type-${type.id}`;
  return (
    <section className="bo-rooms__group" aria-labelledby={headingId}>
      <h2 id={headingId} className="bo-rooms__group-title">
        {typeName}
        {type.enabled ? null : <span className="bo-list__detail"> {t('bo.roomtypes.off')}</span>}
      </h2>
      {own.length === 0 ? (
        <p className="bo-list__empty">{t('bo.rooms.type.empty')}</p>
      ) : (
        <table className="bo-list__table bo-rooms__table">
          <ListHead
            caption={t('bo.rooms.caption', { type: typeName })}
            columns={[
              t('bo.rooms.col.number'),
              t('bo.rooms.col.floor'),
              t('bo.rooms.col.notes'),
              t('bo.rooms.col.enabled'),
            ]}
            actions={t('bo.rooms.col.actions')}
          />
          <tbody>
            {own.map((room) => {
              const name = t('bo.rooms.named', { number: room.number });
              return (
                <tr key={room.id} className={room.enabled ? undefined : 'bo-list__row--off'}>
                  <th scope="row" data-label={t('bo.rooms.col.number')}>
                    <span className="bo-list__name">{room.number}</span>
                  </th>
                  <td data-label={t('bo.rooms.col.floor')}>{room.floor ?? '—'}</td>
                  <td
                    data-label={t('bo.rooms.col.notes')}
                    className={room.notes ? 'bo-rooms__notes' : 'bo-rooms__cell--empty'}
                  >
                    {room.notes ?? ''}
                  </td>
                  <td data-label={t('bo.rooms.col.enabled')}>
                    {t(room.enabled ? 'bo.rooms.in.service' : 'bo.rooms.out.of.service')}
                  </td>
                  <EditDeleteCell
                    name={name}
                    t={t}
                    onEdit={() => onEdit(room)}
                    onRemove={() => onRemove(room)}
                  />
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
