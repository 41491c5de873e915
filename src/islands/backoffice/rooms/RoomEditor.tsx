/**
 * The room editors: one room (number, floor, notes, type; on an edit, in service) or a range of
 * rooms of one type ('101'–'120'), each a modal dialog (shared Dialog) over react-hook-form with
 * the shared schema. The worker's 400 marks the same fields (a taken number of a range lands on
 * `from`); a refusal keeps what was typed and says why.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type InputHTMLAttributes, type ReactNode, type Ref, useEffect, useId } from 'react';
import { type FieldPath, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import type { FieldError } from '../../../contracts/error-codes.ts';
import type { RoomTypeView } from '../../../contracts/secure/room-types.ts';
import {
  type RoomRangeInput,
  roomInput,
  roomRangeInput,
  roomUpdate,
} from '../../../contracts/secure/rooms.ts';
import type { Language } from '../../../contracts/types.ts';
import type { z } from '../../../contracts/zod.ts';
import {
  ROOM_FLOOR_MAX,
  ROOM_FLOOR_MIN,
  ROOM_NOTES_MAX_LENGTH,
  ROOM_NUMBER_MAX_LENGTH,
} from '../../../domain/room-setup.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { Dialog } from '../../shared/Dialog.tsx';
import { controlProps, EditorActions, EditorField, EditorRefusal, useServerErrors } from './EditorParts.tsx';
import { roomTypeName } from './room-type-text.ts';
import { codeText, type Limits, type Refusal } from './setup-errors.ts';

/** One room's form: the update's fields (a new room ignores `enabled`), without the version. */
export type RoomFormValues = Omit<z.input<typeof roomUpdate>, 'version'>;
export type RoomOutput = Omit<z.output<typeof roomUpdate>, 'version'>;
export type RangeFormValues = z.input<typeof roomRangeInput>;

export const ROOM_FIELDS = ['number', 'floor', 'notes', 'roomTypeId', 'enabled'] as const;
export const RANGE_FIELDS = ['from', 'to', 'floor', 'roomTypeId'] as const;

const optionalNumber = (value: unknown) => (value === '' || value === null ? null : Number(value));

/** A new room's form checks the create schema plus `enabled` (always true there). */
const roomSchema = roomInput.extend({ enabled: roomUpdate.shape.enabled });

type Common = {
  open: boolean;
  roomTypes: readonly RoomTypeView[];
  language: Language;
  t: Translate;
  busy: boolean;
  refusal: Refusal | null;
  serverErrors: readonly FieldError[];
  onClose: () => void;
};

