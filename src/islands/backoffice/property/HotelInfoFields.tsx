/**
 * The hotel info fields (WIDGETUI-6 hotel form, PROPFLOW entire accommodation, PROPCHECK): type, name, stars
 * only for HOTEL, rooms unless an apartment-like type is let entire, and the entire-accommodation
 * flag where it applies. One list for the two forms that ask for them: the property screen's info
 * section (InfoSection.tsx) and the hotel step of /register (RegisterWizard.tsx), with the form
 * pieces of ./form.tsx and the rules of src/domain/property.ts and hotel-types.ts. Values are the
 * form's strings; `hotelValues` turns them into the schema's input (hotelInfoForm).
 */

import type { HotelInfoForm } from '../../../contracts/secure/property.ts';
import {
  isApartmentLike,
  ROOMS_NUMBER_OPEN_ENDED,
  roomsNumberLabel,
  STARS_MAX,
} from '../../../domain/hotel-types.ts';
import {
  canBeEntireAccommodation,
  HOTEL_NAME_MAX_LENGTH,
  PROPERTY_HOTEL_TYPES,
} from '../../../domain/property.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { CheckboxInput, errorText, type FieldErrors, SelectInput, TextInput } from './form.tsx';

export type HotelDraft = {
  type: string;
  name: string;
  stars: string;
  roomsNumber: string;
  entireAccommodation: boolean;
};

export const EMPTY_HOTEL: HotelDraft = {
  type: 'HOTEL',
  name: '',
  stars: '',
  roomsNumber: '1',
  entireAccommodation: false,
};

const STARS = Array.from({ length: STARS_MAX }, (_, i) => i + 1);
const ROOMS = Array.from({ length: ROOMS_NUMBER_OPEN_ENDED }, (_, i) => i + 1);

/** The schema's input of a draft: stars only for HOTEL, the entire flag only where it applies. */
export function hotelValues(d: HotelDraft): HotelInfoForm {
  const entire =
    d.entireAccommodation && canBeEntireAccommodation({ type: d.type, roomsNumber: Number(d.roomsNumber) });
  return {
    type: d.type as HotelInfoForm['type'],
    name: d.name,
    stars: d.type === 'HOTEL' && d.stars !== '' ? Number(d.stars) : null,
    roomsNumber: Number(d.roomsNumber),
    entireAccommodation: entire,
  };
}

export function HotelInfoFields({
  t,
  draft,
  errors,
  onChange,
  nameAutoComplete,
}: {
  t: Translate;
  draft: HotelDraft;
  errors: FieldErrors;
  onChange: (patch: Partial<HotelDraft>) => void;
  /** `organization` where a new owner types their business's name (registration). */
  nameAutoComplete?: string;
}) {
  const apartment = isApartmentLike(draft.type);
  const entireOffered = canBeEntireAccommodation({
    type: draft.type,
    roomsNumber: Number(draft.roomsNumber),
  });
  return (
    <>
      <SelectInput
        label={t('bo.property.info.type')}
        required
        value={draft.type}
        options={PROPERTY_HOTEL_TYPES.map((type) => ({ value: type, label: t.text(`hotel.type.${type}`) }))}
        onChange={(type) =>
          onChange({ type, entireAccommodation: isApartmentLike(type) ? draft.entireAccommodation : false })
        }
        error={errorText(t, errors.type)}
      />
      <TextInput
        label={t('bo.property.info.name')}
        required
        value={draft.name}
        maxLength={HOTEL_NAME_MAX_LENGTH + 20}
        autoComplete={nameAutoComplete}
        onChange={(name) => onChange({ name })}
        error={errorText(t, errors.name, { count: HOTEL_NAME_MAX_LENGTH })}
      />
      {draft.type === 'HOTEL' ? (
        <SelectInput
          label={t('bo.property.info.stars')}
          required
          value={draft.stars}
          placeholder={t('bo.property.info.stars.choose')}
          options={STARS.map((n) => ({
            value: String(n),
            label: t('bo.property.info.stars.value', { count: n }),
          }))}
          onChange={(stars) => onChange({ stars })}
          error={errorText(t, errors.stars, { num: STARS_MAX })}
        />
      ) : null}
      {draft.entireAccommodation && apartment ? null : (
        <SelectInput
          label={t('bo.property.info.rooms')}
          required
          value={draft.roomsNumber}
          options={ROOMS.map((n) => ({ value: String(n), label: roomsNumberLabel(n) }))}
          onChange={(roomsNumber) => onChange({ roomsNumber })}
          error={errorText(t, errors.roomsNumber, { num: ROOMS_NUMBER_OPEN_ENDED })}
        />
      )}
      {apartment ? (
        <CheckboxInput
          label={t('bo.property.info.entire')}
          checked={draft.entireAccommodation}
          disabled={!entireOffered && !draft.entireAccommodation}
          hint={t(
            entireOffered || draft.entireAccommodation
              ? 'bo.property.info.entire.hint'
              : 'bo.property.info.entire.unavailable',
          )}
          onChange={(checked) =>
            onChange({ entireAccommodation: checked, roomsNumber: checked ? '1' : draft.roomsNumber })
          }
          error={errorText(t, errors.entireAccommodation)}
        />
      ) : null}
    </>
  );
}
