/**
 * Address autocomplete (INPUT): a PlaceAutocomplete of kind 'address'. With the local
 * provider, type "street number, city" (no street data offline: see worker/places/README.md).
 */
import { translator } from '../i18n/dictionary.ts';
import { PlaceAutocomplete, type PlaceAutocompleteProps } from './PlaceAutocomplete.tsx';

export type AddressAutocompleteProps = Omit<PlaceAutocompleteProps, 'kind' | 'label'> & { label?: string };

export function AddressAutocomplete({ label, hint, ...props }: AddressAutocompleteProps) {
  const t = translator(props.language);
  return (
    <PlaceAutocomplete
      {...props}
      kind="address"
      label={label ?? t('places.address.label')}
      hint={hint ?? t('places.address.hint')}
    />
  );
}
