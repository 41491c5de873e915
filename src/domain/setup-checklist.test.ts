import { describe, expect, it } from 'vitest';
import {
  addressComplete,
  SETUP_STEPS,
  type SetupFacts,
  setupChecklist,
  setupComplete,
  setupProgress,
  stepsBeforeOpening,
} from './setup-checklist.ts';

const TODAY = '2026-11-29';

/** A hotel as registration leaves it: name and type, nothing else. */
const registered: SetupFacts = {
  address: {},
  photos: 0,
  roomTypes: 0,
  rooms: 0,
  sellingPlans: 0,
  plansWithPolicy: 0,
  taxesSaved: false,
  lastPricedNight: null,
  sites: 0,
};

const ready: SetupFacts = {
  address: { address: 'Via Roma 1, Roma', street: 'Via Roma', city: 'Roma', country: 'IT' },
  photos: 6,
  roomTypes: 3,
  rooms: 12,
  sellingPlans: 2,
  plansWithPolicy: 2,
  taxesSaved: true,
  lastPricedNight: '2027-11-28',
  sites: 1,
};

const doneOf = (facts: SetupFacts, today = TODAY) =>
  Object.fromEntries(setupChecklist(facts, today).map((step) => [step.key, step.done]));

describe('setupChecklist', () => {
  it('lists the eight steps in the order a manager takes them', () => {
    expect(setupChecklist(registered, TODAY).map((step) => step.key)).toEqual([...SETUP_STEPS]);
    expect(SETUP_STEPS).toEqual([
      'hotel',
      'photos',
      'room-types',
      'rooms',
      'rate-plans',
      'taxes',
      'prices',
      'widget',
    ]);
  });

  it('leaves every step to do for a hotel just registered (it has a name and type, no address)', () => {
    expect(setupChecklist(registered, TODAY).filter((step) => step.done)).toEqual([]);
  });

  it('marks every step done for a hotel that sells, with its counts', () => {
    expect(setupChecklist(ready, TODAY)).toEqual([
      { key: 'hotel', done: true, count: null },
      { key: 'photos', done: true, count: 6 },
      { key: 'room-types', done: true, count: 3 },
      { key: 'rooms', done: true, count: 12 },
      { key: 'rate-plans', done: true, count: 2 },
      { key: 'taxes', done: true, count: null },
      { key: 'prices', done: true, count: null },
      { key: 'widget', done: true, count: 1 },
    ]);
  });

  it.each<[string, Partial<SetupFacts>, string, boolean]>([
    ['a plan that sells but has no cancellation policy', { plansWithPolicy: 0 }, 'rate-plans', false],
    ['a room type with no rooms', { rooms: 0 }, 'rooms', false],
    ['the last price on a past night', { lastPricedNight: '2026-11-28' }, 'prices', false],
    ['the last price tonight', { lastPricedNight: TODAY }, 'prices', true],
    ['no price at all', { lastPricedNight: null }, 'prices', false],
    ['the taxes never saved', { taxesSaved: false }, 'taxes', false],
    ['no site for the widget', { sites: 0 }, 'widget', false],
    ['an empty gallery', { photos: 0 }, 'photos', false],
    ['a city left blank', { address: { ...ready.address, city: '  ' } }, 'hotel', false],
  ])('%s: %s done is %s', (_name, change, key, done) => {
    expect(doneOf({ ...ready, ...change })[key]).toBe(done);
  });
});

describe('addressComplete', () => {
  it.each<[Record<string, unknown>, boolean]>([
    [{}, false],
    [{ city: 'Roma' }, false],
    [{ address: 'Via Roma 1', street: 'Via Roma', city: 'Roma', country: 'IT' }, true],
    [{ address: 'Via Roma 1', street: 'Via Roma', city: 'Roma', country: 7 }, false],
  ])('%j → %s', (address, complete) => {
    expect(addressComplete(address)).toBe(complete);
  });
});

describe('progress', () => {
  it('counts the steps done and says when all are', () => {
    const steps = setupChecklist({ ...registered, photos: 2, sites: 1, taxesSaved: true }, TODAY);
    expect(setupProgress(steps)).toEqual({ done: 3, total: 8 });
    expect(setupComplete(steps)).toBe(false);
    expect(setupComplete(setupChecklist(ready, TODAY))).toBe(true);
  });
});

describe('stepsBeforeOpening', () => {
  const steps = (done: readonly string[]) => SETUP_STEPS.map((key) => ({ key, done: done.includes(key) }));

  it('asks for what a guest books, not for the address, photos or own site', () => {
    expect(stepsBeforeOpening(steps([]))).toEqual(['room-types', 'rooms', 'rate-plans', 'taxes', 'prices']);
    expect(stepsBeforeOpening(steps(['room-types', 'rooms', 'rate-plans', 'taxes', 'prices']))).toEqual([]);
    expect(stepsBeforeOpening(steps(['hotel', 'photos', 'widget', 'room-types', 'rooms']))).toEqual([
      'rate-plans',
      'taxes',
      'prices',
    ]);
  });
});
