/**
 * The room type editor: a modal dialog (shared Dialog) over react-hook-form with the shared
 * schema, so the form refuses what the worker would (the occupancy's own rules included). The
 * worker's 400 marks the same fields by their path; a refusal keeps the dialog open with what was
 * typed and says why.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { type FieldErrors, type UseFormRegister, useForm } from 'react-hook-form';
import type { FieldError } from '../../../contracts/error-codes.ts';
import { type RoomTypeInput, roomTypeInput } from '../../../contracts/secure/room-types.ts';
import type { z } from '../../../contracts/zod.ts';
import { ROOM_AMENITIES } from '../../../domain/room-photos.ts';
import {
  ROOM_OCCUPANCY_MAX,
  ROOM_SIZE_MAX_SQM,
  ROOM_TYPE_CATEGORIES,
  ROOM_TYPE_NAME_MAX_LENGTH,
} from '../../../domain/room-setup.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { Dialog } from '../../shared/Dialog.tsx';
import { controlProps, EditorActions, EditorField, EditorRefusal, useServerErrors } from './EditorParts.tsx';
import { codeText, type Limits, type Refusal } from './setup-errors.ts';
import './room-photos.css';

export type RoomTypeFormValues = z.input<typeof roomTypeInput>;

export const BANDS = ['adults', 'boys', 'children', 'kids'] as const;

/** The fields a 400 can point at in this form. */
export const ROOM_TYPE_FIELDS = [
  'name.en',
  'name.it',
  'category',
  'occupancy.adults',
  'occupancy.boys',
  'occupancy.children',
  'occupancy.kids',
  'occupancy.total',
  'baseOccupancy',
  'sizeSqm',
  'enabled',
] as const;

/** An empty number input is "not given" (null), anything else a number for the schema to judge. */
const optionalNumber = (value: unknown) => (value === '' || value === null ? null : Number(value));

type Props = {
  open: boolean;
  isNew: boolean;
  initial: RoomTypeFormValues;
  t: Translate;
  busy: boolean;
  refusal: Refusal | null;
  /** The worker's field errors of the last save, put on their fields. */
  serverErrors: readonly FieldError[];
  onSave: (value: RoomTypeInput) => void;
  onClose: () => void;
};

/** The field markup over the form's errors: a labelled control with its hint and message, and its ids. */
function roomTypeFieldKit(base: string, errors: FieldErrors<RoomTypeFormValues>, t: Translate) {
  const errorOf = (path: string): string | undefined => {
    const [head, tail] = path.split('.') as [string, string | undefined];
    const group = (errors as Record<string, unknown>)[head] as Record<string, unknown> | undefined;
    const found = (tail ? group?.[tail] : group) as { message?: string } | undefined;
    return found?.message;
  };
  const idOf = (path: string) => `${base}-${path.replace('.', '-')}`;
  const field = (path: string, label: string, input: React.ReactNode, limits: Limits = {}, hint?: string) => {
    const code = errorOf(path);
    return (
      <EditorField
        className="bo-rooms-editor__field"
        id={idOf(path)}
        label={label}
        hint={hint}
        error={code ? codeText(t, code, limits) : null}
      >
        {input}
      </EditorField>
    );
  };
  const aria = (path: string, hint = false) => controlProps(idOf(path), hint, Boolean(errorOf(path)));
  return { field, aria };
}