/** The field markup and aria wiring both editors share. */
function useFieldKit<V extends FieldValues>(t: Translate, errors: Record<string, unknown>) {
  const base = `re${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const idOf = (path: string) => `${base}-${path}`;
  const codeOf = (path: string) => (errors[path] as { message?: string } | undefined)?.message;
  const aria = (path: string) => controlProps(idOf(path), false, Boolean(codeOf(path)));
  const field = (path: FieldPath<V>, label: string, input: ReactNode, limits: Limits = {}) => {
    const code = codeOf(path);
    return (
      <EditorField
        className="bo-rooms-editor__field"
        id={idOf(path)}
        label={label}
        error={code ? codeText(t, code, limits) : null}
      >
        {input}
      </EditorField>
    );
  };
  return { aria, field };
}

/** A room's floor: a whole number from the lowest floor (below ground) to the highest. */
const FLOOR_LIMITS = { min: ROOM_FLOOR_MIN, max: ROOM_FLOOR_MAX };

/** The floor's input, with the form's own wiring (`aria` and `register` of the editor). */
const floorInput = (props: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) => (
  <input {...props} type="number" inputMode="numeric" min={ROOM_FLOOR_MIN} max={ROOM_FLOOR_MAX} step={1} />
);

function TypeSelect({
  roomTypes,
  language,
  props,
}: {
  roomTypes: readonly RoomTypeView[];
  language: Language;
  props: Record<string, unknown>;
}) {
  return (
    <select {...props}>
      {roomTypes.map((type) => (
        <option key={type.id} value={type.id}>
          {roomTypeName(type, language)}
        </option>
      ))}
    </select>
  );
}

export function RoomEditor(
  props: Common & { isNew: boolean; initial: RoomFormValues; onSave: (value: RoomOutput) => void },
) {
  const { open, isNew, initial, roomTypes, language, t, busy, refusal, serverErrors, onSave, onClose } =
    props;
  const { register, handleSubmit, reset, setError, setFocus, formState } = useForm<
    RoomFormValues,
    unknown,
    RoomOutput
  >({
    resolver: zodResolver(roomSchema) as Resolver<RoomFormValues, unknown, RoomOutput>,
    defaultValues: initial,
  });
  useEffect(() => {
    if (open) reset(initial);
  }, [open, initial, reset]);
  useServerErrors(serverErrors, setError, setFocus);
  const { aria, field } = useFieldKit<RoomFormValues>(t, formState.errors as Record<string, unknown>);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(isNew ? 'bo.rooms.editor.new' : 'bo.rooms.editor.edit')}
      closeLabel={t('button.close')}
      className="bo-editor"
    >
      <form noValidate onSubmit={handleSubmit((value) => onSave(value))}>
        <EditorRefusal refusal={refusal} />
        <div className="bo-editor__row">
          {field(
            'number',
            t('bo.rooms.field.number'),
            <input
              {...aria('number')}
              type="text"
              required
              maxLength={ROOM_NUMBER_MAX_LENGTH}
              autoComplete="off"
              {...register('number')}
            />,
            { maxLength: ROOM_NUMBER_MAX_LENGTH },
          )}
          {field(
            'floor',
            t('bo.rooms.field.floor'),
            floorInput({ ...aria('floor'), ...register('floor', { setValueAs: optionalNumber }) }),
            FLOOR_LIMITS,
          )}
        </div>
        {field(
          'roomTypeId',
          t('bo.rooms.field.type'),
          <TypeSelect
            roomTypes={roomTypes}
            language={language}
            props={{ ...aria('roomTypeId'), ...register('roomTypeId', { valueAsNumber: true }) }}
          />,
        )}
        {field(
          'notes',
          t('bo.rooms.field.notes'),
          <textarea
            {...aria('notes')}
            rows={3}
            maxLength={ROOM_NOTES_MAX_LENGTH}
            {...register('notes', { setValueAs: (v: string) => v || null })}
          />,
          { maxLength: ROOM_NOTES_MAX_LENGTH },
        )}
        {isNew ? null : (
          <label className="bo-check">
            <input type="checkbox" {...register('enabled')} />
            {t('bo.rooms.field.enabled')}
          </label>
        )}
        <EditorActions t={t} busy={busy} onClose={onClose} />
      </form>
    </Dialog>
  );
}

export function RoomRangeEditor(
  props: Common & { initial: RangeFormValues; onSave: (value: RoomRangeInput) => void },
) {
  const { open, initial, roomTypes, language, t, busy, refusal, serverErrors, onSave, onClose } = props;
  const { register, handleSubmit, reset, setError, setFocus, formState } = useForm<
    RangeFormValues,
    unknown,
    RoomRangeInput
  >({ resolver: zodResolver(roomRangeInput), defaultValues: initial });
  useEffect(() => {
    if (open) reset(initial);
  }, [open, initial, reset]);
  useServerErrors(serverErrors, setError, setFocus);
  const { aria, field } = useFieldKit<RangeFormValues>(t, formState.errors as Record<string, unknown>);
  const numberInput = (name: 'from' | 'to') => (
    <input
      {...aria(name)}
      type="text"
      required
      maxLength={ROOM_NUMBER_MAX_LENGTH}
      autoComplete="off"
      {...register(name)}
    />
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('bo.rooms.range.title')}
      closeLabel={t('button.close')}
      className="bo-editor"
    >
      <form noValidate onSubmit={handleSubmit((value) => onSave(value))}>
        <EditorRefusal refusal={refusal} />
        <p className="ui-field__hint">{t('bo.rooms.range.hint')}</p>
        <div className="bo-editor__row">
          {field('from', t('bo.rooms.field.from'), numberInput('from'), {
            maxLength: ROOM_NUMBER_MAX_LENGTH,
          })}
          {field('to', t('bo.rooms.field.to'), numberInput('to'), { maxLength: ROOM_NUMBER_MAX_LENGTH })}
        </div>
        <div className="bo-editor__row">
          {field(
            'roomTypeId',
            t('bo.rooms.field.type'),
            <TypeSelect
              roomTypes={roomTypes}
              language={language}
              props={{ ...aria('roomTypeId'), ...register('roomTypeId', { valueAsNumber: true }) }}
            />,
          )}
          {field(
            'floor',
            t('bo.rooms.field.floor'),
            floorInput({ ...aria('floor'), ...register('floor', { setValueAs: optionalNumber }) }),
            FLOOR_LIMITS,
          )}
        </div>
        <EditorActions t={t} busy={busy} onClose={onClose} />
      </form>
    </Dialog>
  );
}
