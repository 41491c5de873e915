/**
 * The component gallery's place autocompletes: a city and an address, empty, chosen (Rome), in
 * error and disabled, over the site's own places service; each shows the chosen value under it.
 */
import { useMemo, useState } from 'react';
import type { AddressInfo, Language } from '../../contracts/types.ts';
import { AddressAutocomplete } from '../AddressAutocomplete.tsx';
import { CityAutocomplete } from '../CityAutocomplete.tsx';
import { localPlacesProvider } from '../places/local.ts';
import { type GallerySectionProps, galleryStates, Section, State } from './GalleryFrame.tsx';

const ROME: AddressInfo = {
  city: 'Roma',
  province: 'RM',
  region: 'Lazio',
  country: 'IT',
  placeId: 'it:058091',
  formatted_address: 'Roma RM, Italia',
  geo: { type: 'Point', coordinates: [12.5113, 41.8919] },
};

function PlaceDemo(props: {
  language: Language;
  kind: 'address' | 'city';
  id: string;
  initial: AddressInfo | null;
  disabled?: boolean;
  showError?: boolean;
  provider: ReturnType<typeof localPlacesProvider>;
}) {
  const [value, setValue] = useState(props.initial);
  const Component = props.kind === 'city' ? CityAutocomplete : AddressAutocomplete;
  return (
    <>
      <Component
        id={props.id}
        language={props.language}
        provider={props.provider}
        value={value}
        onChange={setValue}
        disabled={props.disabled}
        showError={props.showError}
      />
      <output className="gallery__output" htmlFor={props.id} data-testid={`${props.id}-value`}>
        {value ? JSON.stringify(value) : '—'}
      </output>
    </>
  );
}

export function PlacesGallery({ language }: GallerySectionProps) {
  const st = galleryStates(language);
  const provider = useMemo(() => localPlacesProvider(), []);
  return (
    <Section id="places" title="AddressAutocomplete / CityAutocomplete">
      <State title={`${st.default} (city)`}>
        <PlaceDemo id="city-default" kind="city" language={language} provider={provider} initial={null} />
      </State>
      <State title={`${st.default} (address)`}>
        <PlaceDemo
          id="address-default"
          kind="address"
          language={language}
          provider={provider}
          initial={null}
        />
      </State>
      <State title={`${st.filled} (city)`}>
        <PlaceDemo id="city-filled" kind="city" language={language} provider={provider} initial={ROME} />
      </State>
      <State title={st.error}>
        <PlaceDemo
          id="city-error"
          kind="city"
          language={language}
          provider={provider}
          initial={null}
          showError
        />
      </State>
      <State title={st.disabled}>
        <PlaceDemo
          id="address-disabled"
          kind="address"
          language={language}
          provider={provider}
          initial={ROME}
          disabled
        />
      </State>
    </Section>
  );
}
