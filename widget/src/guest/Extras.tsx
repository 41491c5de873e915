/**
 * The extras section of the guest step (JOURNEY-2): the hotel's bookable services that go with
 * the chosen room (cot, pet, half board…), each an APG spinbutton (src/ui/Counter.tsx) with its
 * price per person or per item, per night or per stay, and, once added, what it costs for the
 * stay. Counts are per room (identical rooms get the same extras). Prices come from ./extras.ts,
 * the engine's own rules, so the total shown is the one the reservation stores.
 */
import './texts.ts';
import type { ExtraBedView, RoomTypeView, ServiceView } from '../../../src/contracts/booking-types.ts';
import { bedBands } from '../../../src/domain/booking/bed-bands.ts';
import type { People } from '../../../src/domain/booking/types.ts';
import { fromCents } from '../../../src/domain/money.ts';
import { pluralForm } from '../../../src/domain/plural.ts';
import type { MessageKey } from '../../../src/i18n/dictionary.ts';
import { Counter } from '../../../src/ui/Counter.tsx';
import { useTranslate } from '../context.tsx';
import { useMoney } from '../money.ts';
import {
  type BedChoice,
  bedBandMax,
  bedCents,
  bookableServices,
  type ExtraChoice,
  extraBasis,
  extraCents,
  extraMax,
  extraUnitCents,
  withBedGuests,
  withExtra,
} from './extras.ts';

export type ExtrasProps = {
  id: (name: string) => string;
  services: readonly ServiceView[];
  roomType: RoomTypeView;
  people: People;
  nights: number;
  rooms: number;
  choices: readonly ExtraChoice[];
  onChange: (choices: ExtraChoice[]) => void;
  /** Guests of the room in extra beds, per bed type. */
  beds: readonly BedChoice[];
  onBedsChange: (beds: BedChoice[]) => void;
};

export function Extras({
  id,
  services,
  roomType,
  people,
  nights,
  rooms,
  choices,
  onChange,
  beds,
  onBedsChange,
}: ExtrasProps) {
  const { t, language } = useTranslate();
  const money = useMoney();
  const offered = bookableServices(services, roomType);
  // A bed type is offered for the bands of the party it fits (the engine takes only the room's
  // guests, and a cot only an infant: CONSIST).
  const bedTypes = roomType.extraBeds.filter(
    (bed) => bed.maxCount > 0 && bed.maxPerson > 0 && bedBands(bed.type).some((band) => people[band] > 0),
  );
  if (offered.length === 0 && bedTypes.length === 0) return null;

  const priceText = (service: ServiceView): string => {
    const { per, frequency } = extraBasis(service);
    if (per === 'free') return t('widget.guest.extras.price.free');
    const amount = money(fromCents(extraUnitCents(service)));
    return t(`widget.guest.extras.price.${per}.${frequency}` as MessageKey, { amount });
  };

  return (
    <fieldset className="guest-fieldset guest-extras">
      <legend>{t('widget.guest.extras')}</legend>
      <p className="guest-hint">
        {rooms > 1 ? t('widget.guest.extras.hint.rooms', { count: rooms }) : t('widget.guest.extras.hint')}
      </p>
      <ul className="guest-extras-list">
        {offered.map((service) => {
          const count = choices.find((c) => c.serviceId === service.id)?.count ?? 0;
          const name = service.name[language] ?? service.name.en ?? service.nameKey;
          const lineCents = extraCents(service, people, count, nights) * rooms;
          return (
            <li key={service.id} className="guest-extra">
              <Counter
                id={id(`extra-${service.id}`)}
                label={name}
                hint={priceText(service)}
                language={language}
                min={0}
                max={extraMax(service)}
                value={count}
                onChange={(next) => onChange(withExtra(choices, service.id, next))}
              />
              <p className="guest-extra-total" aria-live="polite">
                {count > 0 ? t('widget.guest.extras.line', { amount: money(fromCents(lineCents)) }) : ''}
              </p>
            </li>
          );
        })}
        {bedTypes.map((bed) => (
          <ExtraBed
            key={bed.id}
            id={id}
            bed={bed}
            beds={beds}
            people={people}
            nights={nights}
            rooms={rooms}
            onChange={onBedsChange}
          />
        ))}
      </ul>
    </fieldset>
  );
}

/** One extra bed type: who of the room's guests sleeps in it, band by band, at the band's price. */
function ExtraBed({
  id,
  bed,
  beds,
  people,
  nights,
  rooms,
  onChange,
}: {
  id: (name: string) => string;
  bed: ExtraBedView;
  beds: readonly BedChoice[];
  people: People;
  nights: number;
  rooms: number;
  onChange: (beds: BedChoice[]) => void;
}) {
  const { t, language } = useTranslate();
  const money = useMoney();
  const name = t(`widget.results.bed.${bed.type}` as MessageKey);
  const inBed = beds.find((b) => b.bedId === bed.id)?.people;
  const lineCents = inBed ? bedCents(bed, inBed, nights) * rooms : 0;
  const frequency = bed.frequency === 'LUMP_SUM' ? 'LUMP_SUM' : 'NIGHTLY';
  const bands = bedBands(bed.type).filter((band) => people[band] > 0);
  return (
    <li className="guest-extra guest-extra-bed">
      <p className="guest-extra-bed-title">{t('widget.guest.extras.bed', { bed: name })}</p>
      <p className="guest-hint">
        {t(`widget.guest.extras.bed.hint.${pluralForm(bed.maxPerson, language)}` as MessageKey, {
          count: bed.maxPerson,
        })}
      </p>
      {bands.map((band) => {
        const price = bed.prices[band];
        return (
          <Counter
            key={band}
            id={id(`bed-${bed.id}-${band}`)}
            label={t('widget.guest.extras.bed.guests', {
              bed: name,
              band: t(`people.${band}` as MessageKey).toLocaleLowerCase(language),
            })}
            hint={
              price > 0
                ? t(`widget.guest.extras.price.item.${frequency}` as MessageKey, { amount: money(price) })
                : t('widget.guest.extras.price.free')
            }
            language={language}
            min={0}
            max={bedBandMax(bed, beds, people, band)}
            value={inBed?.[band] ?? 0}
            onChange={(next) => onChange(withBedGuests(beds, bed.id, band, next))}
          />
        );
      })}
      <p className="guest-extra-total" aria-live="polite">
        {lineCents > 0 ? t('widget.guest.extras.line', { amount: money(fromCents(lineCents)) }) : ''}
      </p>
    </li>
  );
}
