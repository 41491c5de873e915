/**
 * The guest document form's fields: text, select and birth-date fields with their hint and
 * error, a place (its country, then an Italian municipality from the list or a foreign place's
 * name as typed) and the nationality and citizenship countries.
 */
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { Language } from '../contracts/types.ts';
import { formatShortDate } from '../domain/dates-format.ts';
import {
  type GuestDocument,
  ITALY,
  PLACE_MIN_LENGTH,
  PLACE_NAME_MAX_LENGTH,
} from '../domain/guest-documents.ts';
import type { Translate } from '../i18n/translate.ts';
import { Combobox, type ComboOption } from './GuestDocumentItem.combobox.tsx';
import { countryOption, type DocumentForm } from './guest-document-form.ts';

/** What every field of one item's form shares. */
export type DocumentFields = {
  /** The item's id prefix for its fields' ids. */
  id: string;
  t: Translate;
  language: Language;
  form: UseFormReturn<DocumentForm>;
  errorOf: (field: keyof GuestDocument) => string | null;
  countrySearch: (query: string) => ComboOption[];
};

function RequiredMark() {
  return (
    <span className="ui-field__required" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

export function TextField({
  kit,
  name,
  label,
  max,
}: {
  kit: DocumentFields;
  name: 'name' | 'surname' | 'number';
  label: string;
  max: number;
}) {
  const { id } = kit;
  const error = kit.errorOf(name);
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={`${id}-${name}`}>
        {label}
        <RequiredMark />
      </label>
      <input
        id={`${id}-${name}`}
        className="ui-input"
        maxLength={max}
        autoComplete="off"
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-${name}-error` : undefined}
        {...kit.form.register(name)}
      />
      <p className="ui-field__error" id={`${id}-${name}-error`} hidden={!error}>
        {error}
      </p>
    </div>
  );
}

export type SelectExtra = {
  required?: boolean;
  disabled?: boolean;
  hint?: string | null;
  error?: string | null;
};

export function SelectField({
  kit,
  name,
  label,
  options,
  extra = {},
}: {
  kit: DocumentFields;
  name: 'gender' | 'type' | 'exemption' | 'guestType';
  label: string;
  options: { value: string; label: string }[];
  extra?: SelectExtra;
}) {
  const { id } = kit;
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={`${id}-${name}`}>
        {label}
        {extra.required ? <RequiredMark /> : null}
      </label>
      {extra.hint ? (
        <p className="ui-field__hint" id={`${id}-${name}-hint`}>
          {extra.hint}
        </p>
      ) : null}
      <select
        id={`${id}-${name}`}
        className="ui-input"
        aria-required={extra.required || undefined}
        aria-invalid={extra.error ? true : undefined}
        aria-describedby={
          [extra.hint ? `${id}-${name}-hint` : null, extra.error ? `${id}-${name}-error` : null]
            .filter(Boolean)
            .join(' ') || undefined
        }
        disabled={extra.disabled}
        {...kit.form.register(name)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <p className="ui-field__error" id={`${id}-${name}-error`} hidden={!extra.error}>
        {extra.error}
      </p>
    </div>
  );
}

/** The birth date, no later than the document's `maxDate` (the hint says which day). */
export function BirthDateField({ kit, maxDate }: { kit: DocumentFields; maxDate: string }) {
  const { id, t } = kit;
  const error = kit.errorOf('birthDate');
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={`${id}-birthDate`}>
        {t('bo.guests.field.birthDate')}
        <RequiredMark />
      </label>
      <p className="ui-field__hint" id={`${id}-birthDate-hint`}>
        {t('bo.guests.field.birthDate.hint', { date: formatShortDate(maxDate, kit.language) })}
      </p>
      <input
        id={`${id}-birthDate`}
        className="ui-input"
        type="date"
        max={maxDate}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-birthDate-hint${error ? ` ${id}-birthDate-error` : ''}`}
        {...kit.form.register('birthDate')}
      />
      <p className="ui-field__error" id={`${id}-birthDate-error`} hidden={!error}>
        {error}
      </p>
    </div>
  );
}

