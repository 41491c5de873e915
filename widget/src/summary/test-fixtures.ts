/**
 * Test data of the summary, confirmation and manage tests: a real answer of the demo Venice
 * hotel (4 nights from 2027-01-30, 2 rooms for 2 adults, promo VENEZIA10), trimmed.
 */
import { vi } from 'vitest';
import type {
  BookingProfile,
  BookingSearch,
  RateOffer,
  ReservationCreated,
  ReservationView,
} from '../../../src/contracts/booking-types.ts';
import type { ApiClient } from '../../../src/contracts/client/client.ts';
import { readConfig } from '../config.ts';
import { createController, type FlowState, type GuestDetails } from '../flow/controller.ts';

export const NOT_REFUNDABLE: RateOffer = {
  ratePlanId: 12,
  nameKey: 'rate.not.refundable',
  name: { en: 'Non-refundable, breakfast included', it: 'Non rimborsabile, colazione inclusa' },
  rateType: 'NOT_REFUNDABLE',
  includedMealPlans: ['BREAKFAST'],
  total: {
    type: 'PRICE',
    currency: 'EUR',
    initialAmount: 537.3,
    finalAmount: 378.14,
    discountAmount: 159.16,
    discountRate: 29.62,
    vatRate: 10,
    vatAmount: 34.38,
  },
  nightly: { initial: [105.3, 91.8, 170.1, 170.1], final: [74.11, 64.61, 119.71, 119.71] },
  promotions: [
    {
      id: 13,
      type: 'STANDARD',
      name: 'Friends of the palazzo',
      label: 'Friends of the palaz…',
      discount: { type: 'PERCENTAGE', value: 10 },
      amount: 53.73,
    },
    {
      id: 11,
      type: 'EARLY_BOOKING',
      name: 'Early booking: save 15%',
      label: 'Early booking: save…',
      discount: { type: 'PERCENTAGE', value: 15 },
      amount: 66.74,
    },
  ],
  services: [
    {
      id: 151,
      bookability: 'INCLUDED',
      frequency: 'LUMP_SUM',
      unitAmount: 0,
      periods: 1,
      count: 1,
      total: 0,
    },
  ],
  taxes: { vatRate: 10, vatAmount: 34.38, taxableAmount: 343.76, cityTax: 36 },
  deposit: 113.44,
  grandTotal: 414.14,
  grandTotalForRooms: 828.28,
  policy: {
    type: 'NOT_REFUNDABLE',
    gracePeriod: false,
    freeNow: false,
    deadline: '2027-01-29T23:00:00.000Z',
    deadlineDate: '2027-01-30',
    reservationPenalty: 378.14,
    checkinPenalty: 378.14,
    deposit: true,
    noShowPenalty: 378.14,
    cancellation: { chargeNights: 1, percentage: 100 },
  },
};

export const SEARCH: BookingSearch = {
  hotelId: 1,
  checkin: '2027-01-30',
  checkout: '2027-02-03',
  nights: 4,
  nightDates: ['2027-01-30', '2027-01-31', '2027-02-01', '2027-02-02'],
  people: { adults: 2, boys: 0, children: 0, kids: 0 },
  rooms: 2,
  currency: 'EUR',
  promoCode: 'VENEZIA10',
  promoApplied: true,
  results: [
    {
      roomType: {
        id: 102,
        nameKey: 'room.double.classic',
        name: { en: 'Classic double room', it: 'Camera doppia classica' },
        category: 'DOUBLE',
        photos: [],
        beds: [{ type: 'DOUBLE', count: 1, maxPerson: 2 }],
        maxOccupancy: 3,
        sizeSqm: 18,
      },
      roomsLeft: 4,
      rates: [NOT_REFUNDABLE],
    },
  ],
  violations: [],
  longerStays: [],
};

export const PROFILE = {
  hotel: {
    id: 1,
    name: "Ca' dei Dogi",
    nameAlias: 'ca-dei-dogi-venezia',
    timeZone: 'Europe/Rome',
    policies: { checkinFrom: '14:00', checkoutTo: '11:00' },
    addressInfo: {},
    vatRate: 10,
    vatRateExtras: 22,
    depositPercentage: 30,
  },
  currency: 'EUR',
  services: [
    { id: 151, nameKey: 'service.wifi', name: { en: 'Wi-Fi', it: 'Wi-Fi' }, bookability: 'INCLUDED' },
    {
      id: 152,
      nameKey: 'service.gondola',
      name: { en: 'Gondola ride', it: 'Giro in gondola' },
      description: {},
      category: 'EXTERNAL',
      bookability: 'BOOKABLE',
      paymentType: 'SINGLE',
      frequency: 'LUMP_SUM',
      options: [{ size: 'SINGLE', amount: 40 }],
      maxCount: -1,
    },
  ],
  roomTypes: [],
} as unknown as BookingProfile;

export const GUEST: GuestDetails = {
  email: 'anna.rossi@example.it',
  name: 'Anna',
  surname: 'Rossi',
  phone: { prefix: '+39', number: '3331234567' },
  nationality: 'Italia',
  consents: { MARKETING: false, PROFILING: false },
} as GuestDetails;

export const CREATED: ReservationCreated = {
  code: 'ZZKJHNDTQ5',
  manageToken: 'EHn16A4bgEswxdhln_nDILl2eBx8bgUkQhfVaIhmMfI',
  manageUrl:
    'https://itaca.test/booking/manage?code=ZZKJHNDTQ5&token=EHn16A4bgEswxdhln_nDILl2eBx8bgUkQhfVaIhmMfI',
  status: 'CONFIRMED',
  currency: 'EUR',
  total: 756.28,
  cityTax: 72,
  grandTotal: 828.28,
  deposit: 226.88,
  vat: 68.75,
};

