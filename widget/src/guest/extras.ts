/**
 * The extras a guest may add on the guest step (issue 14): the hotel's BOOKABLE services offered
 * with the chosen room type, priced with the engine's own rules (src/domain/booking/pricing.ts:
 * the unit price per period for the room's guests, the periods of the service's frequency, the
 * count capped by maxCount), so the widget's total is the cent the server's quote gives, and the
 * reservation request carries the same lines. Pure: no framework, no formatting.
 */
import type { RateOffer, RoomTypeView, ServiceView } from '../../../src/api/booking-types.ts';
import {
  cappedCount,
  chargePeriods,
  depositAmount,
  serviceUnitCents,
  vatSplit,
} from '../../../src/domain/booking/pricing.ts';
import {
  CHARGE_FREQUENCIES,
  type ChargeFrequency,
  type People,
  type ServiceSize,
} from '../../../src/domain/booking/types.ts';
import { fromCents, toCents } from '../../../src/domain/money.ts';
import type { FlowState } from '../flow/controller.ts';
import type { SummaryFigures } from '../summary/figures.ts';

/** A service line of the reservation request: `count` of it in each booked room. */
export type ExtraChoice = { serviceId: number; count: number };

/** How a service's price is counted, for its price line. */
export type ExtraBasis = {
  /** PER_PERSON: per guest of the band; SINGLE: per item; FREE: nothing. */
  per: 'person' | 'item' | 'free';
  /** LUMP_SUM: once per stay; DAILY and NIGHTLY: each night; MONTHLY/YEARLY as started periods. */
  frequency: ChargeFrequency;
};

/** The most of one extra a guest may add when the service sets no cap (maxCount -1). */
export const EXTRA_MAX_UNCAPPED = 10;

/** BOOKABLE services that may go with a room of this type: its own room services, and hotel-wide ones (as the engine's validateExtras). */
export function bookableServices(services: readonly ServiceView[], roomType: RoomTypeView): ServiceView[] {
  return services.filter(
    (service) =>
      service.bookability === 'BOOKABLE' &&
      (service.category !== 'ROOM' || roomType.serviceIds.includes(service.id)) &&
      service.maxCount !== 0,
  );
}

/** The most a guest may add of a service (its maxCount, or EXTRA_MAX_UNCAPPED when uncapped). */
export function extraMax(service: Pick<ServiceView, 'maxCount'>): number {
  return service.maxCount === -1 ? EXTRA_MAX_UNCAPPED : Math.max(0, service.maxCount);
}

function domainService(service: ServiceView) {
  return {
    paymentType: service.paymentType,
    options: service.options.map((o) => ({ size: o.size as ServiceSize, amountCents: toCents(o.amount) })),
  };
}

function frequencyOf(service: ServiceView): ChargeFrequency {
  return (CHARGE_FREQUENCIES as readonly string[]).includes(service.frequency)
    ? (service.frequency as ChargeFrequency)
    : 'LUMP_SUM';
}

export function extraBasis(service: ServiceView): ExtraBasis {
  const per =
    service.paymentType === 'PER_PERSON' ? 'person' : service.paymentType === 'SINGLE' ? 'item' : 'free';
  return { per, frequency: frequencyOf(service) };
}

/** The service's price of one period for one unit: per adult for PER_PERSON (the lowest band shown first), per item for SINGLE. */
export function extraUnitCents(service: ServiceView): number {
  const sizes: ServiceSize[] = service.paymentType === 'PER_PERSON' ? ['PER_ADULT'] : ['SINGLE'];
  return service.paymentType === 'FREE'
    ? 0
    : Math.max(0, toCents(service.options.find((o) => sizes.includes(o.size as ServiceSize))?.amount ?? 0));
}

/** What `count` of a service costs in ONE room for the stay, in cents (the engine's priceService). */
export function extraCents(service: ServiceView, people: People, count: number, nights: number): number {
  const unit = serviceUnitCents(domainService(service), people);
  return unit * chargePeriods(frequencyOf(service), nights) * cappedCount(count, service.maxCount);
}

/** What the chosen extras cost in ONE room, in cents (unknown services and zero counts add nothing). */
export function extrasCents(
  services: readonly ServiceView[],
  choices: readonly ExtraChoice[],
  people: People,
  nights: number,
): number {
  let cents = 0;
  for (const choice of choices) {
    const service = services.find((s) => s.id === choice.serviceId);
    if (service) cents += extraCents(service, people, choice.count, nights);
  }
  return cents;
}

/** The choices with `count` of a service set (a zero count drops the line: the request sends only wanted ones). */
export function withExtra(choices: readonly ExtraChoice[], serviceId: number, count: number): ExtraChoice[] {
  const others = choices.filter((c) => c.serviceId !== serviceId);
  return count > 0 ? [...others, { serviceId, count }] : others;
}

/**
 * The summary's figures with the chosen extras (FlowState.extras) added as the engine adds them
 * to each room's quote: their lines among the services, the rooms' total and grand total, the
 * VAT split of each room's new total, and the deposit the plan asks as a share of it.
 */
export function withExtras(
  figures: SummaryFigures,
  state: Pick<FlowState, 'extras' | 'profile' | 'searched' | 'search'>,
  rate: Pick<RateOffer, 'policy'>,
): SummaryFigures {
  const { extras, profile, searched, search } = state;
  if (extras.cents === 0 || profile.data === null || searched === null || search.data === null)
    return figures;
  const rooms = figures.rooms;
  const services = profile.data.services;
  const nights = search.data.nights;
  const lines = extras.services.flatMap((choice) => {
    const service = services.find((s) => s.id === choice.serviceId);
    if (!service) return [];
    const cents = extraCents(service, searched.people, choice.count, nights);
    return cents === 0
      ? []
      : [
          {
            id: service.id,
            bookability: 'BOOKABLE' as const,
            count: choice.count,
            total: fromCents(cents * rooms),
          },
        ];
  });
  const roomTotal = toCents(figures.total) / rooms + extras.cents;
  const roomCityTax = toCents(figures.cityTax) / rooms;
  const roomDeposit = rate.policy.deposit
    ? depositAmount(roomTotal, profile.data.hotel.depositPercentage)
    : 0;
  const grandTotal = (roomTotal + roomCityTax) * rooms;
  return {
    ...figures,
    services: [...figures.services, ...lines],
    initialTotal: fromCents(toCents(figures.initialTotal) + extras.cents * rooms),
    total: fromCents(roomTotal * rooms),
    vat: fromCents(vatSplit(roomTotal, figures.vatRate).vatCents * rooms),
    grandTotal: fromCents(grandTotal),
    deposit: fromCents(roomDeposit * rooms),
    balance: fromCents(Math.max(0, grandTotal - roomDeposit * rooms)),
  };
}
