/**
 * The address of one quoted property: the shared address autocomplete (src/ui, WAI-ARIA
 * combobox; a suggestion must be chosen) gives street, number, city, province, country and the
 * place's data; the postcode, which the places data does not carry, is typed next to it. A street
 * the places data does not have, or an address abroad, is typed by hand ('Enter the address by
 * hand'): the back office's address entry with its map (./ManualAddress.tsx), loaded only then.
 */
import { lazy, Suspense, useState } from 'react';
import { type Control, Controller, type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import type { AddressInfoInput } from '../../contracts/address.ts';
import type { QuoteInput } from '../../contracts/join.ts';
import type { AddressInfo, Language } from '../../contracts/types.ts';
import type { PlacesProvider } from '../../domain/places.ts';
import type { Translate } from '../../i18n/translate.ts';
import { AddressAutocomplete } from '../../ui/AddressAutocomplete.tsx';
import { errorText, TextField } from '../shared/fields.tsx';
import type messages from './messages.gen.json';

export const emptyAddress = (): AddressInfoInput => ({
  address: '',
  street: '',
  number: '',
  zipcode: '',
  city: '',
  province: '',
  country: '',
});

/** The chosen place of an address value, or null while none is chosen. */
export function chosenPlace(info: Partial<AddressInfoInput> | null | undefined): AddressInfo | null {
  return info?.address ? (info as AddressInfo) : null;
}

const ADDRESS_PARTS = ['address', 'street', 'city', 'country'] as const;

/** The parts the manual entry shows errors for. */
const MANUAL_PARTS = ['address', 'city', 'district', 'zipcode', 'province', 'country'] as const;

/** POSTCODE_MAX_LENGTH of src/domain/postcodes.ts, not imported: its country tables would join the page's JS. */
const POSTCODE_MAX_LENGTH = 10;

const ManualAddress = lazy(() => import('./ManualAddress.tsx'));

/** An address typed by hand: one with text but no place of the lookup (a restored draft, say). */
const isManual = (info: Partial<AddressInfoInput> | null | undefined) =>
  Boolean(info?.address && !info.placeId);

type Props = {
  index: number;
  idPrefix: string;
  language: Language;
  provider: PlacesProvider;
  t: Translate<keyof (typeof messages)['en']>;
  control: Control<QuoteInput>;
  register: UseFormRegister<QuoteInput>;
  errors: FieldErrors<AddressInfoInput> | undefined;
  /** Show the autocomplete's own error before the field was left (after a submit). */
  showErrors: boolean;
};

export function AddressFields({
  index,
  idPrefix,
  language,
  provider,
  t,
  control,
  register,
  errors,
  showErrors,
}: Props) {
  // A chosen place that still misses a part the schema needs (e.g. a city without a street).
  const missing = ADDRESS_PARTS.find((part) => errors?.[part]);
  const [chosenManual, setManual] = useState(false);
  const value = useWatch({ control, name: `hotels.${index}.addressInfo` });
  if (chosenManual || isManual(value)) {
    const manualErrors: Record<string, string> = {};
    for (const part of MANUAL_PARTS) {
      const message = showErrors ? errorText(t, errors?.[part]) : undefined;
      if (message) manualErrors[part] = message;
    }
    return (
      <Controller
        control={control}
        name={`hotels.${index}.addressInfo`}
        render={({ field }) => (
          <Suspense fallback={<p role="status">{t('forms.quote.address.loading')}</p>}>
            <ManualAddress
              value={field.value ?? emptyAddress()}
              onChange={field.onChange}
              language={language}
              provider={provider}
              t={t as Translate}
              errors={manualErrors}
            />
          </Suspense>
        )}
      />
    );
  }
  return (
    <div className="field-grid address-fields">
      <Controller
        control={control}
        name={`hotels.${index}.addressInfo`}
        render={({ field }) => {
          const place = chosenPlace(field.value);
          return (
            <div className="field--wide">
              <AddressAutocomplete
                id={`${idPrefix}-place`}
                name={field.name}
                language={language}
                provider={provider}
                value={place}
                showError={showErrors}
                onChange={(info) =>
                  field.onChange({
                    ...emptyAddress(),
                    ...(info ?? {}),
                    zipcode: field.value?.zipcode ?? '',
                  })
                }
              />
              {place && missing && (
                <p className="field-error" role="alert">
                  {t('error.address.not.match')}
                </p>
              )}
              <p className="address-manual">
                <button
                  type="button"
                  className="button button--secondary"
                  aria-describedby={`${idPrefix}-manual-hint`}
                  onClick={() => {
                    if (!isManual(field.value)) field.onChange(emptyAddress());
                    setManual(true);
                  }}
                >
                  {t('forms.quote.address.manual')}
                </button>{' '}
                <span id={`${idPrefix}-manual-hint`} className="field-hint">
                  {t('forms.quote.address.manual.hint')}
                </span>
              </p>
            </div>
          );
        }}
      />
      <TextField
        id={`${idPrefix}-zipcode`}
        label={t('forms.address.zipcode')}
        t={t}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={POSTCODE_MAX_LENGTH}
        error={errors?.zipcode}
        {...register(`hotels.${index}.addressInfo.zipcode`)}
      />
    </div>
  );
}
