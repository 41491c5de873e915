/**
 * The extras section of the guest step (issue 14): the hotel's bookable services that go with
 * the chosen room (cot, pet, half board…), each an APG spinbutton (src/ui/Counter.tsx) with its
 * price per person or per item, per night or per stay, and, once added, what it costs for the
 * stay. Counts are per room (identical rooms get the same extras). Prices come from ./extras.ts,
 * the engine's own rules, so the total shown is the one the reservation stores.
 */
import './texts.ts';
import type { RoomTypeView, ServiceView } from '../../../src/api/booking-types.ts';
import type { People } from '../../../src/domain/booking/types.ts';
import { fromCents } from '../../../src/domain/money.ts';
import type { MessageKey } from '../../../src/i18n/dictionary.ts';
import { Counter } from '../../../src/ui/Counter.tsx';
import { useTranslate } from '../context.tsx';
import { useMoney } from '../money.ts';
import {
  bookableServices,
  type ExtraChoice,
  extraBasis,
  extraCents,
  extraMax,
  extraUnitCents,
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
};

export function Extras({ id, services, roomType, people, nights, rooms, choices, onChange }: ExtrasProps) {
  const { t, language } = useTranslate();
  const money = useMoney();
  const offered = bookableServices(services, roomType);
  if (offered.length === 0) return null;

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
      </ul>
    </fieldset>
  );
}
