/**
 * The policies and taxes screens' field markup: a labelled control with its message (ids built
 * from the issue's path, so a worker's 400 lands on its field), the first invalid field focused,
 * the charge select, and the example stay the guest's sentences are written for.
 */
import type { ReactNode } from 'react';
import { addDays, todayIn } from '../../../domain/booking/dates.ts';
import { CHARGE_TYPES, type ChargeType } from '../../../domain/policy-setup.ts';
import type { Translate } from '../../../i18n/translate.ts';
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
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={id}>
          {label}
        </label>
        {hint ? (
          <p className="ui-field__hint" id={`${id}-hint`}>
            {hint}
          </p>
        ) : null}
        {render(id, described, code !== undefined)}
        {code ? (
          <p className="ui-field__error" id={`${id}-error`}>
            {codeText(t, code, limits)}
          </p>
        ) : null}
      </div>
    );
  };
}

/** What a charge costs; CUSTOM only for a stored policy (it keeps terms the form cannot say). */
export function ChargeSelect(props: {
  id: string;
  invalid: boolean;
  described: string | undefined;
  t: Translate;
  value: ChargeType;
  custom: boolean;
  onChange: (value: ChargeType) => void;
}) {
  const { id, invalid, described, t, value, custom, onChange } = props;
  return (
    <select
      id={id}
      className="ui-input"
      value={value}
      aria-describedby={described}
      aria-invalid={invalid || undefined}
      onChange={(e) => onChange(e.currentTarget.value as ChargeType)}
    >
      {CHARGE_TYPES.filter((type) => type !== 'CUSTOM' || (custom && value === 'CUSTOM')).map((type) => (
        <option key={type} value={type}>
          {t(`bo.policies.charge.${type}`)}
        </option>
      ))}
    </select>
  );
}
