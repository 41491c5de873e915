import { describe, expect, it } from 'vitest';
import {
  type BulkForm,
  bulkDateBounds,
  bulkDefaults,
  bulkIssues,
  bulkMessageNumber,
  bulkOpening,
  bulkRatePlans,
  bulkRequest,
  offeredChannels,
  parseNumber,
  TARGET_EMPTY,
} from './bulk-edit.ts';

const TODAY = '2026-11-25';
const filled = (change: Partial<BulkForm> = {}): BulkForm => ({
  ...bulkDefaults({ date: '2027-03-01', roomTypeId: 201, ratePlanId: 21 }),
  endDate: '2027-03-31',
  amount: '89,50',
  ...change,
});

describe('the form opened from a cell', () => {
  it('starts on that day, every weekday, that room type and plan, nothing to change yet', () => {
    expect(bulkDefaults({ date: '2027-03-01', roomTypeId: 201, ratePlanId: 21 })).toEqual({
      startDate: '2027-03-01',
      endDate: '2027-03-01',
      weekdays: ['1', '2', '3', '4', '5', '6', '7'],
      roomTypes: ['201'],
      ratePlans: ['21'],
      channels: [],
      amount: '',
      minLOS: '',
      maxLOS: '',
      closedToArrival: 'keep',
      closedToDeparture: 'keep',
    });
  });
});

describe('the request it sends', () => {
  it('empty fields keep the current value (null); flags keep, set or clear', () => {
    expect(
      bulkRequest(
        filled({ weekdays: ['6', '5'], minLOS: '2', closedToArrival: 'on', closedToDeparture: 'off' }),
        7,
      ),
    ).toEqual({
      startDate: '2027-03-01',
      endDate: '2027-03-31',
      weekdays: [5, 6],
      roomTypes: [201],
      ratePlans: [21],
      channels: [],
      targetRate: { amount: 89.5, minLOS: 2, maxLOS: null, closedToArrival: true, closedToDeparture: false },
      ratesVersion: 7,
    });
  });

  it.each([
    ['', null],
    [' 12 ', 12],
    ['89,5', 89.5],
    ['abc', Number.NaN],
  ])('number %j → %s', (text, value) => {
    expect(parseNumber(text)).toEqual(value);
  });
});

describe('BOCHECK: the problems, in the dialog order', () => {
  it.each<[string, Partial<BulkForm>, Record<string, string>]>([
    ['a valid form', {}, {}],
    ['no period', { startDate: '', endDate: '' }, { startDate: 'error.required', endDate: 'error.required' }],
    ['end before start', { endDate: '2027-02-01' }, { endDate: 'error.date.end.before.start' }],
    ['a start in the past', { startDate: '2026-11-24' }, { startDate: 'error.field.min' }],
    ['an end past two years', { endDate: '2028-11-26' }, { endDate: 'error.field.max' }],
    ['the last day two years ahead is fine', { endDate: '2028-11-25' }, {}],
    ['no weekday', { weekdays: [] }, { weekdays: 'error.required' }],
    ['no room type', { roomTypes: [] }, { roomTypes: 'error.required' }],
    ['no rate plan', { ratePlans: [] }, { ratePlans: 'error.required' }],
    ['nothing to change', { amount: '' }, { amount: TARGET_EMPTY }],
    ['an amount below 0.01', { amount: '0' }, { amount: 'error.amount.min' }],
    ['three decimals', { amount: '10.123' }, { amount: 'error.field.generic.invalid' }],
    ['a word for a price', { amount: 'ten' }, { amount: 'error.field.generic.invalid' }],
    ['min stay 0', { minLOS: '0' }, { minLOS: 'error.field.min' }],
    [
      'min stay above max stay',
      { minLOS: '5', maxLOS: '4' },
      { minLOS: 'error.field.max', maxLOS: 'error.field.min' },
    ],
    ['max stay under 3 without a min stay', { maxLOS: '2' }, { maxLOS: 'error.field.min' }],
    ['max stay 2 with min stay 2', { minLOS: '2', maxLOS: '2' }, {}],
    ['max stay above 30', { maxLOS: '31' }, { maxLOS: 'error.field.max' }],
    ['only a flag to set', { amount: '', closedToDeparture: 'on' }, {}],
  ])('%s', (_name, change, expected) => {
    const issues = bulkIssues(filled(change), TODAY);
    expect(issues).toEqual(expected);
  });

  it('keys come in the order of the fields on screen (the first one is focused)', () => {
    const issues = bulkIssues(filled({ maxLOS: '99', startDate: '', roomTypes: [] }), TODAY);
    expect(Object.keys(issues)).toEqual(['startDate', 'roomTypes', 'maxLOS']);
  });

  it('dates are offered from today to two years ahead', () => {
    expect(bulkDateBounds(TODAY)).toEqual({ min: '2026-11-25', max: '2028-11-25' });
  });
});

