import { describe, expect, it } from 'vitest';
import {
  BED_TYPES,
  bedIssues,
  bookabilitiesOffered,
  canBeEntireAccommodation,
  capBandCount,
  capServiceCount,
  categoriesOffered,
  contactsForEditing,
  contactValueError,
  DEFAULT_SERVICE,
  defaultBed,
  emptyPrices,
  type HotelInfo,
  hotelInfoIssues,
  normaliseHotelInfo,
  normaliseService,
  PROPERTY_HOTEL_TYPES,
  paymentTypesOffered,
  pricesFromOptions,
  type ServiceForm,
  serviceIssues,
  serviceNameKey,
  serviceTypeOf,
} from './property.ts';

const BASE_INFO: HotelInfo = {
  type: 'HOTEL',
  name: 'X',
  stars: 3,
  roomsNumber: 1,
  entireAccommodation: false,
};

const form = (over: Partial<ServiceForm> = {}): ServiceForm => ({
  ...DEFAULT_SERVICE,
  prices: emptyPrices(),
  vatRate: 10,
  maxCount: -1,
  roomTypeIds: [],
  description: {},
  ...over,
});

describe('hotel info (PROPDATA, PROPFLOW, PROPCHECK, PROPLIM)', () => {
  it('has the 24 hotel types and the 18 bed types', () => {
    expect(PROPERTY_HOTEL_TYPES).toHaveLength(24);
    expect(PROPERTY_HOTEL_TYPES).not.toContain('BOAT');
    expect(BED_TYPES).toHaveLength(18);
  });

  it.each([
    ['VILLA', 1, true],
    ['APARTMENT', 1, true],
    ['LODGE', 1, true],
    ['VILLA', 2, false],
    ['HOTEL', 1, false],
    ['BB', 1, false],
  ] as const)('entire accommodation for %s with %i rooms: %s', (type, roomsNumber, offered) => {
    expect(canBeEntireAccommodation({ type, roomsNumber })).toBe(offered);
  });

  it('keeps stars only for HOTEL and sets one room for the entire accommodation', () => {
    expect(
      normaliseHotelInfo({ type: 'CHALET', name: 'C', stars: 4, roomsNumber: 3, entireAccommodation: true }),
    ).toEqual({ type: 'CHALET', name: 'C', stars: null, roomsNumber: 1, entireAccommodation: true });
    expect(
      normaliseHotelInfo({ type: 'HOTEL', name: 'H', stars: 4, roomsNumber: 21, entireAccommodation: true }),
    ).toEqual({ type: 'HOTEL', name: 'H', stars: 4, roomsNumber: 21, entireAccommodation: false });
  });

  it.each([
    [{ type: 'HOTEL', stars: null }, [{ field: 'stars', code: 'error.required' }]],
    [{ type: 'BB', stars: null }, []],
    [
      { type: 'HOTEL', stars: 3, entireAccommodation: true },
      [{ field: 'entireAccommodation', code: 'error.field.generic.invalid' }],
    ],
    [
      { type: 'VILLA', stars: null, entireAccommodation: true, roomsNumber: 2 },
      [{ field: 'roomsNumber', code: 'error.hotel.entire.rooms' }],
    ],
  ] as const)('%o → %o', (over, issues) => {
    expect(hotelInfoIssues({ ...BASE_INFO, ...(over as Partial<HotelInfo>) })).toEqual(issues);
  });
});