/** A foreign place: its name as typed. */
function PlaceNameField({
  kit,
  field,
  label,
}: {
  kit: DocumentFields;
  field: 'birthPlace' | 'issuer';
  label: string;
}) {
  const { id, t } = kit;
  const error = kit.errorOf(field);
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={`${id}-${field}-text`}>
        {label}
        <RequiredMark />
      </label>
      <p className="ui-field__hint" id={`${id}-${field}-text-hint`}>
        {t('bo.guests.field.birthPlace.hint.foreign')}
      </p>
      <input
        id={`${id}-${field}-text`}
        className="ui-input"
        maxLength={PLACE_NAME_MAX_LENGTH}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-${field}-text-hint${error ? ` ${id}-${field}-text-error` : ''}`}
        {...kit.form.register(`${field}.text`)}
      />
      <p className="ui-field__error" id={`${id}-${field}-text-error`} hidden={!error}>
        {error}
      </p>
    </div>
  );
}

/**
 * A place: its country (choosing another clears the place), then an Italian municipality from
 * the list (disabled until the list has arrived) or, abroad, the place's name.
 */
export function PlaceFields({
  kit,
  field,
  country,
  countryLabel,
  placeLabel,
  municipalitySearch,
}: {
  kit: DocumentFields;
  field: 'birthPlace' | 'issuer';
  country: string;
  countryLabel: string;
  placeLabel: string;
  /** Null while the municipality list is loading. */
  municipalitySearch: ((query: string) => ComboOption[]) | null;
}) {
  const { id, t, form } = kit;
  return (
    <div className="guest-doc__row">
      <Controller
        control={form.control}
        name={`${field}.country`}
        render={({ field: f }) => (
          <Combobox
            id={`${id}-${field}-country`}
            label={countryLabel}
            t={t}
            value={countryOption(f.value, kit.language)}
            onChange={(option) => {
              if (option) {
                f.onChange(option.id);
                form.setValue(`${field}.place`, null);
              }
            }}
            search={kit.countrySearch}
            minLength={PLACE_MIN_LENGTH}
            notMatchKey="error.country.not.match"
            required
          />
        )}
      />
      {country === ITALY ? (
        <Controller
          control={form.control}
          name={`${field}.place`}
          render={({ field: f }) => (
            <Combobox
              id={`${id}-${field}`}
              label={placeLabel}
              hint={
                municipalitySearch
                  ? t('bo.guests.field.birthPlace.hint.it')
                  : t('bo.guests.municipalities.loading')
              }
              t={t}
              value={f.value}
              onChange={f.onChange}
              search={municipalitySearch ?? (() => [])}
              minLength={PLACE_MIN_LENGTH}
              notMatchKey="error.place.not.match"
              error={kit.errorOf(field)}
              disabled={!municipalitySearch}
              required
            />
          )}
        />
      ) : (
        <PlaceNameField kit={kit} field={field} label={placeLabel} />
      )}
    </div>
  );
}

/** Nationality and citizenship: countries chosen from the list. */
export function CountryFields({ kit }: { kit: DocumentFields }) {
  const { id, t } = kit;
  return (
    <div className="guest-doc__row">
      {(['nationality', 'citizenship'] as const).map((name) => (
        <Controller
          key={name}
          control={kit.form.control}
          name={name}
          render={({ field: f }) => (
            <Combobox
              id={`${id}-${name}`}
              label={t(`bo.guests.field.${name}`)}
              hint={t('bo.guests.field.country.hint')}
              t={t}
              value={f.value}
              onChange={f.onChange}
              search={kit.countrySearch}
              minLength={PLACE_MIN_LENGTH}
              notMatchKey="error.country.not.match"
              error={kit.errorOf(name)}
              required
            />
          )}
        />
      ))}
    </div>
  );
}