/** The room type's amenities, folded unless it has some. */
function AmenitiesFields(props: {
  register: UseFormRegister<RoomTypeFormValues>;
  chosen: number;
  folded: boolean;
  t: Translate;
}) {
  const { register, chosen, folded, t } = props;
  // Folded unless the type has some: 22 boxes would double the form, most edits need none.
  return (
    <details className="bo-rooms-editor__more" open={!folded || undefined}>
      <summary>
        {t('bo.roomtypes.field.amenities')} ({chosen})
      </summary>
      <fieldset>
        <legend className="ui-sr-only">{t('bo.roomtypes.field.amenities')}</legend>
        <p className="ui-field__hint">{t('bo.roomtypes.field.amenities.hint')}</p>
        <div className="bo-rooms-editor__amenities">
          {ROOM_AMENITIES.map((code) => (
            <label key={code} className="bo-check">
              <input type="checkbox" value={code} {...register('amenities')} />
              {t(`widget.results.amenity.${code}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </details>
  );
}

/** What the parts of the form are given: the field kit, the form's register and the texts. */
type PartProps = Pick<ReturnType<typeof roomTypeFieldKit>, 'field' | 'aria'> & {
  register: UseFormRegister<RoomTypeFormValues>;
  t: Translate;
};

/** The type's name in English (required) and in Italian (none when left empty). */
function NameFields({ field, aria, register, t }: PartProps) {
  return (
    <div className="bo-editor__row">
      {field(
        'name.en',
        t('bo.roomtypes.field.name.en'),
        <input
          {...aria('name.en', true)}
          type="text"
          required
          maxLength={ROOM_TYPE_NAME_MAX_LENGTH}
          autoComplete="off"
          {...register('name.en')}
        />,
        { maxLength: ROOM_TYPE_NAME_MAX_LENGTH },
        t('bo.roomtypes.field.name.en.hint'),
      )}
      {field(
        'name.it',
        t('bo.roomtypes.field.name.it'),
        <input
          {...aria('name.it', true)}
          type="text"
          lang="it"
          maxLength={ROOM_TYPE_NAME_MAX_LENGTH}
          autoComplete="off"
          {...register('name.it', { setValueAs: (v: string) => v || null })}
        />,
        { maxLength: ROOM_TYPE_NAME_MAX_LENGTH },
        t('bo.roomtypes.field.name.it.hint'),
      )}
    </div>
  );
}

/** How many guests of each band the type takes, and in all. */
function OccupancyFields(props: PartProps) {
  const { field, aria, register, t } = props;
  const count = (path: `occupancy.${(typeof BANDS)[number] | 'total'}`, label: string, min: number) =>
    field(
      path,
      label,
      <input
        {...aria(path)}
        type="number"
        inputMode="numeric"
        min={min}
        max={ROOM_OCCUPANCY_MAX}
        step={1}
        {...register(path, { valueAsNumber: true })}
      />,
      { min, max: ROOM_OCCUPANCY_MAX },
    );

  return (
    <fieldset className="bo-rooms-editor__occupancy">
      <legend>{t('bo.roomtypes.field.occupancy')}</legend>
      <p className="ui-field__hint">{t('bo.roomtypes.field.occupancy.hint')}</p>
      <div className="bo-rooms-editor__counts">
        {BANDS.map((band) =>
          count(`occupancy.${band}`, t(`bo.property.band.${band}`), band === 'adults' ? 1 : 0),
        )}
        {count('occupancy.total', t('bo.roomtypes.field.total'), 1)}
      </div>
    </fieldset>
  );
}

export function RoomTypeEditor({
  open,
  isNew,
  initial,
  t,
  busy,
  refusal,
  serverErrors,
  onSave,
  onClose,
}: Props) {
  const base = `rt${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    watch,
    formState: { errors },
  } = useForm<RoomTypeFormValues, unknown, RoomTypeInput>({
    resolver: zodResolver(roomTypeInput),
    defaultValues: initial,
    shouldFocusError: true,
  });

  const chosen = (watch('amenities') ?? []).length;

  // Each opening starts from its room type; a refusal never resets what was typed.
  useEffect(() => {
    if (open) reset(initial);
  }, [open, initial, reset]);
  useServerErrors(serverErrors, setError, setFocus);

  const { field, aria } = roomTypeFieldKit(base, errors, t);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(isNew ? 'bo.roomtypes.editor.new' : 'bo.roomtypes.editor.edit')}
      closeLabel={t('button.close')}
      className="bo-editor"
    >
      <form noValidate onSubmit={handleSubmit((value) => onSave(value))}>
        <EditorRefusal refusal={refusal} />
        <NameFields field={field} aria={aria} register={register} t={t} />
        {field(
          'category',
          t('bo.roomtypes.field.category'),
          <select {...aria('category')} {...register('category')}>
            {ROOM_TYPE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`widget.results.category.${category}`)}
              </option>
            ))}
          </select>,
        )}
        <OccupancyFields field={field} aria={aria} register={register} t={t} />
        <div className="bo-editor__row">
          {field(
            'baseOccupancy',
            t('bo.roomtypes.field.base'),
            <input
              {...aria('baseOccupancy', true)}
              type="number"
              inputMode="numeric"
              min={1}
              max={ROOM_OCCUPANCY_MAX}
              step={1}
              {...register('baseOccupancy', { setValueAs: optionalNumber })}
            />,
            { min: 1, max: ROOM_OCCUPANCY_MAX },
            t('bo.roomtypes.field.base.hint'),
          )}
          {field(
            'sizeSqm',
            t('bo.roomtypes.field.size'),
            <input
              {...aria('sizeSqm', true)}
              type="number"
              inputMode="numeric"
              min={1}
              max={ROOM_SIZE_MAX_SQM}
              step={1}
              {...register('sizeSqm', { setValueAs: optionalNumber })}
            />,
            { min: 1, max: ROOM_SIZE_MAX_SQM },
            t('bo.roomtypes.field.size.hint'),
          )}
        </div>
        <label className="bo-check">
          <input type="checkbox" {...register('enabled')} />
          {t('bo.roomtypes.field.enabled')}
        </label>
        <AmenitiesFields
          register={register}
          chosen={chosen}
          folded={(initial.amenities?.length ?? 0) === 0}
          t={t}
        />
        <EditorActions t={t} busy={busy} onClose={onClose} />
      </form>
    </Dialog>
  );
}
