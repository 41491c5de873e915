/**
 * The pricing rules of a stay, one module for the site, the widget, the back office and the
 * worker: each rule lives in its own file next to this one (extras, extra people, taxes, deposit,
 * the room quote, reservation totals); this index names them so callers outside the domain keep
 * one import. Files inside the domain import the rule file they use.
 */
export { depositAmount, hotelDeposit } from './deposit.ts';
export { extraPeople, extraPeopleNightlyCents } from './extra-people.ts';
export {
  bedUnitCents,
  cappedCount,
  chargePeriods,
  DAYS_PER_MONTH,
  DAYS_PER_YEAR,
  priceExtraBed,
  priceService,
  serviceUnitCents,
} from './extras.ts';
export {
  type PriceDetails,
  reservationBedCents,
  reservationPriceDetails,
  reservationRoomFromQuote,
  reservationServiceCents,
  roomTotalCents,
  unpaidBalance,
} from './reservation-totals.ts';
export { type QuoteRequest, quoteRoom, validateExtras } from './room-quote.ts';
export {
  cityTax,
  DEFAULT_CITY_TAX_BANDS,
  reservationRoomVatParts,
  reservationVatSplit,
  roomVatSplit,
  type VatParts,
  type VatRates,
  vatRateOf,
  vatRatesOf,
  vatSplit,
} from './taxes.ts';
