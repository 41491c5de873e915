/**
 * The form of one bed: type, count and max persons, the people of each band (capped at max
 * persons), whether the band is shown to the guest, and, for an extra bed the guest pays for, how
 * often it is charged and a price per band that sleeps in it.
 */
import type { RefObject } from 'react';
import {
  BED_FREQUENCIES,
  BED_MAX_COUNT,
  BED_MAX_PERSON,
  BED_TYPES,
  type BedFrequency,
  type BedType,
  PEOPLE_BANDS,
} from '../../../../domain/property.ts';
import type { Translate } from '../../../../i18n/translate.ts';
import { CheckboxInput, errorText, type FieldErrors, SelectInput, TextInput, toNumber } from '../form.tsx';
import type { BedDraft } from './bed-draft.ts';

export type BedFormProps = {
  /** The section's id: the people error's id starts with it. */
  id: string;
  t: Translate;
  draft: BedDraft;
  errors: FieldErrors;
  busy: boolean;
  formRef: RefObject<HTMLFormElement | null>;
  bedName: (type: string) => string;
  onChange: (patch: Partial<BedDraft>) => void;
  onSave: () => void;
  onCancel: () => void;
};

export function BedForm({
  id,
  t,
  draft: d,
  errors,
  busy,
  formRef,
  bedName,
  onChange: change,
  onSave,
  onCancel,
}: BedFormProps) {
  const maxPerson = toNumber(d.maxPerson);
  return (
    <form
      ref={formRef}
      className="bo-property__form"
      aria-label={t('bo.property.beds.edit', { name: bedName(d.type) })}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <div className="bo-property__grid">
        <SelectInput
          label={t('bo.property.beds.type')}
          required
          value={d.type}
          options={BED_TYPES.map((type) => ({ value: type, label: bedName(type) }))}
          onChange={(type) => change({ type: type as BedType })}
          error={errorText(t, errors.type)}
        />
        <TextInput
          label={t('bo.property.beds.count')}
          type="number"
          inputMode="numeric"
          min={1}
          max={BED_MAX_COUNT}
          required
          value={d.count}
          onChange={(count) => change({ count })}
          error={errorText(t, errors.count, { num: errors.count === 'error.field.min' ? 1 : BED_MAX_COUNT })}
        />
        <TextInput
          label={t('bo.property.beds.max.person')}
          type="number"
          inputMode="numeric"
          min={1}
          max={BED_MAX_PERSON}
          required
          value={d.maxPerson}
          onChange={(value) => change({ maxPerson: value })}
          error={errorText(t, errors.maxPerson, {
            num: errors.maxPerson === 'error.field.min' ? 1 : BED_MAX_PERSON,
          })}
        />
      </div>
      <fieldset
        className="bo-property__fieldset"
        aria-describedby={errors.people ? `${id}-people-error` : undefined}
      >
        <legend>{t('bo.property.beds.people')}</legend>
        <div className="bo-property__grid">
          {PEOPLE_BANDS.map((band) => (
            <TextInput
              key={band}
              label={t.text(`bo.property.band.${band}`)}
              type="number"
              inputMode="numeric"
              min={0}
              max={maxPerson ?? BED_MAX_PERSON}
              value={d.people[band]}
              onChange={(value) => change({ people: { ...d.people, [band]: value } })}
              error={errorText(t, errors[`people.${band}`], { num: maxPerson ?? BED_MAX_PERSON })}
            />
          ))}
        </div>
        {errors.people ? (
          <p id={`${id}-people-error`} className="ui-field__error">
            {errorText(t, errors.people)}
          </p>
        ) : null}
      </fieldset>
      <CheckboxInput
        label={t('bo.property.beds.show.people.type')}
        checked={d.showPeopleType}
        onChange={(showPeopleType) => change({ showPeopleType })}
      />
      <CheckboxInput
        label={t('bo.property.beds.to.pay')}
        checked={d.toPay}
        onChange={(toPay) => change({ toPay })}
      />
      {d.toPay ? <BedPrices t={t} draft={d} errors={errors} onChange={change} /> : null}
      <div className="bo-property__actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('bo.property.saving') : t('bo.property.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
          {t('bo.property.cancel')}
        </button>
      </div>
    </form>
  );
}

/** An extra bed's charge: how often, and a price for each band that sleeps in it. */
function BedPrices({
  t,
  draft: d,
  errors,
  onChange: change,
}: Pick<BedFormProps, 't' | 'draft' | 'errors' | 'onChange'>) {
  return (
    <fieldset className="bo-property__fieldset">
      <legend>{t('bo.property.beds.prices')}</legend>
      <div className="bo-property__grid">
        <SelectInput
          label={t('bo.property.beds.frequency')}
          value={d.frequency}
          options={BED_FREQUENCIES.map((f) => ({
            value: f,
            label: t.text(`bo.property.bed.frequency.${f}`),
          }))}
          onChange={(frequency) => change({ frequency: frequency as BedFrequency })}
        />
        {PEOPLE_BANDS.filter((band) => (toNumber(d.people[band]) ?? 0) > 0).map((band) => (
          <TextInput
            key={band}
            label={t.text(`bo.property.band.${band}`)}
            type="number"
            inputMode="decimal"
            step={0.01}
            min={0}
            required
            value={d.prices[band]}
            onChange={(value) => change({ prices: { ...d.prices, [band]: value } })}
            error={errorText(t, errors[`prices.${band}`], { num: 0 })}
          />
        ))}
      </div>
    </fieldset>
  );
}
