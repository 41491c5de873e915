import { useId } from 'react';
import type { ManagedHotel } from '../../../contracts/secure/hotels.ts';
import type { Translate } from '../../../i18n/translate.ts';

type Props = {
  hotels: readonly ManagedHotel[];
  hotel: ManagedHotel;
  onChange: (hotel: ManagedHotel) => void;
  t: Translate;
};

/** The hotel the app works on: a choice for a manager of several hotels, just the name for one. */
export function HotelPicker({ hotels, hotel, onChange, t }: Props) {
  const id = useId();
  if (hotels.length < 2) {
    return (
      <p className="bo-hotel bo-hotel--single">
        <span className="ui-sr-only">{t('bo.app.hotel.label')}: </span>
        <span className="bo-hotel__name">{hotel.name}</span>
      </p>
    );
  }
  return (
    <div className="bo-hotel">
      <label className="bo-hotel__label" htmlFor={id}>
        {t('bo.app.hotel.label')}
      </label>
      <select
        id={id}
        className="bo-hotel__select"
        value={hotel.id}
        onChange={(event) => {
          const chosen = hotels.find((item) => item.id === Number(event.target.value));
          if (chosen) onChange(chosen);
        }}
      >
        {hotels.map((item) => (
          <option key={item.id} value={item.id}>
            {item.city ? `${item.name} (${item.city})` : item.name}
          </option>
        ))}
      </select>
    </div>
  );
}
