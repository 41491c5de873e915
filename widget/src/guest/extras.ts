/**
 * The extras a guest may add on the guest step (JOURNEY-2): the hotel's BOOKABLE services offered
 * with the chosen room type, priced with the engine's own rules (src/domain/booking/pricing.ts:
 * the unit price per period for the room's guests, the periods of the service's frequency, the
 * count capped by maxCount), so the widget's total is the cent the server's quote gives, and the
 * reservation request carries the same lines. Pure: no framework, no formatting.
 */
import type {
  ExtraBedView,
  RateOffer,
  RoomTypeView,
  ServiceView,
} from '../../../src/contracts/booking-types.ts';
import { bedFitsBand } from '../../../src/domain/booking/bed-bands.ts';
import {
  bedUnitCents,
  cappedCount,
  chargePeriods,
  depositAmount,
  roomVatSplit,
  serviceUnitCents,
} from '../../../src/domain/booking/pricing.ts';
import {
  AGE_BANDS,
  type AgeBand,
  type BedFrequency,
  CHARGE_FREQUENCIES,
  type ChargeFrequency,
  type ExtraBedRequest,
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

// ---------------------------------------------------------------------------------------------
// Extra beds: the guest says who of the room's guests sleeps in extra beds of each type; the
// request lists one line per bed (at most maxPerson guests each), which the engine prices per
// guest and band (priceExtraBed) and checks against the room's guests (validateExtras).

/** Guests of the room sleeping in extra beds of one type. */
export type BedChoice = { bedId: string; people: People };

const NOBODY: People = { adults: 0, boys: 0, children: 0, kids: 0 };

function guestsIn(people: People): number {
  return AGE_BANDS.reduce((sum, band) => sum + people[band], 0);
}

function bedFrequency(bed: Pick<ExtraBedView, 'frequency'>): BedFrequency {
  return bed.frequency === 'NIGHTLY' || bed.frequency === 'DAILY' ? bed.frequency : 'LUMP_SUM';
}

/** What the guests in beds of this type cost in ONE room for the stay, in cents (the engine's priceExtraBed). */
export function bedCents(
  bed: Pick<ExtraBedView, 'prices' | 'frequency'>,
  people: People,
  nights: number,
): number {
  const pricesCents = {
    adults: toCents(bed.prices.adults),
    boys: toCents(bed.prices.boys),
    children: toCents(bed.prices.children),
    kids: toCents(bed.prices.kids),
  };
  return bedUnitCents({ pricesCents }, people) * chargePeriods(bedFrequency(bed), nights);
}

/**
 * The most guests of `band` that may sleep in beds of this type: those of the room not in another
 * type's beds, within the beds' room; none when the bed does not fit the band (a cot, CONSIST).
 */
export function bedBandMax(
  bed: Pick<ExtraBedView, 'id' | 'type' | 'maxCount' | 'maxPerson'>,
  choices: readonly BedChoice[],
  roomPeople: People,
  band: AgeBand,
): number {
  if (!bedFitsBand(bed.type, band)) return 0;
  const own = choices.find((c) => c.bedId === bed.id)?.people ?? NOBODY;
  const elsewhere = choices.filter((c) => c.bedId !== bed.id).reduce((sum, c) => sum + c.people[band], 0);
  const capacity = Math.max(0, bed.maxCount) * Math.max(0, bed.maxPerson);
  return Math.max(0, Math.min(roomPeople[band] - elsewhere, capacity - guestsIn(own) + own[band]));
}

/** The choices with `count` guests of `band` in beds of `bedId` (a bed type with nobody left drops out). */
export function withBedGuests(
  choices: readonly BedChoice[],
  bedId: string,
  band: AgeBand,
  count: number,
): BedChoice[] {
  const people = {
    ...(choices.find((c) => c.bedId === bedId)?.people ?? NOBODY),
    [band]: Math.max(0, count),
  };
  const others = choices.filter((c) => c.bedId !== bedId);
  return guestsIn(people) > 0 ? [...others, { bedId, people }] : others;
}

/** The request's bed lines: each bed type's guests put in beds of at most maxPerson, band by band. */
export function bedRequests(
  beds: readonly Pick<ExtraBedView, 'id' | 'maxPerson'>[],
  choices: readonly BedChoice[],
): ExtraBedRequest[] {
  const lines: ExtraBedRequest[] = [];
  for (const choice of choices) {
    const bed = beds.find((b) => b.id === choice.bedId);
    if (!bed || bed.maxPerson < 1) continue;
    let current: People = { ...NOBODY };
    for (const band of AGE_BANDS) {
      for (let guest = 0; guest < choice.people[band]; guest++) {
        if (guestsIn(current) === bed.maxPerson) {
          lines.push({ bedId: bed.id, people: current });
          current = { ...NOBODY };
        }
        current = { ...current, [band]: current[band] + 1 };
      }
    }
    if (guestsIn(current) > 0) lines.push({ bedId: bed.id, people: current });
  }
  return lines;
}

/** The guests per bed type of the request's bed lines (the inverse of bedRequests). */
export function bedChoicesOf(lines: readonly ExtraBedRequest[]): BedChoice[] {
  const choices: BedChoice[] = [];
  for (const line of lines) {
    const choice = choices.find((c) => c.bedId === line.bedId);
    if (!choice) choices.push({ bedId: line.bedId, people: { ...line.people } });
    else for (const band of AGE_BANDS) choice.people[band] += line.people[band];
  }
  return choices;
}

/** What the chosen beds cost in ONE room, in cents. */
export function bedsCents(
  beds: readonly Pick<ExtraBedView, 'id' | 'prices' | 'frequency'>[],
  choices: readonly BedChoice[],
  nights: number,
): number {
  let cents = 0;
  for (const choice of choices) {
    const bed = beds.find((b) => b.id === choice.bedId);
    if (bed) cents += bedCents(bed, choice.people, nights);
  }
  return cents;
}

/**
 * The summary's figures with the chosen extras (FlowState.extras) added as the engine adds them
 * to each room's quote: their lines among the services, the rooms' total and grand total, the
 * VAT split of each room's new total, and the deposit the plan asks as a share of it.
 */
export function withExtras(
  figures: SummaryFigures,
  state: Pick<FlowState, 'extras' | 'profile' | 'searched' | 'search' | 'choice'>,
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
  const roomType = profile.data.roomTypes.find((r) => r.id === state.choice?.roomTypeId);
  const beds = bedChoicesOf(extras.beds).flatMap((choice) => {
    const bed = roomType?.extraBeds.find((b) => b.id === choice.bedId);
    if (!bed) return [];
    const guests = AGE_BANDS.reduce((sum, band) => sum + choice.people[band], 0);
    return [
      {
        type: bed.type,
        guests: guests * rooms,
        total: fromCents(bedCents(bed, choice.people, nights) * rooms),
      },
    ];
  });
  const roomTotal = toCents(figures.total) / rooms + extras.cents;
  const roomCityTax = toCents(figures.cityTax) / rooms;
  const hotel = profile.data.hotel;
  // A deposit of nights does not grow with the extras: the search's figure stands.
  const roomDeposit = !rate.policy.deposit
    ? 0
    : hotel.depositNights
      ? toCents(figures.deposit) / rooms
      : depositAmount(roomTotal, hotel.depositPercentage);
  // The nights at the accommodation's VAT, the extras at theirs (one split when the rates agree).
  const extrasRate = hotel.vatRateExtras ?? figures.vatRate;
  const roomVat = roomVatSplit(
    { accommodationCents: toCents(figures.total) / rooms, extrasCents: extras.cents },
    { accommodation: figures.vatRate, extras: extrasRate },
  ).vatCents;
  const grandTotal = (roomTotal + roomCityTax) * rooms;
  return {
    ...figures,
    services: [...figures.services, ...lines],
    ...(beds.length > 0 ? { beds } : {}),
    initialTotal: fromCents(toCents(figures.initialTotal) + extras.cents * rooms),
    total: fromCents(roomTotal * rooms),
    vat: fromCents(roomVat * rooms),
    ...(extrasRate !== figures.vatRate ? { vatMixed: true } : {}),
    grandTotal: fromCents(grandTotal),
    deposit: fromCents(roomDeposit * rooms),
    balance: fromCents(Math.max(0, grandTotal - roomDeposit * rooms)),
  };
}
