/**
 * One property of the quote: name (not for NONE), type and rooms (not for BUILDING), stars (for
 * type HOTEL) and the address. Required fields carry their mark. Stars is always shown next to
 * the type (disabled, with a hint, until the type is 'Hotel'), so that it never appears unseen
 * and fails a first submit (TRUST).
 */
import type { Control, FieldErrors, UseFormRegister, UseFormWatch } from 'react-hook-form';
import type { QuoteHotelInput, QuoteInput } from '../../contracts/join.ts';
import { QUOTE_HOTEL_NAME_MAX_LENGTH } from '../../contracts/quote-limits.ts';
import type { Language } from '../../contracts/types.ts';
import {
  type BuildingType,
  HOTEL_TYPES,
  ROOMS_NUMBER_MAX,
  ROOMS_NUMBER_MIN,
  ROOMS_NUMBER_OPEN_ENDED,
  STARS_MAX,
  STARS_MIN,
} from '../../domain/hotel-types.ts';
import type { PlacesProvider } from '../../domain/places.ts';
import type { Translate } from '../../i18n/translate.ts';
import { SelectField, TextField } from '../shared/fields.tsx';
import { AddressFields } from './AddressFields.tsx';
import type messages from './messages.gen.json';
import { RequiredLabel } from './RequiredLabel.tsx';

type Props = {
  index: number;
  idPrefix: string;
  buildingType: BuildingType;
  showTitle: boolean;
  language: Language;
  provider: PlacesProvider;
  control: Control<QuoteInput>;
  showErrors: boolean;
  t: Translate<keyof (typeof messages)['en']>;
  register: UseFormRegister<QuoteInput>;
  watch: UseFormWatch<QuoteInput>;
  errors: FieldErrors<QuoteHotelInput> | undefined;
};

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const toOptionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);
const toOptional = (value: unknown) => (value === '' ? undefined : value);

const STAR_OPTIONS = range(STARS_MIN, STARS_MAX).map((stars) => ({
  value: String(stars),
  label: String(stars),
}));

export function HotelFields({
  index,
  idPrefix,
  buildingType,
  showTitle,
  language,
  provider,
  t,
  control,
  register,
  watch,
  errors,
  showErrors,
}: Props) {
  const type = watch(`hotels.${index}.type`);
  const askName = buildingType !== 'NONE';
  const askTypeAndRooms = buildingType !== 'BUILDING';
  const isHotel = type === 'HOTEL';
  const titleId = `${idPrefix}-title`;
  // PROPLIM-5: rooms 1 to 20, plus 21 labelled '20+'.
  const roomOptions = range(ROOMS_NUMBER_MIN, ROOMS_NUMBER_MAX).map((rooms) => ({
    value: String(rooms),
    label: rooms >= ROOMS_NUMBER_OPEN_ENDED ? t('quote.hotel.rooms.more') : String(rooms),
  }));
  return (
    <section className="quote-hotel" aria-labelledby={showTitle ? titleId : undefined}>
      {showTitle && <h3 id={titleId}>{t('quote.hotel.title', { index: index + 1 })}</h3>}
      <div className="field-grid">
        {askName && (
          <TextField
            id={`${idPrefix}-name`}
            label={<RequiredLabel text={t('quote.hotel.name')} />}
            t={t}
            required
            maxLength={QUOTE_HOTEL_NAME_MAX_LENGTH}
            error={errors?.name}
            className="field--wide"
            {...register(`hotels.${index}.name`)}
          />
        )}
        {askTypeAndRooms && (
          <SelectField
            id={`${idPrefix}-type`}
            label={<RequiredLabel text={t('quote.hotel.type')} />}
            t={t}
            required
            placeholder={t('forms.select.placeholder')}
            options={HOTEL_TYPES.map((value) => ({ value, label: t(`hotel.type.${value}`) }))}
            error={errors?.type}
            {...register(`hotels.${index}.type`, { setValueAs: toOptional })}
          />
        )}
        {askTypeAndRooms && (
          <SelectField
            id={`${idPrefix}-stars`}
            label={<RequiredLabel text={t('quote.hotel.stars')} />}
            t={t}
            required
            disabled={!isHotel}
            hint={t(isHotel ? 'forms.quote.stars.hint.hotel' : 'forms.quote.stars.hint.other')}
            placeholder={t('forms.select.placeholder')}
            options={STAR_OPTIONS}
            error={errors?.stars}
            {...register(`hotels.${index}.stars`, { setValueAs: toOptionalNumber })}
          />
        )}
        {askTypeAndRooms && (
          <SelectField
            id={`${idPrefix}-rooms`}
            label={<RequiredLabel text={t('quote.hotel.rooms')} />}
            t={t}
            required
            placeholder={t('forms.select.placeholder')}
            options={roomOptions}
            error={errors?.roomsNumber}
            {...register(`hotels.${index}.roomsNumber`, { setValueAs: toOptionalNumber })}
          />
        )}
      </div>
      <AddressFields
        index={index}
        idPrefix={`${idPrefix}-address`}
        language={language}
        provider={provider}
        t={t}
        control={control}
        register={register}
        errors={errors?.addressInfo}
        showErrors={showErrors}
      />
    </section>
  );
}
