/**
 * Beds of each room type (WIDGETUI bed editor, PROPDATA-5 Bed, PROPFLOW view/edit/save/cancel, PROPCHECK): the
 * standard beds of the rate and the extra beds a guest pays for, which the booking widget sells
 * (room_types.beds_json / extra_beds_json). 'Add a bed' opens a default bed (1 adult, maxPerson
 * 1, count 1) in edit mode; cancel removes a new bed and restores an existing one. Each save
 * sends the room type's whole list with its version (409: reloaded, the typed bed is kept).
 */
import { useId } from 'react';
import type { RoomTypeBedsView } from '../../../contracts/secure/property.ts';
import type { Language } from '../../../contracts/types.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { BedForm } from './beds/BedForm.tsx';
import { BedRow } from './beds/BedRow.tsx';
import { useBedsEditor } from './beds/useBedsEditor.ts';
import { Notices, SelectInput } from './form.tsx';

export type BedsSectionProps = {
  hotelId: number;
  roomTypes: readonly RoomTypeBedsView[];
  language: Language;
  t: Translate;
  onSaved: (roomType: RoomTypeBedsView) => void;
  reload: () => Promise<void>;
};

export function BedsSection({ hotelId, roomTypes, language, t, onSaved, reload }: BedsSectionProps) {
  const id = `beds${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const beds = useBedsEditor({ hotelId, roomTypes, t, onSaved, reload });
  const { roomType, editing, busy } = beds;
  const roomName = (rt: RoomTypeBedsView) => rt.name[language] ?? rt.name.en ?? rt.nameKey;
  const bedName = (type: string) => t.text(`bo.property.bed.type.${type}`);

  const editor = editing ? (
    <BedForm
      id={id}
      t={t}
      draft={editing.draft}
      errors={beds.errors}
      busy={busy}
      formRef={beds.formRef}
      bedName={bedName}
      onChange={beds.change}
      onSave={() => void beds.save()}
      onCancel={beds.stopEdit}
    />
  ) : null;

  return (
    <section className="bo-property__section" aria-labelledby={`${id}-h`}>
      <div className="bo-property__head">
        <h2 id={`${id}-h`}>{t('bo.property.beds.heading')}</h2>
      </div>
      {roomTypes.length === 0 || !roomType ? (
        <p>{t('bo.property.beds.no.room.types')}</p>
      ) : (
        <>
          <SelectInput
            label={t('bo.property.beds.room.type')}
            value={String(roomType.id)}
            options={roomTypes.map((rt) => ({ value: String(rt.id), label: roomName(rt) }))}
            onChange={(value) => beds.chooseRoomType(Number(value))}
          />
          <Notices status={beds.status} error={beds.alert} />
          {roomType.beds.length === 0 ? <p>{t('bo.property.beds.none')}</p> : null}
          <ul className="bo-property__beds">
            {roomType.beds.map((bed) =>
              editing && !editing.isNew && editing.draft.uid === bed.uid ? (
                <li key={bed.uid}>{editor}</li>
              ) : (
                <BedRow
                  key={bed.uid}
                  bed={bed}
                  t={t}
                  language={language}
                  bedName={bedName}
                  disabled={busy || editing !== null}
                  onEdit={() => beds.edit(bed)}
                  onRemove={() => void beds.remove(bed)}
                />
              ),
            )}
            {editing?.isNew ? <li>{editor}</li> : null}
          </ul>
          {editing ? null : (
            <button ref={beds.addRef} type="button" className="button button--secondary" onClick={beds.add}>
              {t('bo.property.beds.add')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
