/**
 * The setup checklist of a new hotel (SETUP): the eight steps between a registered hotel and
 * its first night sold, in the order a manager takes them, and when each one is done. The facts
 * come from the hotel's data in one query (worker/data/setup-checklist.ts); the rules are here so
 * that the worker's answer, the back office's landing and the tests agree.
 */

/** The steps, in order. */
export const SETUP_STEPS = [
  'hotel',
  'photos',
  'room-types',
  'rooms',
  'rate-plans',
  'taxes',
  'prices',
  'widget',
] as const;
export type SetupStepKey = (typeof SETUP_STEPS)[number];

/** What the hotel's data says, as the checklist reads it. */
export type SetupFacts = {
  /** `hotels.address_json` parsed (registration leaves it empty: `{}`). */
  address: Readonly<Record<string, unknown>>;
  /** Photos of the hotel's gallery. */
  photos: number;
  /** Enabled room types. */
  roomTypes: number;
  /** Enabled rooms of enabled room types (what the inventory counts). */
  rooms: number;
  /** Enabled primary plans (no parent) that sell at least one enabled room type. */
  sellingPlans: number;
  /** Of those, the ones with a cancellation policy. */
  plansWithPolicy: number;
  /** Whether the manager ever saved the taxes screen (a `property_changes` row, subject TAXES). */
  taxesSaved: boolean;
  /** The last night priced on an enabled primary plan for an enabled room type, or null. */
  lastPricedNight: string | null;
  /** Sites the widget may take bookings on (`hotel_sites`). */
  sites: number;
};

export type SetupStep = {
  key: SetupStepKey;
  done: boolean;
  /** What the step counts (photos, room types, rooms, plans, sites); null where nothing is counted. */
  count: number | null;
};

/** The parts of an address the address form requires (src/contracts/address.ts), all non-blank. */
export const ADDRESS_REQUIRED_PARTS = ['address', 'street', 'city', 'country'] as const;

/**
 * Whether a stored address has every part the address form requires.
 * @example addressComplete({}) // false: registration stores no address
 */
export function addressComplete(address: Readonly<Record<string, unknown>>): boolean {
  return ADDRESS_REQUIRED_PARTS.every((part) => {
    const value = address[part];
    return typeof value === 'string' && value.trim() !== '';
  });
}

/**
 * The checklist of a hotel on `today` (its own today, 'YYYY-MM-DD'): the name and type come
 * from registration, so the hotel step waits for the address only; the rate-plan step wants a
 * primary plan that sells something with a cancellation policy (what a guest books); the price
 * step a night from today on with a price (a past price sells nothing).
 * @example setupChecklist(facts, '2026-11-29')[0] // { key: 'hotel', done: false, count: null }
 */
export function setupChecklist(facts: SetupFacts, today: string): SetupStep[] {
  const step = (key: SetupStepKey, done: boolean, count: number | null = null): SetupStep => ({
    key,
    done,
    count,
  });
  return [
    step('hotel', addressComplete(facts.address)),
    step('photos', facts.photos > 0, facts.photos),
    step('room-types', facts.roomTypes > 0, facts.roomTypes),
    step('rooms', facts.rooms > 0, facts.rooms),
    step('rate-plans', facts.plansWithPolicy > 0, facts.plansWithPolicy),
    step('taxes', facts.taxesSaved),
    step('prices', facts.lastPricedNight !== null && facts.lastPricedNight >= today),
    step('widget', facts.sites > 0, facts.sites),
  ];
}

/** How many steps are done, of how many ("3 of 8 done"). */
export function setupProgress(steps: ReadonlyArray<Pick<SetupStep, 'done'>>): {
  done: number;
  total: number;
} {
  return { done: steps.filter((step) => step.done).length, total: steps.length };
}

/** Whether every step is done: the checklist then leaves the back office's landing. */
export function setupComplete(steps: ReadonlyArray<Pick<SetupStep, 'done'>>): boolean {
  return steps.every((step) => step.done);
}

/**
 * The steps a hotel needs before guests can book it: something to sell (a room type with rooms),
 * a plan with a policy, taxes said, and priced nights. Its address, photos and own site make it
 * better, but a guest can book without them.
 */
export const OPENING_STEPS = [
  'room-types',
  'rooms',
  'rate-plans',
  'taxes',
  'prices',
] as const satisfies readonly SetupStepKey[];

/** The opening steps still to do (none: the hotel can open for bookings). */
export function stepsBeforeOpening(steps: ReadonlyArray<Pick<SetupStep, 'key' | 'done'>>): SetupStepKey[] {
  return OPENING_STEPS.filter((key) => !steps.some((step) => step.key === key && step.done));
}
