/**
 * The quote's address typed by hand (PROPERTY: a street the places data does not have, an
 * address outside Italy): the back office's address entry (src/ui/AddressEntry.tsx) in manual
 * mode, with its searchable map and draggable marker. Loaded only when the prospect chooses
 * 'Enter the address by hand', so the quote page does not carry Leaflet otherwise.
 */

import type { AddressInfoInput } from '../../contracts/address.ts';
import type { AddressInfo, Language } from '../../contracts/types.ts';
import type { PlacesProvider } from '../../domain/places.ts';
import type { Translate, TranslateParams } from '../../i18n/translate.ts';
import { AddressEntry } from '../../ui/AddressEntry.tsx';

/** The entry's labels that speak of Italy only, worded for any country on the quote. */
const QUOTE_LABELS: Readonly<Record<string, string>> = {
  'bo.address.province': 'forms.address.province',
  'bo.address.country': 'forms.address.country',
};

type Props = {
  value: AddressInfoInput;
  onChange: (value: AddressInfoInput) => void;
  language: Language;
  provider: PlacesProvider;
  t: Translate;
  /** Field errors by part, already translated. */
  errors: Readonly<Record<string, string>>;
};

export default function ManualAddress({ value, onChange, language, provider, t, errors }: Props) {
  const text = (key: string, params?: TranslateParams) => t.text(QUOTE_LABELS[key] ?? key, params);
  const translate: Translate = Object.assign(text, {
    text,
    has: (key: string) => t.has(QUOTE_LABELS[key] ?? key),
    language: t.language,
  });
  return (
    <AddressEntry
      initialManual
      value={value as AddressInfo}
      onChange={(info) =>
        onChange({
          ...info,
          address: info.address ?? '',
          street: info.street ?? info.address ?? '',
          city: info.city ?? '',
          country: info.country ?? '',
        })
      }
      language={language}
      provider={provider}
      t={translate}
      errors={errors}
    />
  );
}
