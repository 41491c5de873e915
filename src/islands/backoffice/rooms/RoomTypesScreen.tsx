/**
 * Room types: what the hotel sells, as a table (name, category, occupancy, rooms, on sale) with
 * an editor dialog to add and edit one, a switch to take one off sale and back, and a
 * confirmation before a deletion. Every write carries the version the screen read; a refusal
 * (409) says why with the worker's counts and reservation codes, and the list reloads
 * (useRoomTypesData.ts).
 */
import { useState } from 'react';
import type { RoomTypeInput, RoomTypeView } from '../../../contracts/secure/room-types.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { ConfirmRemoval } from '../app/RowControls.tsx';
import { ScreenLink } from '../app/ScreenLink.tsx';
import { ScreenNotices } from '../app/ScreenNotices.tsx';
import type { ScreenProps } from '../screen.ts';
import { ROOM_TYPE_FIELDS, RoomTypeEditor, type RoomTypeFormValues } from './RoomTypeEditor.tsx';
import { RoomTypePhotosDialog } from './RoomTypePhotosDialog.tsx';
import { RoomTypesTable } from './RoomTypesTable.tsx';
import { emptyRoomType, roomTypeForm, roomTypeName } from './room-type-text.ts';
import { failureOf } from './setup-errors.ts';
import { useEditorSave } from './use-editor-save.ts';
import { useRoomTypesData } from './useRoomTypesData.ts';
import '../../../ui/field.css';
import './rooms.css';

export default function RoomTypesScreen({ hotel, language, navigate }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const named = (type: RoomTypeView) => roomTypeName(type, language);
  const { list, notice, setNotice, toggling, save, toggle, remove, reloaded, saveError } = useRoomTypesData(
    hotel.id,
    t,
    named,
  );
  const data = list.data;
  const [editing, setEditing] = useState<RoomTypeView | null>(null);
  const [initial, setInitial] = useState<RoomTypeFormValues>(emptyRoomType);
  const [editorOpen, setEditorOpen] = useState(false);
  const editor = useEditorSave(t, saveError);
  const [removing, setRemoving] = useState<RoomTypeView | null>(null);
  const [photosOf, setPhotosOf] = useState<RoomTypeView | null>(null);

  const openEditor = (type: RoomTypeView | null) => {
    setEditing(type);
    setInitial(type ? roomTypeForm(type) : emptyRoomType());
    editor.clear();
    setNotice(null);
    setEditorOpen(true);
  };

  const submit = async (value: RoomTypeInput) => {
    const current = editing;
    const saved = await editor.submit(
      () => save(current, value),
      ROOM_TYPE_FIELDS,
      async () => {
        // What was typed stays; based on the fresh version, saving again overwrites knowingly.
        const fresh = await reloaded();
        const latest = current ? fresh?.roomTypes.find((type) => type.id === current.id) : null;
        if (latest) setEditing(latest);
      },
    );
    if (saved) setEditorOpen(false);
  };

  const link = (to: string, text: string) => (
    <ScreenLink to={to} language={language} navigate={navigate}>
      {text}
    </ScreenLink>
  );

  return (
    <section className="bo-list" aria-labelledby="bo-roomtypes-title">
      <div className="bo-list__head">
        <h1 id="bo-roomtypes-title">{t('bo.roomtypes.title')}</h1>
        <button type="button" className="button" onClick={() => openEditor(null)} disabled={!data}>
          {t('bo.roomtypes.add')}
        </button>
      </div>
      <p className="bo-list__intro">
        {t('bo.roomtypes.intro')} {link('/rooms', t('bo.roomtypes.to.rooms'))}{' '}
        {link('/property', t('bo.roomtypes.to.beds'))}
      </p>
      <ScreenNotices
        notice={notice}
        loadFailed={
          !data && list.isError ? failureOf(t, list.error, t('bo.roomtypes.load.error')).text : null
        }
        loading={list.isPending}
        onRetry={() => void list.refetch()}
        retryLabel={t('bo.rooms.retry')}
        loadingLabel={t('bo.rooms.loading')}
      />
      {data && data.roomTypes.length === 0 ? (
        <p className="bo-list__empty">{t('bo.roomtypes.empty')}</p>
      ) : null}
      {data && data.roomTypes.length > 0 ? (
        <RoomTypesTable
          roomTypes={data.roomTypes}
          hotelName={hotel.name}
          language={language}
          t={t}
          toggling={toggling}
          onPhotos={setPhotosOf}
          onToggle={(type, enabled) => void toggle(type, enabled)}
          onEdit={openEditor}
          onRemove={setRemoving}
        />
      ) : null}
      <RoomTypeEditor
        open={editorOpen}
        isNew={!editing}
        initial={initial}
        t={t}
        busy={editor.busy}
        refusal={editor.refusal}
        serverErrors={editor.serverErrors}
        onSave={(value) => void submit(value)}
        onClose={() => setEditorOpen(false)}
      />
      <RoomTypePhotosDialog
        hotelId={hotel.id}
        roomType={photosOf}
        language={language}
        t={t}
        onClose={() => setPhotosOf(null)}
      />
      <ConfirmRemoval
        item={removing}
        title={t('bo.roomtypes.delete.title')}
        text={(type) => t('bo.roomtypes.delete.text', { name: named(type) })}
        confirmLabel={t('bo.rooms.delete.confirm')}
        cancelLabel={t('bo.rooms.cancel')}
        onClose={() => setRemoving(null)}
        onRemove={(type) => void remove(type)}
      />
    </section>
  );
}