/** A controller standing at the summary step of the fixture's stay. */
export function summaryController(
  api: Partial<ApiClient> = {},
  attributes: Record<string, string> = {},
  state: Partial<FlowState> = {},
) {
  const fullApi = {
    bookingProfile: vi.fn(async () => PROFILE),
    searchAvailability: vi.fn(async () => SEARCH),
    createReservation: vi.fn(async () => CREATED),
    reservation: vi.fn(),
    cancelReservation: vi.fn(),
    exchangeRates: vi.fn(async () => ({
      base: { iso: 'EUR', symbol: '€' },
      date: '2026-11-20',
      rates: { USD: 1.1 },
      source: 'seed',
    })),
    ...api,
  } as unknown as ApiClient;
  const { config } = readConfig({ attributes: { hotel: 'ca-dei-dogi-venezia', rooms: '2', ...attributes } });
  let key = 0;
  const controller = createController(config, {
    api: fullApi,
    emit: () => undefined,
    storage: null,
    dataLayer: () => null,
    randomKey: () => `test-key-${++key}`,
  });
  const query = {
    checkin: SEARCH.checkin,
    checkout: SEARCH.checkout,
    people: { ...SEARCH.people },
    rooms: 2,
    promo: 'VENEZIA10',
  };
  controller.state.set({
    ...controller.state.get(),
    step: 'summary',
    profile: { status: 'ready', data: PROFILE, error: null },
    query,
    searched: query,
    search: { status: 'ready', data: SEARCH, error: null },
    choice: { roomTypeId: 102, ratePlanId: 12 },
    guest: GUEST,
    ...state,
  });
  return { controller, api: fullApi };
}

export const TOKEN = 'EHn16A4bgEswxdhln_nDILl2eBx8bgUkQhfVaIhmMfI';

export const RESERVATION: ReservationView = {
  code: 'ZZKJHNDTQ5',
  status: 'CONFIRMED',
  statusText: null,
  hotel: {
    id: 1,
    name: "Ca' dei Dogi",
    nameAlias: 'ca-dei-dogi-venezia',
    addressInfo: { formatted_address: 'Calle de la Madonna, 4646, 30122 Venezia VE, Italia' },
    policies: { checkinFrom: '14:00', checkoutTo: '11:00' },
    timeZone: 'Europe/Rome',
  },
  checkin: '2027-01-30',
  checkout: '2027-02-01',
  nights: 2,
  guestsCount: 2,
  source: 'WIDGET',
  guest: {
    email: 'anna.rossi@example.it',
    name: 'Anna',
    surname: 'Rossi',
    phone: { prefix: '+39', number: '3331234567' },
    nationality: 'Italia',
    countryIso: 'IT',
    consents: { MARKETING: { value: false }, PROFILING: { value: false } },
  },
  card: { circuit: 'VISA', last4: '1111', expiryMonth: 5, expiryYear: 2029 },
  currency: 'EUR',
  initialTotal: 204,
  discount: 0,
  total: 204,
  vat: 18.55,
  cityTax: 18,
  deposit: 0,
  grandTotal: 222,
  cancelAmount: 0,
  chargedAmount: 0,
  unpaidBalance: 204,
  notes: null,
  totalPriceDetails: {
    rooms: 204,
    services: 0,
    otherBeds: 0,
    subTotal: 204,
    discountPromo: 0,
    discountHotel: 0,
  },
  rooms: [
    {
      id: 1,
      roomType: { id: 102, nameKey: 'room.double.classic', name: { en: 'Classic double room' } },
      ratePlan: { id: 11, nameKey: 'rate.flexible.breakfast', name: { en: 'Flexible, breakfast included' } },
      rateType: 'STANDARD',
      status: 'CONFIRMED',
      startDate: '2027-01-30',
      endDate: '2027-02-01',
      people: { adults: 2, boys: 0, children: 0, kids: 0 },
      nightly: [
        { date: '2027-01-30', amount: 117 },
        { date: '2027-01-31', amount: 87 },
      ],
      services: [],
      beds: [],
      promotions: [],
      includedMealPlans: ['BREAKFAST'],
      total: 204,
      chargedAmount: 0,
      cancelAmount: 0,
      cancellationPolicy: {
        type: 'CUSTOM',
        gracePeriod: true,
        deadline: { count: 3, unit: 'DAYS' },
        reservationPenalty: null,
        checkinPenalty: {
          percentage: null,
          firstNight: true,
          additionalNights: 0,
          chargeNights: 0,
          chargeAmount: 0,
        },
        cancellation: null,
        deposit: false,
      },
      noShowPolicy: null,
      policy: {
        type: 'CUSTOM',
        gracePeriod: true,
        freeNow: true,
        deadline: '2027-01-26T23:00:00.000Z',
        deadlineDate: '2027-01-27',
        deadlineTime: '00:00',
        reservationPenalty: 0,
        checkinPenalty: 117,
        reservationPenaltyAmount: 0,
        checkinPenaltyAmount: 117,
        deposit: false,
        noShowPenalty: 0,
        cancellation: null,
      },
    },
  ],
  cancellation: { penalty: 0, free: true },
  createdDate: '2026-11-20T10:00:00.000Z',
  cancelledDate: null,
};