describe('BOCHECK: channels linked to both the room type and the rate plan', () => {
  const links = {
    channels: [
      { channel: 'WEBSITE', disabled: false },
      { channel: 'BOOKING', disabled: false },
      { channel: 'EXPEDIA', disabled: false },
      { channel: 'AIRBNB', disabled: true },
    ],
    roomTypes: [
      { id: 1, linkedChannels: ['WEBSITE', 'BOOKING', 'AIRBNB'] },
      { id: 2, linkedChannels: ['EXPEDIA'] },
    ],
    ratePlans: [
      { id: 10, linkedChannels: ['BOOKING', 'WEBSITE', 'EXPEDIA', 'AIRBNB'] },
      { id: 11, linkedChannels: ['WEBSITE'] },
    ],
  };
  it.each<[number[], number[], string[]]>([
    [[1], [10], ['WEBSITE', 'BOOKING']],
    [[1], [11], ['WEBSITE']],
    [[2], [11], []],
    [[1, 2], [10], ['WEBSITE', 'BOOKING', 'EXPEDIA']],
    [[], [10], []],
    [[99], [10], []],
  ])('room types %j × plans %j → %j (disabled channels never)', (roomTypes, plans, expected) => {
    expect(offeredChannels(links, roomTypes, plans)).toEqual(expected);
  });
});

describe('the plans offered', () => {
  const plan = (id: number, name: string, derived = false) => ({
    id,
    name,
    parentRatePlanDerivation: derived ? { parentRatePlanId: 21 } : null,
  });
  it('lists each own plan once, in the sheet order, never a derived one', () => {
    const sellable = [
      { ratePlans: [plan(21, 'Flexible'), plan(22, 'Non refundable'), plan(23, 'Member', true)] },
      { ratePlans: [plan(22, 'Non refundable (double)'), plan(24, 'Half board')] },
    ];
    expect(bulkRatePlans(sellable)).toEqual([
      { id: 21, name: 'Flexible' },
      { id: 22, name: 'Non refundable' },
      { id: 24, name: 'Half board' },
    ]);
  });
});

describe('the number a message names', () => {
  const long = (date: string) => `on ${date}`;
  it.each([
    ['minLOS', 'error.field.max', { minLOS: '9', maxLOS: '7' }, '7'],
    ['minLOS', 'error.field.min', { minLOS: '0', maxLOS: '' }, '1'],
    ['maxLOS', 'error.field.min', { minLOS: '5', maxLOS: '2' }, '5'],
    ['maxLOS', 'error.field.max', { minLOS: 'x', maxLOS: '40' }, '30'],
    ['startDate', 'error.field.min', { minLOS: '', maxLOS: '' }, 'on 2026-11-25'],
    ['endDate', 'error.field.max', { minLOS: '', maxLOS: '' }, 'on 2028-11-25'],
    ['amount', 'error.field.min', { minLOS: '', maxLOS: '' }, ''],
  ] as const)('%s %s with %o names %s', (field, code, form, expected) => {
    expect(bulkMessageNumber(field, code, form, TODAY, long)).toBe(expected);
  });
});

describe('the form the dialog opens with', () => {
  const own = (id: number) => ({ id, parentRatePlanDerivation: null });
  const derived = (id: number) => ({ id, parentRatePlanDerivation: { parentRatePlanId: 21 } });
  const roomTypes = [
    { id: 200, enabled: false, ratePlans: [own(20)] },
    { id: 201, enabled: true, ratePlans: [derived(23), own(21)] },
  ];
  it.each([
    [
      'a cell: its day, room type and plan',
      { date: '2027-03-01', roomTypeId: 202, ratePlanId: 24 },
      '2026-12-01',
      '2027-03-01',
      ['202'],
      ['24'],
    ],
    [
      'a past cell starts today',
      { date: '2026-11-20', roomTypeId: 202, ratePlanId: 24 },
      '2026-11-01',
      TODAY,
      ['202'],
      ['24'],
    ],
    [
      'the toolbar: the first date shown, first sellable type, its first own plan',
      null,
      '2026-12-01',
      '2026-12-01',
      ['201'],
      ['21'],
    ],
    ['the toolbar on a past window starts today', null, '2026-11-01', TODAY, ['201'], ['21']],
  ] as const)('%s', (_, cell, shown, start, types, plans) => {
    const form = bulkOpening(roomTypes, cell, shown, TODAY);
    expect([form.startDate, form.endDate, form.roomTypes, form.ratePlans]).toEqual([
      start,
      start,
      types,
      plans,
    ]);
  });
  it('chooses no room type or plan when none is sellable', () => {
    const form = bulkOpening([{ id: 200, enabled: false, ratePlans: [own(20)] }], null, '2026-12-01', TODAY);
    expect([form.roomTypes, form.ratePlans]).toEqual([[], []]);
  });
});
