/**
 * The bulk-edit dialog's fields: the period, a group of checkboxes (weekdays, room types, plans),
 * the channels offered, and the target values. Each field reads its state through one kit: its
 * registration, whether it is invalid, what describes it (hint, error) and its error line.
 */
import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { Translate } from '../../../i18n/translate.ts';
import type { BulkField, BulkForm } from './bulk-edit.ts';

export type BulkFieldKit = {
  register: UseFormRegister<BulkForm>;
  invalid: (field: BulkField) => true | undefined;
  described: (field: BulkField, hint?: string) => string | undefined;
  errorLine: (field: BulkField) => ReactNode;
};

/** The kit of a form whose error lines are `${id}-${field}-error`; `message` words a field's error. */
export function bulkFieldKit(
  id: string,
  register: UseFormRegister<BulkForm>,
  errors: FieldErrors<BulkForm>,
  message: (field: BulkField, code: string) => string,
): BulkFieldKit {
  const errorId = (field: BulkField) => `${id}-${field}-error`;
  return {
    register,
    invalid: (field) => (errors[field] ? true : undefined),
    described: (field, hint) =>
      [hint, errors[field] ? errorId(field) : undefined].filter(Boolean).join(' ') || undefined,
    errorLine: (field) => {
      const code = errors[field]?.message;
      return code ? (
        <p id={errorId(field)} className="rs-form__error">
          {message(field, code)}
        </p>
      ) : null;
    },
  };
}

/** A date or a number of the form, with its error line; `input` holds what differs (type, bounds, keyboard). */
export function BulkInput({
  label,
  field,
  input,
  kit,
}: {
  label: string;
  field: 'startDate' | 'endDate' | 'amount' | 'minLOS' | 'maxLOS';
  input:
    | { type: 'date'; min: string; max: string }
    | { type: 'text'; inputMode: 'decimal' | 'numeric'; autoComplete: 'off' };
  kit: BulkFieldKit;
}) {
  return (
    <label className="rs-form__field">
      <span>{label}</span>
      <input
        {...input}
        aria-invalid={kit.invalid(field)}
        aria-describedby={kit.described(field)}
        {...kit.register(field)}
      />
      {kit.errorLine(field)}
    </label>
  );
}

/** A group of checkboxes for one list field; the first box carries the group's invalid state. */
export function BulkChecks({
  legend,
  field,
  options,
  kit,
  className = 'rs-form__checks',
}: {
  legend: string;
  field: 'weekdays' | 'roomTypes' | 'ratePlans';
  options: ReadonlyArray<{ value: string; label: string }>;
  kit: BulkFieldKit;
  className?: string;
}) {
  return (
    <fieldset className="rs-form__group" aria-describedby={kit.described(field)}>
      <legend>{legend}</legend>
      <div className={className}>
        {options.map((option, index) => (
          <label key={option.value} className="rs-check">
            <input
              type="checkbox"
              value={option.value}
              aria-invalid={index === 0 ? kit.invalid(field) : undefined}
              {...kit.register(field)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {kit.errorLine(field)}
    </fieldset>
  );
}

/** The channels linked to both a chosen room type and a chosen plan, or why there are none. */
export function BulkChannels({
  channels,
  hintId,
  kit,
  t,
}: {
  channels: readonly string[];
  hintId: string;
  kit: BulkFieldKit;
  t: Translate;
}) {
  return (
    <fieldset className="rs-form__group" aria-describedby={kit.described('channels', hintId)}>
      <legend>{t('bo.ratesheet.bulk.channels')}</legend>
      <p id={hintId} className="rs-form__hint">
        {channels.length === 0 ? t('bo.ratesheet.bulk.channels.none') : t('bo.ratesheet.bulk.channels.hint')}
      </p>
      {channels.length > 0 && (
        <div className="rs-form__checks">
          {channels.map((channel) => (
            <label key={channel} className="rs-check">
              <input type="checkbox" value={channel} {...kit.register('channels')} />
              <span>{channelName(t, channel)}</span>
            </label>
          ))}
        </div>
      )}
      {kit.errorLine('channels')}
    </fieldset>
  );
}

const numberInput = (inputMode: 'decimal' | 'numeric') => ({
  type: 'text' as const,
  inputMode,
  autoComplete: 'off' as const,
});

/** The target values: an empty field (or 'keep') leaves each day's current value. */
export function BulkTarget({ hintId, kit, t }: { hintId: string; kit: BulkFieldKit; t: Translate }) {
  return (
    <fieldset className="rs-form__group" aria-describedby={hintId}>
      <legend>{t('bo.ratesheet.bulk.target')}</legend>
      <p id={hintId} className="rs-form__hint">
        {t('bo.ratesheet.bulk.target.hint')}
      </p>
      <div className="rs-form__row">
        <BulkInput
          label={t('bo.ratesheet.row.amount')}
          field="amount"
          input={numberInput('decimal')}
          kit={kit}
        />
        <BulkInput
          label={t('bo.ratesheet.row.minStay')}
          field="minLOS"
          input={numberInput('numeric')}
          kit={kit}
        />
        <BulkInput
          label={t('bo.ratesheet.row.maxStay')}
          field="maxLOS"
          input={numberInput('numeric')}
          kit={kit}
        />
      </div>
      <div className="rs-form__row">
        {(['closedToArrival', 'closedToDeparture'] as const).map((flag) => (
          <label key={flag} className="rs-form__field">
            <span>{t(`bo.ratesheet.row.${flag === 'closedToArrival' ? 'cta' : 'ctd'}`)}</span>
            <select
              aria-invalid={kit.invalid(flag)}
              aria-describedby={kit.described(flag)}
              {...kit.register(flag)}
            >
              <option value="keep">{t('bo.ratesheet.bulk.keep')}</option>
              <option value="on">{t('bo.ratesheet.bulk.flag.on')}</option>
              <option value="off">{t('bo.ratesheet.bulk.flag.off')}</option>
            </select>
            {kit.errorLine(flag)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A channel's name: ours, a reservation source's (Booking.com…), else its code. */
function channelName(t: Translate, channel: string): string {
  for (const key of [`bo.ratesheet.channel.${channel}`, `bo.planning.source.${channel}`])
    if (t.has(key)) return t.text(key);
  return channel;
}
