/**
 * The guest of the new reservation (react-hook-form over the shared zod schema): name, e-mail,
 * phone (its prefix chosen by country: several countries share a dial code), nationality,
 * language, the source (phone by default), notes and the confirmation e-mail toggle.
 */
import { useMemo } from 'react';
import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { NOTES_MAX_LENGTH } from '../../../contracts/booking-limits.ts';
import { STAFF_BOOKING_SOURCES, type StaffGuestFormInput } from '../../../contracts/secure/staff-booking.ts';
import type { Language } from '../../../contracts/types.ts';
import { countryNames, dialCountries } from '../../../domain/countries.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../shared/fields.tsx';
import { sourceLabel } from '../reservations/SourceBadge.tsx';

export type GuestFieldsProps = {
  t: Translate;
  language: Language;
  field: (name: string) => string;
  register: UseFormRegister<StaffGuestFormInput>;
  setValue: UseFormSetValue<StaffGuestFormInput>;
  errors: FieldErrors<StaffGuestFormInput>;
  prefixIso: string;
  setPrefixIso: (iso: string) => void;
};

export function GuestFields({
  t,
  language,
  field,
  register,
  setValue,
  errors,
  prefixIso,
  setPrefixIso,
}: GuestFieldsProps) {
  const countries = useMemo(() => [...countryNames(language).entries()], [language]);
  const prefixes = useMemo(() => dialCountries(language), [language]);
  return (
    <div className="bo-new__grid">
      <TextField
        id={field('name')}
        label={t('bo.booking.guest.name')}
        t={t}
        required
        autoComplete="off"
        maxLength={60}
        error={errors.guest?.name}
        {...register('guest.name')}
      />
      <TextField
        id={field('surname')}
        label={t('bo.booking.guest.surname')}
        t={t}
        required
        autoComplete="off"
        maxLength={60}
        error={errors.guest?.surname}
        {...register('guest.surname')}
      />
      <TextField
        id={field('email')}
        label={t('bo.booking.guest.email')}
        t={t}
        type="email"
        inputMode="email"
        autoComplete="off"
        maxLength={254}
        hint={t('bo.booking.guest.email.hint')}
        error={errors.guest?.email}
        {...register('guest.email')}
      />
      <div className="bo-new__phone">
        <SelectField
          id={field('prefix')}
          name="prefix-country"
          label={t('bo.booking.guest.prefix')}
          t={t}
          required
          value={prefixIso}
          options={prefixes.map((p) => ({ value: p.iso, label: `${p.name} (${p.dial})` }))}
          error={errors.guest?.phone?.prefix}
          onChange={(event) => {
            const iso = event.target.value;
            setPrefixIso(iso);
            setValue('guest.phone.prefix', prefixes.find((p) => p.iso === iso)?.dial ?? '');
          }}
        />
        <TextField
          id={field('phone')}
          label={t('bo.booking.guest.phone')}
          t={t}
          type="tel"
          required
          autoComplete="off"
          maxLength={20}
          error={errors.guest?.phone?.number}
          {...register('guest.phone.number')}
        />
      </div>
      <SelectField
        id={field('nationality')}
        label={t('bo.booking.guest.nationality')}
        t={t}
        required
        options={[
          { value: '', label: t('bo.booking.guest.nationality.choose') },
          ...countries
            .map(([, name]) => ({ value: name, label: name }))
            .sort((a, b) => a.label.localeCompare(b.label, language)),
        ]}
        error={errors.guest?.nationality}
        {...register('guest.nationality')}
      />
      <SelectField
        id={field('language')}
        label={t('bo.booking.guest.language')}
        t={t}
        required
        options={[
          { value: 'en', label: t('bo.booking.language.en') },
          { value: 'it', label: t('bo.booking.language.it') },
        ]}
        {...register('guest.language')}
      />
      <SelectField
        id={field('source')}
        label={t('bo.booking.source')}
        t={t}
        required
        options={STAFF_BOOKING_SOURCES.map((source) => ({
          value: source,
          label: sourceLabel(source, t),
        }))}
        error={errors.source}
        {...register('source')}
      />
      <TextAreaField
        id={field('notes')}
        label={t('bo.booking.notes')}
        t={t}
        maxLength={NOTES_MAX_LENGTH}
        className="field--wide"
        error={errors.notes}
        {...register('notes')}
      />
      <CheckboxField
        id={field('send')}
        label={t('bo.booking.send.email')}
        t={t}
        className="field--wide"
        {...register('sendEmail')}
      />
    </div>
  );
}
