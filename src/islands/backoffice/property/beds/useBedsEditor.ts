/**
 * The beds editor's behaviour: which room type is shown, the one bed being edited (a copy; a new
 * one is removed by Cancel), its field errors and the section's notices. Each save sends the room
 * type's whole list with its version; a 409 reloads what another manager saved, the typed bed kept.
 */
import { useRef, useState } from 'react';
import { propertyEndpoints } from '../../../../contracts/routes/property.ts';
import { bedField, type bedsUpdate, type RoomTypeBedsView } from '../../../../contracts/secure/property.ts';
import type { z } from '../../../../contracts/zod.ts';
import { type Bed, defaultBed } from '../../../../domain/property.ts';
import type { Translate } from '../../../../i18n/translate.ts';
import { secureApi } from '../../app/request.ts';
import {
  errorsOfIssues,
  errorsOfResponse,
  type FieldErrors,
  failureText,
  firstField,
  firstInvalid,
  useFocusAfterRender,
} from '../form.tsx';
import {
  type BedDraft,
  bedDraftOf,
  bedFieldErrors,
  bedOfDraft,
  bedsWith,
  changeBedDraft,
  newBedUid,
} from './bed-draft.ts';

type BedsList = z.input<typeof bedsUpdate>['beds'];

export type BedsEditorOptions = {
  hotelId: number;
  roomTypes: readonly RoomTypeBedsView[];
  t: Translate;
  onSaved: (roomType: RoomTypeBedsView) => void;
  reload: () => Promise<void>;
};

export function useBedsEditor({ hotelId, roomTypes, t, onSaved, reload }: BedsEditorOptions) {
  const [roomTypeId, setRoomTypeId] = useState<number | null>(roomTypes[0]?.id ?? null);
  /** The bed being edited (a copy), and whether it is new (cancel removes it). */
  const [editing, setEditing] = useState<{ draft: BedDraft; isNew: boolean } | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const focusLater = useFocusAfterRender();
  const formRef = useRef<HTMLFormElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  const roomType = roomTypes.find((rt) => rt.id === roomTypeId) ?? roomTypes[0] ?? null;

  const startEdit = (draft: BedDraft, isNew: boolean) => {
    setEditing({ draft, isNew });
    setErrors({});
    setStatus(null);
    setAlert(null);
    focusLater(firstField(formRef));
  };
  const stopEdit = () => {
    setEditing(null);
    setErrors({});
    focusLater(() => addRef.current);
  };
  const change = (patch: Partial<BedDraft>) =>
    setEditing((e) => (e ? { ...e, draft: changeBedDraft(e.draft, patch) } : e));
  const chooseRoomType = (id: number) => {
    setRoomTypeId(id);
    setEditing(null);
    setErrors({});
  };

  const saveList = async (beds: BedsList): Promise<boolean> => {
    if (!roomType) return false;
    setBusy(true);
    setAlert(null);
    try {
      const saved = await secureApi(
        propertyEndpoints.saveRoomTypeBeds,
        { params: { hotelId, roomTypeId: roomType.id }, body: { version: roomType.version, beds } },
        { fallback: 'Error saving the beds' },
      );
      onSaved(saved);
      setStatus(t('bo.property.beds.saved'));
      return true;
    } catch (error) {
      setErrors(bedFieldErrors(errorsOfResponse(error)));
      setAlert(failureText(error, t));
      if (error instanceof Error && 'status' in error && error.status === 409) await reload();
      return false;
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    if (!editing || !roomType || busy) return;
    const parsed = bedField.safeParse(bedOfDraft(editing.draft));
    if (!parsed.success) {
      setErrors(errorsOfIssues(parsed.error.issues));
      setAlert(t.text('error.validation.fields.text'));
      focusLater(firstInvalid(formRef));
      return;
    }
    if (await saveList(bedsWith<BedsList[number]>(roomType.beds, parsed.data))) stopEdit();
  };

  const remove = async (bed: Bed) => {
    if (!roomType || busy) return;
    await saveList(roomType.beds.filter((b) => b.uid !== bed.uid));
  };

  return {
    roomType,
    chooseRoomType,
    editing,
    errors,
    status,
    alert,
    busy,
    formRef,
    addRef,
    edit: (bed: Bed) => startEdit(bedDraftOf(bed), false),
    add: () => startEdit(bedDraftOf(defaultBed(newBedUid())), true),
    stopEdit,
    change,
    save,
    remove,
  };
}

export type BedsEditor = ReturnType<typeof useBedsEditor>;
