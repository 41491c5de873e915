/**
 * Extras of a stay (PROPDATA-8 beds and services): how many periods a charge runs for, and the
 * priced lines of extra beds and services. Everything in integer cents.
 */
import {
  AGE_BANDS,
  type AgeBand,
  type BedFrequency,
  type ChargeFrequency,
  type ExtraBed,
  type People,
  type PricedLine,
  type PricedService,
  type Service,
  type ServiceSize,
} from './types.ts';

/** Days in a month and a year for MONTHLY / YEARLY services (30 as in ../plans.ts). */
export const DAYS_PER_MONTH = 30;
export const DAYS_PER_YEAR = 365;

const SIZE_OF_BAND: Readonly<Record<AgeBand, ServiceSize>> = {
  adults: 'PER_ADULT',
  boys: 'PER_BOY',
  children: 'PER_CHILD',
  kids: 'PER_KID',
};

/**
 * Periods a charge applies for a stay: LUMP_SUM 1, DAILY and NIGHTLY the nights, MONTHLY and
 * YEARLY the started months/years: chargePeriods('MONTHLY', 31) = 2, chargePeriods('YEARLY', 30) = 1.
 */
export function chargePeriods(frequency: ChargeFrequency | BedFrequency, nights: number): number {
  const n = Math.max(0, nights);
  switch (frequency) {
    case 'LUMP_SUM':
      return 1;
    case 'DAILY':
    case 'NIGHTLY':
      return n;
    case 'MONTHLY':
      return Math.ceil(n / DAYS_PER_MONTH);
    case 'YEARLY':
      return Math.ceil(n / DAYS_PER_YEAR);
  }
}

/** Service count after the cap: maxCount -1 means no cap; negatives become 0. */
export function cappedCount(count: number, maxCount: number): number {
  const wanted = Math.max(0, Math.floor(count));
  return maxCount === -1 ? wanted : Math.min(wanted, Math.max(0, maxCount));
}

/** Price of one period of a service for one count: FREE 0, SINGLE the single option, PER_PERSON Σ guests × band option. */
export function serviceUnitCents(service: Pick<Service, 'paymentType' | 'options'>, people: People): number {
  const option = (size: ServiceSize) => service.options.find((o) => o.size === size)?.amountCents ?? 0;
  switch (service.paymentType) {
    case 'FREE':
      return 0;
    case 'SINGLE':
      return Math.max(0, option('SINGLE'));
    case 'PER_PERSON': {
      let cents = 0;
      for (const band of AGE_BANDS) cents += people[band] * Math.max(0, option(SIZE_OF_BAND[band]));
      return cents;
    }
  }
}

/**
 * A priced service line for a stay (count capped by maxCount). An INCLUDED service is part of the
 * rate: it is listed (bookability INCLUDED) at 0, so it adds nothing to the room total, the price
 * the guest pays or the unpaid balance.
 */
export function priceService(service: Service, people: People, count: number, nights: number): PricedService {
  const unitCents = service.bookability === 'INCLUDED' ? 0 : serviceUnitCents(service, people);
  const periods = chargePeriods(service.frequency, nights);
  const capped = cappedCount(count, service.maxCount);
  return {
    id: service.id,
    bookability: service.bookability,
    frequency: service.frequency,
    unitCents,
    periods,
    count: capped,
    totalCents: unitCents * periods * capped,
  };
}

/** Price of one period of an extra bed: Σ guests in it × their band's price. */
export function bedUnitCents(bed: Pick<ExtraBed, 'pricesCents'>, people: People): number {
  let cents = 0;
  for (const band of AGE_BANDS) cents += people[band] * Math.max(0, bed.pricesCents[band]);
  return cents;
}

/** A priced extra-bed line: once for LUMP_SUM, per night otherwise (DAILY as NIGHTLY). */
export function priceExtraBed(bed: ExtraBed, people: People, nights: number): PricedLine {
  const unitCents = bedUnitCents(bed, people);
  const periods = chargePeriods(bed.frequency, nights);
  return {
    id: bed.id,
    frequency: bed.frequency,
    unitCents,
    periods,
    count: 1,
    totalCents: unitCents * periods,
  };
}
