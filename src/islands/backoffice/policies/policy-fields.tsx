/**
 * The policies and taxes screens' field markup: a labelled control with its message (ids built
 * from the issue's path, so a worker's 400 lands on its field), the first invalid field focused,
 * the number, text and choice fields of the cards, the charge options, and the example stay the guest's sentences are written for.
 */
import type { ReactNode } from 'react';
import { addDays, todayIn } from '../../../domain/booking/dates.ts';
import { CHARGE_TYPES, type ChargeType } from '../../../domain/policy-setup.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { EditorField } from '../rooms/EditorParts.tsx';
import { codeText, type Limits } from '../rooms/setup-errors.ts';
import type { PoliciesForm } from './policy-form.ts';

/** The example stay of the sentences: 3 nights at 100 a night, arriving in 30 days. */
export const EXAMPLE_NIGHTS = 3;
export const EXAMPLE_NIGHT_CENTS = 10_000;
export const EXAMPLE_DAYS_AHEAD = 30;

export type Example = { checkin: string; nightlyCents: number[]; totalCents: number; now: number };

export function exampleStay(timeZone: string, now: number): Example {
  const nightlyCents = Array.from({ length: EXAMPLE_NIGHTS }, () => EXAMPLE_NIGHT_CENTS);
  return {
    checkin: addDays(todayIn(timeZone, now), EXAMPLE_DAYS_AHEAD),
    nightlyCents,
    totalCents: EXAMPLE_NIGHTS * EXAMPLE_NIGHT_CENTS,
    now,
  };
}

/** The deposit terms the form stands for (invalid numbers read as none). */
export function depositTerms(form: PoliciesForm) {
  const value = Number(form.depositValue);
  const ok = form.depositValue.trim() !== '' && Number.isFinite(value);
  return form.depositKind === 'NIGHTS'
    ? { depositPercentage: 0, depositNights: ok ? Math.max(0, Math.floor(value)) : 0 }
    : { depositPercentage: ok ? value : 0, depositNights: null };
}

export function dueText(t: Translate, form: PoliciesForm): string {
  return form.depositDue === 'BEFORE'
    ? t('bo.policies.deposit.when.days', { days: form.depositDueDays })
    : t('bo.policies.deposit.when.booking');
}

export const fieldId = (base: string, path: string) => `${base}-${path.replace(/\./g, '-')}`;

/** Focuses the first field with an error (its input's id is built from the path). */
export function focusFirst(base: string, errors: ReadonlyMap<string, string>): void {
  const first = [...errors.keys()][0];
  if (!first) return;
  requestAnimationFrame(() => document.getElementById(fieldId(base, first))?.focus());
}

/** Renders a field's control: its id, its aria-describedby and whether it is invalid. */
export type RenderControl = (id: string, described: string | undefined, invalid: boolean) => ReactNode;
export type FieldMaker = (
  path: string,
  label: string,
  render: RenderControl,
  limits?: Limits,
  hint?: string,
) => ReactNode;

/** A labelled field with its hint and message: `render` gets the input's id and its aria-describedby. */
export function makeField(base: string, t: Translate, errors: ReadonlyMap<string, string>): FieldMaker {
  return (path, label, render, limits = {}, hint) => {
    const id = fieldId(base, path);
    const code = errors.get(path);
    const described =
      [hint ? `${id}-hint` : null, code ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
    return (
      <EditorField id={id} label={label} hint={hint} error={code ? codeText(t, code, limits) : null}>
        {render(id, described, code !== undefined)}
      </EditorField>
    );
  };
}

/** A field's control attributes: its id, the class of the kit's inputs, its description and state. */
const control = (id: string, described: string | undefined, invalid: boolean) => ({
  id,
  className: 'ui-input',
  'aria-describedby': described,
  'aria-invalid': invalid || undefined,
});

/** Options from their values' message keys, in the order given (`{ UNTIL: 'bo.policies.free.until' }`). */
export function optionsOf<Value extends string>(t: Translate, keys: Readonly<Record<Value, string>>) {
  return (Object.keys(keys) as Value[]).map((value) => ({ value, text: t(keys[value]) }));
}

/** What every field component of these forms is given: the form's field maker, the field's path and label. */
type FieldProps = { field: FieldMaker; path: string; label: string };

/**
 * A number field whose `min` and `max` bound the input and fill its message; a `step` makes it
 * take decimals (the phone's decimal keypad), without one it takes whole numbers.
 */
export function NumberField(
  props: FieldProps & {
    value: string;
    min: number;
    max: number;
    step?: string;
    hint?: string;
    onChange: (value: string) => void;
  },
) {
  const { field, path, label, value, min, max, step, hint, onChange } = props;
  return field(
    path,
    label,
    (id, described, invalid) => (
      <input
        {...control(id, described, invalid)}
        type="number"
        inputMode={step ? 'decimal' : 'numeric'}
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    ),
    { min, max },
    hint,
  );
}

/** A text field; its message says `limit` characters at most (`maxLength` stops the typing there). */
export function TextField(
  props: FieldProps & { value: string; limit: number; maxLength?: number; onChange: (value: string) => void },
) {
  const { field, path, label, value, limit, maxLength, onChange } = props;
  return field(
    path,
    label,
    (id, described, invalid) => (
      <input
        {...control(id, described, invalid)}
        value={value}
        maxLength={maxLength}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    ),
    { maxLength: limit },
  );
}

/** A choice among `options` (the values a form field takes, each with its text). */
export function SelectField<Value extends string>(
  props: FieldProps & {
    value: Value;
    options: readonly { value: Value; text: string }[];
    onChange: (value: Value) => void;
  },
) {
  const { field, path, label, value, options, onChange } = props;
  return field(path, label, (id, described, invalid) => (
    <select
      {...control(id, described, invalid)}
      value={value}
      // The options are `options`: the value is one of them.
      onChange={(e) => onChange(e.currentTarget.value as Value)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.text}
        </option>
      ))}
    </select>
  ));
}

/** What a charge costs, as options; CUSTOM only for a stored policy (it keeps terms the form cannot say). */
export function chargeOptions(t: Translate, value: ChargeType, custom: boolean) {
  return CHARGE_TYPES.filter((type) => type !== 'CUSTOM' || (custom && value === 'CUSTOM')).map((type) => ({
    value: type,
    text: t(`bo.policies.charge.${type}`),
  }));
}