describe('services (PROPFLOW, PROPCHECK)', () => {
  it('offers EXTERNAL only in advanced mode, never INCLUDED for it, and prices only room or bookable services', () => {
    expect(categoriesOffered(false)).toEqual(['ROOM', 'HOTEL']);
    expect(categoriesOffered(true)).toEqual(['ROOM', 'HOTEL', 'EXTERNAL']);
    expect(bookabilitiesOffered('EXTERNAL')).toEqual(['BOOKABLE']);
    expect(paymentTypesOffered('HOTEL', 'INCLUDED')).toEqual(['FREE']);
    expect(paymentTypesOffered('ROOM', 'INCLUDED')).toEqual(['FREE', 'SINGLE', 'PER_PERSON']);
    expect(paymentTypesOffered('EXTERNAL', 'BOOKABLE')).toEqual(['FREE', 'SINGLE', 'PER_PERSON']);
  });

  it('resets an INCLUDED service outside a room to FREE with no options', () => {
    const saved = normaliseService(
      form({
        paymentType: 'SINGLE',
        frequency: 'DAILY',
        prices: { ...emptyPrices(), SINGLE: 5 },
        roomTypeIds: [3],
      }),
    );
    expect(saved).toMatchObject({ paymentType: 'FREE', frequency: 'LUMP_SUM', options: [], roomTypeIds: [] });
  });

  it('rebuilds the options per size: SINGLE one, PER_PERSON adult, boy, child and kid', () => {
    const single = normaliseService(
      form({
        bookability: 'BOOKABLE',
        paymentType: 'SINGLE',
        prices: { ...emptyPrices(), SINGLE: 7.5, PER_ADULT: 3 },
      }),
    );
    expect(single.options).toEqual([{ size: 'SINGLE', amount: 7.5, vatRate: 10 }]);
    const perPerson = normaliseService(
      form({
        category: 'ROOM',
        paymentType: 'PER_PERSON',
        prices: { ...emptyPrices(), PER_ADULT: 10, PER_KID: 2 },
      }),
    );
    expect(perPerson.options.map((o) => [o.size, o.amount])).toEqual([
      ['PER_ADULT', 10],
      ['PER_BOY', 0],
      ['PER_CHILD', 0],
      ['PER_KID', 2],
    ]);
    expect(pricesFromOptions(perPerson.options)).toMatchObject({ PER_ADULT: 10, PER_KID: 2, SINGLE: null });
  });

  it.each([
    [
      { bookability: 'BOOKABLE', paymentType: 'SINGLE' },
      [{ field: 'prices.SINGLE', code: 'error.required' }],
    ],
    [
      { bookability: 'BOOKABLE', paymentType: 'SINGLE', prices: { ...emptyPrices(), SINGLE: 2.25 } },
      [{ field: 'prices.SINGLE', code: 'error.field.generic.invalid' }],
    ],
    [{ bookability: 'BOOKABLE', paymentType: 'SINGLE', prices: { ...emptyPrices(), SINGLE: 2.5 } }, []],
    [
      { bookability: 'BOOKABLE', paymentType: 'PER_PERSON', prices: { ...emptyPrices(), PER_BOY: 1 } },
      [{ field: 'prices.PER_ADULT', code: 'error.required' }],
    ],
    [
      { category: 'EXTERNAL', bookability: 'BOOKABLE' },
      [{ field: 'category', code: 'error.field.generic.invalid' }],
    ],
    [{ maxCount: 0 }, [{ field: 'maxCount', code: 'error.field.generic.invalid' }]],
    [{ paymentType: 'SINGLE' }, []],
  ] as const)('%o → %o', (over, issues) => {
    expect(serviceIssues(form(over as Partial<ServiceForm>), { advanced: false })).toEqual(issues);
  });

  it('caps a count to maxCount unless -1, and maps catalogue types to the stored keys', () => {
    expect(capServiceCount(5, 2)).toBe(2);
    expect(capServiceCount(5, -1)).toBe(5);
    expect(serviceNameKey('HALF_BOARD')).toBe('service.half.board');
    expect(serviceTypeOf('service.half.board')).toBe('HALF_BOARD');
    expect(serviceTypeOf('service.gondola')).toBeNull();
  });
});

describe('beds (PROPFLOW, PROPCHECK)', () => {
  it('starts with 1 adult, maxPerson 1, count 1 and caps each band at max persons', () => {
    expect(defaultBed('b1')).toMatchObject({
      count: 1,
      maxPerson: 1,
      people: { adults: 1, boys: 0, children: 0, kids: 0 },
    });
    expect(capBandCount(4, 2)).toBe(2);
    expect(capBandCount(-1, 2)).toBe(0);
  });

  it.each([
    [
      { people: { adults: 0, boys: 0, children: 0, kids: 0 } },
      [{ field: 'people', code: 'error.bed.no.people' }],
    ],
    [{ toPay: true }, [{ field: 'prices.adults', code: 'error.required' }]],
    [{ toPay: true, prices: { adults: 12.34, boys: null, children: null, kids: null } }, []],
    [
      { toPay: true, prices: { adults: 12.345, boys: null, children: null, kids: null } },
      [{ field: 'prices.adults', code: 'error.field.generic.invalid' }],
    ],
    [{ toPay: false }, []],
    [
      { maxPerson: 1, people: { adults: 2, boys: 0, children: 0, kids: 0 } },
      [{ field: 'people.adults', code: 'error.field.max' }],
    ],
  ] as const)('%o → %o', (over, issues) => {
    expect(bedIssues({ ...defaultBed('b'), ...over })).toEqual(issues);
  });
});

describe('contacts (PROPFLOW, PROPCHECK)', () => {
  it('opens an empty list with one blank entry', () => {
    expect(contactsForEditing([])).toEqual([{ type: 'PHONE', value: '' }]);
    expect(contactsForEditing([{ type: 'EMAIL', value: 'a@b.it' }])).toEqual([
      { type: 'EMAIL', value: 'a@b.it' },
    ]);
  });

  it.each([
    ['PHONE', '+39 041 5200000', null],
    ['WHATSAPP', 'ciao', 'error.phone.number'],
    ['EMAIL', 'desk@hotel.it', null],
    ['EMAIL', 'desk@', 'error.email.invalid'],
    ['WEBSITE', 'https://www.hotel.it', null],
    ['INSTAGRAM', 'javascript:alert(1)', 'error.field.generic.invalid'],
    ['WEBSITE', 'www.hotel.it', 'error.field.generic.invalid'],
    ['SKYPE', 'hotel.desk', null],
    ['ADDRESS', 'Calle Larga 1', null],
    ['FAX', '  ', 'error.required'],
  ] as const)('%s %s → %s', (type, value, code) => {
    expect(contactValueError({ type, value })).toBe(code);
  });
});
