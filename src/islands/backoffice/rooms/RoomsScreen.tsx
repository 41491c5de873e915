/**
 * Rooms: the hotel's physical rooms grouped by room type (number, floor, notes, in service),
 * added one at a time or as a range of one type, edited (a new type moves the room), deleted
 * after a confirmation. Every write carries the version the screen read; a refusal (409) says
 * why with the worker's counts and reservation codes, and the list reloads.
 */
import { useState } from 'react';
import type { RoomView } from '../../../contracts/secure/rooms.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { ConfirmRemoval } from '../app/RowControls.tsx';
import { ScreenLink } from '../app/ScreenLink.tsx';
import { ScreenNotices } from '../app/ScreenNotices.tsx';
import type { ScreenProps } from '../screen.ts';
import { RoomEditor, RoomRangeEditor } from './RoomEditor.tsx';
import { RoomsGroup } from './RoomsGroup.tsx';
import { useRoomEditors } from './useRoomEditors.ts';
import { useRoomsData } from './useRoomsData.ts';
import '../../../ui/field.css';
import './rooms.css';

export default function RoomsScreen({ hotel, language, navigate }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const rooms = useRoomsData(hotel.id, t);
  const { data, loading, loadFailed, retry, notice, remove } = rooms;
  const editors = useRoomEditors(rooms, t);
  const { editing, roomInitial, rangeInitial, open, refusal, serverErrors, busy, openRoom, openRange } =
    editors;
  const [removing, setRemoving] = useState<RoomView | null>(null);

  const noTypes = data !== null && data.roomTypes.length === 0;

  return (
    <section className="bo-list" aria-labelledby="bo-rooms-title">
      <div className="bo-list__head">
        <h1 id="bo-rooms-title">{t('bo.rooms.title')}</h1>
        <div className="bo-rooms__buttons">
          <button type="button" className="button" onClick={() => openRoom(null)} disabled={!data || noTypes}>
            {t('bo.rooms.add')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={openRange}
            disabled={!data || noTypes}
          >
            {t('bo.rooms.range.add')}
          </button>
        </div>
      </div>
      <p className="bo-list__intro">
        {t('bo.rooms.intro')}{' '}
        <ScreenLink to="/room-types" language={language} navigate={navigate}>
          {t('bo.rooms.to.types')}
        </ScreenLink>
      </p>
      <ScreenNotices
        notice={notice}
        loadFailed={loadFailed}
        loading={loading}
        onRetry={retry}
        retryLabel={t('bo.rooms.retry')}
        loadingLabel={t('bo.rooms.loading')}
      />
      {noTypes ? <p className="bo-list__empty">{t('bo.rooms.no.types')}</p> : null}
      {data?.roomTypes.map((type) => (
        <RoomsGroup
          key={type.id}
          type={type}
          rooms={data.rooms}
          language={language}
          t={t}
          onEdit={(room) => openRoom(room)}
          onRemove={setRemoving}
        />
      ))}
      {data && roomInitial ? (
        <RoomEditor
          open={open === 'room'}
          isNew={editing.kind === 'room' && editing.room === null}
          initial={roomInitial}
          roomTypes={data.roomTypes}
          language={language}
          t={t}
          busy={busy}
          refusal={refusal}
          serverErrors={serverErrors}
          onSave={(value) => void editors.submitRoom(value)}
          onClose={editors.close}
        />
      ) : null}
      {data && rangeInitial ? (
        <RoomRangeEditor
          open={open === 'range'}
          initial={rangeInitial}
          roomTypes={data.roomTypes}
          language={language}
          t={t}
          busy={busy}
          refusal={refusal}
          serverErrors={serverErrors}
          onSave={(value) => void editors.submitRange(value)}
          onClose={editors.close}
        />
      ) : null}
      <ConfirmRemoval
        item={removing}
        title={t('bo.rooms.delete.title')}
        text={(room) => t('bo.rooms.delete.text', { number: room.number })}
        confirmLabel={t('bo.rooms.delete.confirm')}
        cancelLabel={t('bo.rooms.cancel')}
        onClose={() => setRemoving(null)}
        onRemove={(room) => void remove(room)}
      />
    </section>
  );
}
