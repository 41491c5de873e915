/**
 * The guest's contact (BODATA-12): name, surname, e-mail, nationality, and the phone with its
 * country code. The code follows the nationality until the guest picks one.
 */
import { useMemo, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { GUEST_NAME_MAX_LENGTH } from '../../../src/contracts/booking-limits.ts';
import type { Language } from '../../../src/contracts/types.ts';
import { countryName, countryOfPrefix, dialCountries, dialPrefix } from '../../../src/domain/countries.ts';
import { EMAIL_MAX_LENGTH } from '../../../src/domain/formats.ts';
import { useTranslate } from '../context.tsx';
import { CountryCombobox } from './CountryCombobox.tsx';
import { Field, fieldAria } from './Field.tsx';
import type { FormField, GuestFormOutput, GuestFormValues } from './form.ts';

const PHONE_NUMBER_MAX_LENGTH = 20;

/** The country of the phone code shown for a prefix: the guest's nationality or default country first. */
function prefixCountry(prefix: string, candidates: readonly string[]): string {
  return candidates.find((iso) => iso !== '' && dialPrefix(iso) === prefix) ?? countryOfPrefix(prefix) ?? '';
}

type Props = {
  id: (name: string) => string;
  language: Language;
  form: UseFormReturn<GuestFormValues, unknown, GuestFormOutput>;
  /** The translated error of a field, if any. */
  error: (field: FormField) => string | undefined;
  initial: GuestFormValues;
  /** The language's (or the browser's) country, and the phone code that came with the form. */
  defaultCountry: string;
  automaticPrefix: string;
};

/**
 * The phone's country code: the one that came with the form, following the nationality until
 * the guest picks one.
 */
function usePhoneCountry(
  form: UseFormReturn<GuestFormValues, unknown, GuestFormOutput>,
  initial: GuestFormValues,
  defaultCountry: string,
  automaticPrefix: string,
) {
  const { setValue } = form;
  const { isSubmitted } = form.formState;
  const [prefixIso, setPrefixIso] = useState(() =>
    prefixCountry(initial.guest.phone.prefix, [initial.guest.countryIso, defaultCountry]),
  );
  // A code the guest picked (not the one that came with the nationality) stays put.
  const prefixChosen = useRef(initial.guest.phone.prefix !== automaticPrefix);

  const choosePrefix = (iso: string) => {
    setPrefixIso(iso);
    setValue('guest.phone.prefix', iso === '' ? '' : (dialPrefix(iso) ?? ''), {
      shouldDirty: true,
      shouldValidate: isSubmitted,
    });
  };

  const chooseNationality = (text: string, iso: string | null) => {
    setValue('guest.countryIso', iso ?? '', { shouldDirty: true });
    setValue('guest.nationality', iso === null ? text : countryName(iso, 'en'), {
      shouldDirty: true,
      shouldValidate: isSubmitted,
    });
    if (iso !== null && !prefixChosen.current && dialPrefix(iso) !== null) choosePrefix(iso);
  };

  return { prefixIso, choosePrefix, chooseNationality, prefixChosen };
}

export function ContactFields({
  id,
  language,
  form,
  error,
  initial,
  defaultCountry,
  automaticPrefix,
}: Props) {
  const { t } = useTranslate();
  const { register } = form;
  const { prefixIso, choosePrefix, chooseNationality, prefixChosen } = usePhoneCountry(
    form,
    initial,
    defaultCountry,
    automaticPrefix,
  );
  const prefixes = useMemo(() => dialCountries(language), [language]);

  const emailError = error('guest.email');
  const nameError = error('guest.name');
  const surnameError = error('guest.surname');
  const prefixError = error('guest.phone.prefix');
  const phoneError = error('guest.phone.number');
  const nationalityError = error('guest.nationality');
  const initialNationality =
    initial.guest.countryIso !== ''
      ? countryName(initial.guest.countryIso, language)
      : initial.guest.nationality;

  return (
    <fieldset className="guest-fieldset">
      <legend>{t('widget.guest.contact')}</legend>
      <div className="guest-grid">
        <Field id={id('name')} label={t('widget.guest.name')} error={nameError} required>
          <input
            id={id('name')}
            className="guest-input"
            type="text"
            autoComplete="given-name"
            autoCapitalize="words"
            required
            maxLength={GUEST_NAME_MAX_LENGTH}
            {...fieldAria(id('name'), { error: nameError })}
            {...register('guest.name')}
          />
        </Field>
        <Field id={id('surname')} label={t('widget.guest.surname')} error={surnameError} required>
          <input
            id={id('surname')}
            className="guest-input"
            type="text"
            autoComplete="family-name"
            autoCapitalize="words"
            required
            maxLength={GUEST_NAME_MAX_LENGTH}
            {...fieldAria(id('surname'), { error: surnameError })}
            {...register('guest.surname')}
          />
        </Field>
        <Field
          id={id('email')}
          label={t('widget.guest.email')}
          hint={t('widget.guest.email.hint')}
          error={emailError}
          required
        >
          <input
            id={id('email')}
            className="guest-input"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={EMAIL_MAX_LENGTH}
            {...fieldAria(id('email'), { hint: true, error: emailError })}
            {...register('guest.email')}
          />
        </Field>
        <Field
          id={id('nationality')}
          label={t('widget.guest.nationality')}
          hint={t('widget.guest.nationality.hint')}
          error={nationalityError}
          required
        >
          <CountryCombobox
            id={id('nationality')}
            language={language}
            initialText={initialNationality}
            error={nationalityError}
            required
            onChange={chooseNationality}
          />
        </Field>
        <Field id={id('prefix')} label={t('widget.guest.phone.prefix')} error={prefixError} required>
          <select
            id={id('prefix')}
            className="guest-input"
            autoComplete="tel-country-code"
            required
            value={prefixIso}
            onChange={(event) => {
              prefixChosen.current = true;
              choosePrefix(event.currentTarget.value);
            }}
            {...fieldAria(id('prefix'), { error: prefixError })}
          >
            <option value="">{t('forms.select.placeholder')}</option>
            {prefixes.map((country) => (
              <option key={country.iso} value={country.iso}>
                {`${country.name} (${country.dial})`}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={id('phone')}
          label={t('widget.guest.phone.number')}
          hint={t('widget.guest.phone.hint')}
          hintAfter
          error={phoneError}
          required
        >
          <input
            id={id('phone')}
            className="guest-input"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required
            maxLength={PHONE_NUMBER_MAX_LENGTH}
            {...fieldAria(id('phone'), { hint: true, error: phoneError })}
            {...register('guest.phone.number')}
          />
        </Field>
      </div>
    </fieldset>
  );
}
