/**
 * The address of one quoted property: the shared address autocomplete (src/ui, WAI-ARIA
 * combobox; a suggestion must be chosen) gives street, number, city, province, country and the
 * place's data; the postcode, which the places data does not carry, is typed next to it.
 */
import { type Control, Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { AddressInfo, Language } from '../../api/types.ts';
import type { PlacesProvider } from '../../domain/places.ts';
import type { AddressInfoInput } from '../../schemas/address.ts';
import type { QuoteInput } from '../../schemas/join.ts';
import { AddressAutocomplete } from '../../ui/AddressAutocomplete.tsx';
import { TextField } from '../shared/fields.tsx';
import type { Translate } from '../shared/i18n.ts';
import type { QUOTE_KEYS } from './keys.ts';

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

type Props = {
  index: number;
  idPrefix: string;
  language: Language;
  provider: PlacesProvider;
  t: Translate<(typeof QUOTE_KEYS)[number]>;
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
        maxLength={5}
        error={errors?.zipcode}
        {...register(`hotels.${index}.addressInfo.zipcode`)}
      />
    </div>
  );
}
