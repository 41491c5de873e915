/**
 * The room types screen's data: the list through the query cache, and its writes (save, on-sale
 * switch, deletion). Each write carries the version the screen read; its answer goes into the
 * cached list at once and every read showing room types elsewhere reloads (`ROOM_TYPE_READS`).
 * A refusal (409, 404) reloads them all and says why with the worker's counts and codes.
 */
import { useState } from 'react';
import { roomTypesEndpoints } from '../../../contracts/routes/room-types.ts';
import type { RoomTypeInput, RoomTypesResponse, RoomTypeView } from '../../../contracts/secure/room-types.ts';
import type { RoomTypeCategory } from '../../../domain/room-setup.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { invalidateReads, secureQueryKey, useQueryClient, useSecureQuery } from '../app/query.ts';
import { ROOM_TYPE_READS } from '../app/reads.ts';
import { secureApi } from '../app/request.ts';
import { failureOf, isStatus, type Refusal, refusalOf } from './setup-errors.ts';

export type Notice = { kind: 'status' | 'error' } & Refusal;

const SAVE_FALLBACK = 'Error saving the room type';

/** Room types' list and writes for one hotel; `named` words a type in the page language. */
export function useRoomTypesData(hotelId: number, t: Translate, named: (type: RoomTypeView) => string) {
  const client = useQueryClient();
  const input = { params: { hotelId } };
  const list = useSecureQuery(roomTypesEndpoints.listRoomTypes, input, {
    fallback: 'Error getting the room types',
  });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [toggling, setToggling] = useState<ReadonlySet<number>>(new Set());
  const saveError = t('bo.rooms.save.error');
  const key = secureQueryKey(roomTypesEndpoints.listRoomTypes, input);

  /** Puts a write's answer into the list shown, then reloads every read of room types. */
  const settle = (change: (types: RoomTypeView[]) => RoomTypeView[]) => {
    client.setQueryData<RoomTypesResponse>(key, (old) => (old ? { roomTypes: change(old.roomTypes) } : old));
    void invalidateReads(client, ROOM_TYPE_READS);
  };
  /** After a refusal: everything reloaded, the fresh list answered. */
  const reloaded = async (): Promise<RoomTypesResponse | undefined> => {
    await invalidateReads(client, ROOM_TYPE_READS);
    return client.getQueryData<RoomTypesResponse>(key);
  };
  /** A refused switch or deletion, said above the list. */
  const refused = async (error: unknown) => {
    if (isStatus(error, 409, 404)) {
      setNotice({ kind: 'error', ...refusalOf(t, error, saveError) });
      await reloaded();
    } else setNotice({ kind: 'error', ...failureOf(t, error, saveError) });
  };

  /** Creates or updates (with `current`'s version); the caller words a refusal in its dialog. */
  const save = async (current: RoomTypeView | null, value: RoomTypeInput): Promise<RoomTypeView> => {
    const saved = current
      ? await secureApi(
          roomTypesEndpoints.updateRoomType,
          { params: { hotelId, id: current.id }, body: { ...value, version: current.version } },
          { fallback: SAVE_FALLBACK },
        )
      : await secureApi(
          roomTypesEndpoints.createRoomType,
          { params: { hotelId }, body: value },
          {
            fallback: SAVE_FALLBACK,
          },
        );
    settle((types) =>
      current ? types.map((type) => (type.id === saved.id ? saved : type)) : [...types, saved],
    );
    setNotice({ kind: 'status', text: t('bo.roomtypes.saved', { name: named(saved) }), detail: null });
    return saved;
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
          params: { hotelId, id: type.id },
          body: { name, description, category, occupancy, baseOccupancy, sizeSqm, enabled, version },
        },
        { fallback: SAVE_FALLBACK },
      );
      settle((types) => types.map((other) => (other.id === saved.id ? saved : other)));
      const text = t(enabled ? 'bo.roomtypes.toggled.on' : 'bo.roomtypes.toggled.off', {
        name: named(saved),
      });
      setNotice({ kind: 'status', text, detail: null });
    } catch (error) {
      await refused(error);
    } finally {
      setToggling((set) => {
        const next = new Set(set);
        next.delete(type.id);
        return next;
      });
    }
  };

  const remove = async (type: RoomTypeView) => {
    setNotice(null);
    try {
      await secureApi(
        roomTypesEndpoints.deleteRoomType,
        { params: { hotelId, id: type.id }, query: { version: type.version } },
        { fallback: 'Error removing the room type' },
      );
      settle((types) => types.filter((other) => other.id !== type.id));
      setNotice({ kind: 'status', text: t('bo.roomtypes.deleted', { name: named(type) }), detail: null });
    } catch (error) {
      await refused(error);
    }
  };

  return { list, notice, setNotice, toggling, save, toggle, remove, reloaded, saveError };
}
