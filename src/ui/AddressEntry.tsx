/**
 * Address entry (WIDGETUI): two modes. Search: the address autocomplete (places routes); the
 * district, city, postcode, province and country inputs appear only for the parts the lookup did
 * not give, and the map only when it gave no position. Manual: a required free-text address, the
 * parts, and a searchable map with a draggable marker (LocationPicker, with keyboard
 * alternatives). Once address and position exist, the confirmation shows the formatted address
 * (the typed one first in manual mode) and a static map at zoom 18.
 */
import { useId, useState } from 'react';
import type { AddressInfo, Language } from '../contracts/types.ts';
import type { PlacesProvider } from '../domain/places.ts';
import type { Translate } from '../i18n/translate.ts';
import { AddressAutocomplete } from './AddressAutocomplete.tsx';
import { type LatLng, LocationPicker } from './map/LocationPicker.tsx';
import './AddressEntry.css';

/** PROPLIM-9: the static address map's zoom. */
export const STATIC_MAP_ZOOM = 18;

const PARTS = ['district', 'city', 'zipcode', 'province', 'country'] as const;
type Part = (typeof PARTS)[number];

/** 'Via Roma 1, 00100 Roma RM, IT' from the parts. */
export function formatAddress(info: AddressInfo): string {
  const place = [info.zipcode, info.city, info.province].filter(Boolean).join(' ');
  return [info.address, info.district, place, info.country].filter(Boolean).join(', ');
}

/** The position of an address ([lng, lat] in geo), or null. */
export function positionOf(info: AddressInfo): LatLng | null {
  const [lng, lat] = info.geo?.coordinates ?? [];
  return lat === undefined || lng === undefined ? null : { lat, lng };
}

type Props = {
  value: AddressInfo;
  onChange: (value: AddressInfo) => void;
  language: Language;
  provider: PlacesProvider;
  t: Translate;
  /** Field errors by part ('address', 'city'…), already translated. */
  errors?: Readonly<Record<string, string>>;
  /** Start in manual mode even without a typed address (the quote's 'Enter the address by hand'). */
  initialManual?: boolean;
};

export function AddressEntry({ value, onChange, language, provider, t, errors = {}, initialManual }: Props) {
  const id = useId().replace(/[^\w-]/g, '');
  const [manual, setManual] = useState(() => initialManual || (Boolean(value.address) && !value.placeId));
  const [looked, setLooked] = useState<ReadonlySet<Part>>(
    () => new Set(value.placeId ? PARTS.filter((part) => value[part]) : []),
  );
  const [query, setQuery] = useState('');
  const [searchNote, setSearchNote] = useState<string | null>(null);
  const position = positionOf(value);

  const set = (patch: Partial<AddressInfo>) => {
    const next = { ...value, ...patch };
    onChange({ ...next, formatted_address: formatAddress(next) });
  };
  const place = (at: LatLng) => set({ geo: { type: 'Point', coordinates: [at.lng, at.lat] } });

  const findOnMap = async () => {
    setSearchNote(null);
    try {
      const [first] = await provider.suggest(query, { kind: 'city', language });
      const found = first ? positionOf(await provider.details(first.placeId, { language })) : null;
      if (found) place(found);
      else setSearchNote(t('bo.address.search.none', { query }));
    } catch {
      setSearchNote(t('bo.address.search.none', { query }));
    }
  };

  const field = (part: 'address' | Part, key: string, required = false) => (
    <div className="field" key={part}>
      <label htmlFor={`${id}-${part}`}>{t(key)}</label>
      <input
        id={`${id}-${part}`}
        value={value[part] ?? ''}
        required={required}
        aria-invalid={errors[part] ? true : undefined}
        aria-describedby={errors[part] ? `${id}-${part}-error` : undefined}
        onChange={(event) =>
          set(
            part === 'address'
              ? { address: event.target.value, street: event.target.value }
              : { [part]: event.target.value },
          )
        }
      />
      {errors[part] && (
        <p className="field-error" id={`${id}-${part}-error`}>
          {errors[part]}
        </p>
      )}
    </div>
  );
  const missing = PARTS.filter((part) => manual || !looked.has(part));

  return (
    <div className="ui-address-entry">
      <fieldset className="ui-address-entry__modes">
        <legend>{t('bo.address.mode')}</legend>
        {(['search', 'manual'] as const).map((mode) => (
          <label key={mode}>
            <input
              type="radio"
              name={`${id}-mode`}
              checked={(mode === 'manual') === manual}
              onChange={() => {
                setManual(mode === 'manual');
                if (mode === 'manual') onChange({ ...value, placeId: undefined });
              }}
            />
            {t(`bo.address.mode.${mode}`)}
          </label>
        ))}
      </fieldset>
      {manual ? (
        field('address', 'bo.address.manual.address', true)
      ) : (
        <AddressAutocomplete
          id={`${id}-search`}
          language={language}
          provider={provider}
          value={value.placeId ? value : null}
          onChange={(info) => {
            setLooked(new Set(PARTS.filter((part) => info?.[part])));
            onChange(
              info ? { ...info, formatted_address: info.formatted_address ?? formatAddress(info) } : {},
            );
          }}
        />
      )}
      {(manual || value.placeId) && missing.length > 0 && (
        <div className="ui-address-entry__parts">
          {missing.map((part) => field(part, `bo.address.${part}`, part === 'city' || part === 'country'))}
        </div>
      )}
      {(manual || (value.placeId && !position)) && (
        <div className="ui-address-entry__map">
          <div className="ui-address-entry__search">
            <label htmlFor={`${id}-find`}>{t('bo.address.search.map')}</label>
            <div>
              <input
                id={`${id}-find`}
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    void findOnMap();
                  }
                }}
              />
              <button type="button" className="button button--secondary" onClick={() => void findOnMap()}>
                {t('bo.address.search.button')}
              </button>
            </div>
            {searchNote && <p role="status">{searchNote}</p>}
          </div>
          <LocationPicker value={position} onChange={place} t={t} />
          {errors.geo && <p className="field-error">{errors.geo}</p>}
        </div>
      )}
      {value.address && position && (
        <section className="ui-address-entry__confirm" aria-labelledby={`${id}-confirm`}>
          <h3 id={`${id}-confirm`}>{t('bo.address.confirm.title')}</h3>
          {manual && <p className="ui-address-entry__typed">{value.address}</p>}
          <p>{value.formatted_address || formatAddress(value)}</p>
          <LocationPicker value={position} t={t} interactive={false} zoom={STATIC_MAP_ZOOM} />
        </section>
      )}
    </div>
  );
}
