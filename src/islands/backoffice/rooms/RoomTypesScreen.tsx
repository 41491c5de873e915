/**
 * Room types: what the hotel sells, as a table (name, category, occupancy, rooms, on sale) with
 * an editor dialog to add and edit one, a switch to take one off sale and back, and a
 * confirmation before a deletion. Every write carries the version the screen read; a refusal
 * (409) says why with the worker's counts and reservation codes, and the list reloads.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { FieldError } from '../../../contracts/error-codes.ts';
import { roomTypesEndpoints } from '../../../contracts/routes/room-types.ts';
import type { RoomTypeInput, RoomTypesResponse, RoomTypeView } from '../../../contracts/secure/room-types.ts';
import type { RoomTypeCategory } from '../../../domain/room-setup.ts';
import { localePath } from '../../../i18n/paths.ts';
import { ConfirmDialog } from '../../../ui/NotesList.confirm.tsx';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { EditDeleteCell, SwitchCell } from '../app/RowControls.tsx';
import { secureApi } from '../app/request.ts';
import { ScreenNotices } from '../app/ScreenNotices.tsx';
import type { ScreenProps } from '../screen.ts';
import { BANDS, ROOM_TYPE_FIELDS, RoomTypeEditor, type RoomTypeFormValues } from './RoomTypeEditor.tsx';
import { RoomTypePhotosDialog } from './RoomTypePhotosDialog.tsx';
import { emptyRoomType, roomTypeForm, roomTypeName } from './room-type-text.ts';
import { failureOf, fieldErrorsOf, isStatus, type Refusal, refusalOf } from './setup-errors.ts';
import '../../../ui/field.css';
import '../../../ui/GuestDocumentItem.css';
import './rooms.css';

type Notice = ({ kind: 'status' } & Refusal) | ({ kind: 'error' } & Refusal);

export default function RoomTypesScreen({ hotel, language, navigate }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const [data, setData] = useState<RoomTypesResponse | null>(null);
  const [loadFailed, setLoadFailed] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [editing, setEditing] = useState<RoomTypeView | null>(null);
  const [initial, setInitial] = useState<RoomTypeFormValues>(emptyRoomType);
  const [editorOpen, setEditorOpen] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [serverErrors, setServerErrors] = useState<readonly FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const [toggling, setToggling] = useState<ReadonlySet<number>>(new Set());
  const [removing, setRemoving] = useState<RoomTypeView | null>(null);
  const [photosOf, setPhotosOf] = useState<RoomTypeView | null>(null);

  const load = useCallback(async (): Promise<RoomTypesResponse | null> => {
    try {
      const loaded = await secureApi(
        roomTypesEndpoints.listRoomTypes,
        { params: { hotelId: hotel.id } },
        { fallback: 'Error getting the room types' },
      );
      setData(loaded);
      setLoadFailed(null);
      return loaded;
    } catch (error) {
      setLoadFailed(failureOf(t, error, t('bo.roomtypes.load.error')).text);
      return null;
    }
  }, [t, hotel.id]);

  useEffect(() => {
    setData(null);
    void load();
  }, [load]);

  const saveError = t('bo.rooms.save.error');

  const openEditor = (type: RoomTypeView | null) => {
    setEditing(type);
    setInitial(type ? roomTypeForm(type) : emptyRoomType());
    setRefusal(null);
    setServerErrors([]);
    setNotice(null);
    setEditorOpen(true);
  };

  const save = async (value: RoomTypeInput) => {
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    const current = editing;
    try {
      const saved = current
        ? await secureApi(
            roomTypesEndpoints.updateRoomType,
            { params: { hotelId: hotel.id, id: current.id }, body: { ...value, version: current.version } },
            { fallback: 'Error saving the room type' },
          )
        : await secureApi(
            roomTypesEndpoints.createRoomType,
            { params: { hotelId: hotel.id }, body: value },
            { fallback: 'Error saving the room type' },
          );
      setData((list) =>
        list
          ? {
              roomTypes: current
                ? list.roomTypes.map((type) => (type.id === saved.id ? saved : type))
                : [...list.roomTypes, saved],
            }
          : list,
      );
      setEditorOpen(false);
      setNotice({
        kind: 'status',
        text: t('bo.roomtypes.saved', { name: roomTypeName(saved, language) }),
        detail: null,
      });
    } catch (error) {
      const onFields = fieldErrorsOf(error, ROOM_TYPE_FIELDS);
      if (onFields) {
        setRefusal({ text: t('error.validation.fields.text'), detail: null });
        setServerErrors(onFields);
      } else if (isStatus(error, 409, 404)) {
        // What was typed stays; based on the fresh version, saving again overwrites knowingly.
        setRefusal(refusalOf(t, error, saveError));
        const fresh = await load();
        const latest = current ? fresh?.roomTypes.find((type) => type.id === current.id) : null;
        if (latest) setEditing(latest);
      } else {
        setRefusal(failureOf(t, error, saveError));
      }
    } finally {
      setBusy(false);
    }
  };

  const toggle = async (type: RoomTypeView, enabled: boolean) => {
    setToggling((set) => new Set(set).add(type.id));
    setNotice(null);
    const { name, description, occupancy, baseOccupancy, sizeSqm, version } = type;
    // The type's own stored category, which the write accepted from the list: sent back unchanged.
    const category = type.category as RoomTypeCategory;
    try {
      const saved = await secureApi(
        roomTypesEndpoints.updateRoomType,
        {
          params: { hotelId: hotel.id, id: type.id },
          body: { name, description, category, occupancy, baseOccupancy, sizeSqm, enabled, version },
        },
        { fallback: 'Error saving the room type' },
      );
      setData((list) =>
        list ? { roomTypes: list.roomTypes.map((t2) => (t2.id === saved.id ? saved : t2)) } : list,
      );
      const key = enabled ? 'bo.roomtypes.toggled.on' : 'bo.roomtypes.toggled.off';
      setNotice({ kind: 'status', text: t(key, { name: roomTypeName(saved, language) }), detail: null });
    } catch (error) {
      if (isStatus(error, 409, 404)) {
        setNotice({ kind: 'error', ...refusalOf(t, error, saveError) });
        await load();
      } else setNotice({ kind: 'error', ...failureOf(t, error, saveError) });
    } finally {
      setToggling((set) => {
        const next = new Set(set);
        next.delete(type.id);
        return next;
      });
    }
  };

  const remove = async (type: RoomTypeView) => {
    setRemoving(null);
    setNotice(null);
    try {
      await secureApi(
        roomTypesEndpoints.deleteRoomType,
        { params: { hotelId: hotel.id, id: type.id }, query: { version: type.version } },
        { fallback: 'Error removing the room type' },
      );
      setData((list) => (list ? { roomTypes: list.roomTypes.filter((t2) => t2.id !== type.id) } : list));
      setNotice({
        kind: 'status',
        text: t('bo.roomtypes.deleted', { name: roomTypeName(type, language) }),
        detail: null,
      });
    } catch (error) {
      if (isStatus(error, 409, 404)) {
        setNotice({ kind: 'error', ...refusalOf(t, error, saveError) });
        await load();
      } else setNotice({ kind: 'error', ...failureOf(t, error, saveError) });
    }
  };

  const occupancyText = useMemo(
    () => (type: RoomTypeView) =>
      BANDS.filter((band) => band === 'adults' || type.occupancy[band] > 0)
        .map((band) => `${t(`bo.property.band.${band}`)} ${type.occupancy[band]}`)
        .join(' · '),
    [t],
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
        {t('bo.roomtypes.intro')}{' '}
        <a
          href={localePath(language, '/secure/rooms')}
          onClick={(event) => {
            event.preventDefault();
            navigate('/rooms');
          }}
        >
          {t('bo.roomtypes.to.rooms')}
        </a>{' '}
        <a
          href={localePath(language, '/secure/property')}
          onClick={(event) => {
            event.preventDefault();
            navigate('/property');
          }}
        >
          {t('bo.roomtypes.to.beds')}
        </a>
      </p>
      <ScreenNotices
        notice={notice}
        loadFailed={data ? null : loadFailed}
        loading={!data && !loadFailed}
        onRetry={() => void load()}
        retryLabel={t('bo.rooms.retry')}
        loadingLabel={t('bo.rooms.loading')}
      />
      {data && data.roomTypes.length === 0 ? (
        <p className="bo-list__empty">{t('bo.roomtypes.empty')}</p>
      ) : null}
      {data && data.roomTypes.length > 0 ? (
        <table className="bo-list__table">
          <caption className="ui-sr-only">{t('bo.roomtypes.caption', { hotel: hotel.name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('bo.roomtypes.col.name')}</th>
              <th scope="col">{t('bo.roomtypes.col.category')}</th>
              <th scope="col">{t('bo.roomtypes.col.occupancy')}</th>
              <th scope="col">{t('bo.roomtypes.col.rooms')}</th>
              <th scope="col">{t('bo.roomtypes.col.photos')}</th>
              <th scope="col">{t('bo.roomtypes.col.enabled')}</th>
              <th scope="col">
                <span className="ui-sr-only">{t('bo.rooms.col.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.roomTypes.map((type) => {
              const name = roomTypeName(type, language);
              return (
                <tr key={type.id} className={type.enabled ? undefined : 'bo-list__row--off'}>
                  <th scope="row" data-label={t('bo.roomtypes.col.name')}>
                    <span className="bo-list__name">{name}</span>
                    {type.sizeSqm ? (
                      <span className="bo-list__detail">
                        {t('bo.roomtypes.size', { size: type.sizeSqm })}
                      </span>
                    ) : null}
                  </th>
                  <td data-label={t('bo.roomtypes.col.category')}>
                    {t.text(`widget.results.category.${type.category}`)}
                  </td>
                  <td data-label={t('bo.roomtypes.col.occupancy')}>
                    {t('bo.roomtypes.total', { count: type.occupancy.total })}
                    <span className="bo-list__detail">{occupancyText(type)}</span>
                  </td>
                  <td data-label={t('bo.roomtypes.col.rooms')}>{type.rooms}</td>
                  <td data-label={t('bo.roomtypes.col.photos')}>
                    <button
                      type="button"
                      className="button button--secondary bo-room-photos__open"
                      aria-label={`${t('bo.roomtypes.photos.named', { name })} (${type.photoCount})`}
                      onClick={() => setPhotosOf(type)}
                    >
                      {t('bo.roomtypes.photos')} ({type.photoCount})
                    </button>
                  </td>
                  <SwitchCell
                    columnLabel={t('bo.roomtypes.col.enabled')}
                    label={t('bo.roomtypes.enabled.named', { name })}
                    checked={type.enabled}
                    busy={toggling.has(type.id)}
                    onChange={(checked) => void toggle(type, checked)}
                  />
                  <EditDeleteCell
                    edit={{
                      text: t('bo.rooms.edit'),
                      label: t('bo.rooms.edit.named', { name }),
                      onClick: () => openEditor(type),
                    }}
                    remove={{
                      text: t('bo.rooms.delete'),
                      label: t('bo.rooms.delete.named', { name }),
                      onClick: () => setRemoving(type),
                    }}
                  />
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      <RoomTypeEditor
        open={editorOpen}
        isNew={!editing}
        initial={initial}
        t={t}
        busy={busy}
        refusal={refusal}
        serverErrors={serverErrors}
        onSave={(value) => void save(value)}
        onClose={() => setEditorOpen(false)}
      />
      <RoomTypePhotosDialog
        hotelId={hotel.id}
        roomType={photosOf}
        language={language}
        t={t}
        onClose={() => setPhotosOf(null)}
        onChanged={(id, count) =>
          setData((list) =>
            list
              ? {
                  roomTypes: list.roomTypes.map((type) =>
                    type.id === id && type.photoCount !== count ? { ...type, photoCount: count } : type,
                  ),
                }
              : list,
          )
        }
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('bo.roomtypes.delete.title')}
        text={removing ? t('bo.roomtypes.delete.text', { name: roomTypeName(removing, language) }) : ''}
        confirmLabel={t('bo.rooms.delete.confirm')}
        cancelLabel={t('bo.rooms.cancel')}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
