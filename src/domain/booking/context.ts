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
  /**
   * Rows for every plan (parents of derived plans included) and every night asked about, or the
   * same rows already indexed (`indexDailyRates`): a data layer that decodes rows grouped by room
   * type builds the index directly instead of a list indexed again here.
   */
  dailyRates: ReadonlyArray<DailyRate> | DailyRateIndex;
  /** Inventory rows, or the same already indexed (`indexInventory`). */
  inventory: ReadonlyArray<Inventory> | InventoryIndex;
  /** Dates the whole hotel is closed. */
  hotelClosedDates?: ReadonlyArray<IsoDate>;
};

/** Daily rate rows by room type, rate plan and date. */
export type DailyRateIndex = ReadonlyMap<string, ReadonlyMap<string, ReadonlyMap<IsoDate, DailyRate>>>;

/** Inventory rows by room type and date. */
export type InventoryIndex = ReadonlyMap<string, ReadonlyMap<IsoDate, Inventory>>;

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

function newMap<K, V>(): Map<K, V> {
  return new Map<K, V>();
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
 * Indexes daily rate rows by room type, plan and date (later duplicate rows win). Nested maps
 * rather than joined string keys: the search runs thousands of lookups and joining would build a
 * string each.
 */
export function indexDailyRates(rows: ReadonlyArray<DailyRate>): DailyRateIndex {
  const rates = new Map<string, Map<string, Map<IsoDate, DailyRate>>>();
  // Rows usually come grouped by room type: the inner maps of the previous row are reused.
  let roomTypeId: string | null = null;
  let byPlan = new Map<string, Map<IsoDate, DailyRate>>();
  for (const row of rows) {
    if (row.roomTypeId !== roomTypeId) {
      roomTypeId = row.roomTypeId;
      byPlan = child(rates, roomTypeId, newMap<string, Map<IsoDate, DailyRate>>);
    }
    child(byPlan, row.ratePlanId, newMap<IsoDate, DailyRate>).set(row.date, row);
  }
  return rates;
}

/** Indexes inventory rows by room type and date (later duplicate rows win). */
export function indexInventory(rows: ReadonlyArray<Inventory>): InventoryIndex {
  const stock = new Map<string, Map<IsoDate, Inventory>>();
  let roomTypeId: string | null = null;
  let byDate = new Map<IsoDate, Inventory>();
  for (const row of rows) {
    if (row.roomTypeId !== roomTypeId) {
      roomTypeId = row.roomTypeId;
      byDate = child(stock, roomTypeId, newMap<IsoDate, Inventory>);
    }
    byDate.set(row.date, row);
  }
  return stock;
}

function isIndex<T>(value: ReadonlyArray<unknown> | T): value is T {
  return !Array.isArray(value);
}

/** Indexes loaded rows into O(1) lookups (see `indexDailyRates`, `indexInventory`). */
export function createStayContext(input: StayContextInput): StayContext {
  const rates = isIndex(input.dailyRates) ? input.dailyRates : indexDailyRates(input.dailyRates);
  const stock = isIndex(input.inventory) ? input.inventory : indexInventory(input.inventory);
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
