/**
 * The stay context: the rows the data layer loads for a hotel and a date span, indexed for the
 * rules. Building it is the only non-trivial step between D1 and the engine.
 */
import type {
  DailyRate,
  HotelPricing,
  Inventory,
  IsoDate,
  Promotion,
  RatePlan,
  RoomType,
  Service,
} from './types.ts';

export type StayContextInput = {
  hotel: HotelPricing;
  roomTypes: ReadonlyArray<RoomType>;
  ratePlans: ReadonlyArray<RatePlan>;
  services?: ReadonlyArray<Service>;
  promotions?: ReadonlyArray<Promotion>;
  /** Rows for every plan (parents of derived plans included) and every night asked about. */
  dailyRates: ReadonlyArray<DailyRate>;
  inventory: ReadonlyArray<Inventory>;
  /** Dates the whole hotel is closed. */
  hotelClosedDates?: ReadonlyArray<IsoDate>;
};

export type StayContext = {
  hotel: HotelPricing;
  roomTypes: ReadonlyMap<string, RoomType>;
  ratePlans: ReadonlyMap<string, RatePlan>;
  services: ReadonlyMap<string, Service>;
  promotions: ReadonlyArray<Promotion>;
  dailyRate(roomTypeId: string, ratePlanId: string, date: IsoDate): DailyRate | undefined;
  /** Every loaded row of a room type and plan by date (one lookup per stay instead of per night). */
  ratesOf(roomTypeId: string, ratePlanId: string): ReadonlyMap<IsoDate, DailyRate> | undefined;
  inventory(roomTypeId: string, date: IsoDate): Inventory | undefined;
  hotelClosed(date: IsoDate): boolean;
};

function byId<T extends { id: string }>(items: ReadonlyArray<T>): Map<string, T> {
  return new Map(items.map((item) => [item.id, item]));
}

/** Gets or creates the inner map of a nested index. */
function child<K, V>(map: Map<K, V>, key: K, create: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = create();
    map.set(key, value);
  }
  return value;
}

/**
 * Indexes loaded rows into O(1) lookups (later duplicate rows win). Nested maps rather than
 * joined string keys: the search runs thousands of lookups and joining would build a string each.
 */
export function createStayContext(input: StayContextInput): StayContext {
  const rates = new Map<string, Map<string, Map<IsoDate, DailyRate>>>();
  for (const row of input.dailyRates) {
    const byPlan = child(rates, row.roomTypeId, () => new Map<string, Map<IsoDate, DailyRate>>());
    child(byPlan, row.ratePlanId, () => new Map<IsoDate, DailyRate>()).set(row.date, row);
  }
  const stock = new Map<string, Map<IsoDate, Inventory>>();
  for (const row of input.inventory)
    child(stock, row.roomTypeId, () => new Map<IsoDate, Inventory>()).set(row.date, row);
  const closed = new Set(input.hotelClosedDates ?? []);
  return {
    hotel: input.hotel,
    roomTypes: byId(input.roomTypes),
    ratePlans: byId(input.ratePlans),
    services: byId(input.services ?? []),
    promotions: input.promotions ?? [],
    dailyRate: (roomTypeId, ratePlanId, date) => rates.get(roomTypeId)?.get(ratePlanId)?.get(date),
    ratesOf: (roomTypeId, ratePlanId) => rates.get(roomTypeId)?.get(ratePlanId),
    inventory: (roomTypeId, date) => stock.get(roomTypeId)?.get(date),
    hotelClosed: (date) => closed.has(date),
  };
}
