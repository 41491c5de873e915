/**
 * The room types as a table (name, category, occupancy, rooms, photos, on sale) with each row's
 * controls: the photos dialog, the on-sale switch, edit and delete.
 */
import type { RoomTypeView } from '../../../contracts/secure/room-types.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { EditDeleteCell, ListHead, SwitchCell, type SwitchListProps } from '../app/RowControls.tsx';
import { BANDS } from './RoomTypeEditor.tsx';
import { roomTypeName } from './room-type-text.ts';

type Props = SwitchListProps<RoomTypeView> & {
  roomTypes: readonly RoomTypeView[];
  onPhotos: (type: RoomTypeView) => void;
};

/** "Adults 2 · Children 1": the bands a type takes (adults always). */
function occupancyText(type: RoomTypeView, t: Translate): string {
  return BANDS.filter((band) => band === 'adults' || type.occupancy[band] > 0)
    .map((band) => `${t(`bo.property.band.${band}`)} ${type.occupancy[band]}`)
    .join(' · ');
}

export function RoomTypesTable({ roomTypes, hotelName, language, t, toggling, ...on }: Props) {
  return (
    <table className="bo-list__table">
      <ListHead
        caption={t('bo.roomtypes.caption', { hotel: hotelName })}
        columns={[
          t('bo.roomtypes.col.name'),
          t('bo.roomtypes.col.category'),
          t('bo.roomtypes.col.occupancy'),
          t('bo.roomtypes.col.rooms'),
          t('bo.roomtypes.col.photos'),
          t('bo.roomtypes.col.enabled'),
        ]}
        actions={t('bo.rooms.col.actions')}
      />
      <tbody>
        {roomTypes.map((type) => {
          const name = roomTypeName(type, language);
          return (
            <tr key={type.id} className={type.enabled ? undefined : 'bo-list__row--off'}>
              <th scope="row" data-label={t('bo.roomtypes.col.name')}>
                <span className="bo-list__name">{name}</span>
                {type.sizeSqm ? (
                  <span className="bo-list__detail">{t('bo.roomtypes.size', { size: type.sizeSqm })}</span>
                ) : null}
              </th>
              <td data-label={t('bo.roomtypes.col.category')}>
                {t.text(`widget.results.category.${type.category}`)}
              </td>
              <td data-label={t('bo.roomtypes.col.occupancy')}>
                {t('bo.roomtypes.total', { count: type.occupancy.total })}
                <span className="bo-list__detail">{occupancyText(type, t)}</span>
              </td>
              <td data-label={t('bo.roomtypes.col.rooms')}>{type.rooms}</td>
              <td data-label={t('bo.roomtypes.col.photos')}>
                <button
                  type="button"
                  className="button button--secondary bo-room-photos__open"
                  aria-label={`${t('bo.roomtypes.photos.named', { name })} (${type.photoCount})`}
                  onClick={() => on.onPhotos(type)}
                >
                  {t('bo.roomtypes.photos')} ({type.photoCount})
                </button>
              </td>
              <SwitchCell
                columnLabel={t('bo.roomtypes.col.enabled')}
                label={t('bo.roomtypes.enabled.named', { name })}
                checked={type.enabled}
                busy={toggling.has(type.id)}
                onChange={(checked) => on.onToggle(type, checked)}
              />
              <EditDeleteCell
                name={name}
                t={t}
                onEdit={() => on.onEdit(type)}
                onRemove={() => on.onRemove(type)}
              />
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
