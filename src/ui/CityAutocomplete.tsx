/** City autocomplete (INPUT): a PlaceAutocomplete of kind 'city'. */
import { translator } from '../i18n/dictionary.ts';
import { PlaceAutocomplete, type PlaceAutocompleteProps } from './PlaceAutocomplete.tsx';

export type CityAutocompleteProps = Omit<PlaceAutocompleteProps, 'kind' | 'label'> & { label?: string };

export function CityAutocomplete({ label, hint, ...props }: CityAutocompleteProps) {
  const t = translator(props.language);
  return (
    <PlaceAutocomplete
      {...props}
      kind="city"
      label={label ?? t('places.city.label')}
      hint={hint ?? t('places.city.hint')}
    />
  );
}
