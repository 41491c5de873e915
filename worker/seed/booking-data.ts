/**
 * Demo data of the booking engine for four of the demo hotels (1 Venice, 2 Florence, 3 Rome,
 * 5 Val Gardena): room types, rooms, services, cancellation and no-show policies, rate plans
 * (each hotel has a derived plan), promotions of several kinds (one secret per hotel), booking
 * settings, 365 days of rates from the seed day with seasons (summer, Christmas, Carnival, ski),
 * weekend uplifts, closed days, CTA/CTD and min-stay days, inventory with nearly full and sold-out
 * nights, hotel closings (the chalet's off-seasons), seven hand-written reservations and a month of
 * real ones around the seed day (`demoMonth`: 30 nights back to 60 ahead, every one on a physical
 * room, `inventory.booked` exactly the rooms reserved), and a few rooms closed by the front desk.
 *
 * Deterministic from `now`: the nights are computed here in TypeScript (`demoNights`) and sent
 * as ONE statement per room type and plan (`INSERT … SELECT … FROM json_each(?)` over the
 * year's array), so the seed stays a few dozen statements; the demo reservations are priced by
 * the engine itself (src/domain/booking) from the same numbers, so they match the rates exactly.
 */

import { cancelReservation, earlyCheckout, noShow } from '../../src/domain/booking/actions.ts';
import { createStayContext } from '../../src/domain/booking/context.ts';
import { addDays, isoDayOfWeek, nightsBetween, todayIn } from '../../src/domain/booking/dates.ts';
import {
  cityTax,
  quoteRoom,
  reservationRoomFromQuote,
  vatRateOf,
  vatSplit,
} from '../../src/domain/booking/pricing.ts';
import { validateStay } from '../../src/domain/booking/stay.ts';
import type {
  DailyRate,
  Inventory,
  IsoDate,
  People,
  Reservation,
  ReservationRoom,
  ReservationStatus,
  RoomQuote,
  StatusText,
} from '../../src/domain/booking/types.ts';
import { isChannelSource } from '../../src/domain/reservation-sources.ts';
import { amenitiesInOrder, type RoomAmenity } from '../../src/domain/room-photos.ts';
import { sha256Hex, toBase64Url } from '../security/tokens.ts';
import { MORE_BOOKING_HOTELS } from './booking-more-hotels.ts';
import { DEMO_MANAGER } from './demo-data.ts';
import { DEMO_NOTES, demoDocuments } from './demo-guest-records.ts';
import type {
  Bands,
  DemoBookingHotel,
  DemoPenalty,
  DemoRatePlan,
  DemoRoomType,
  NightRule,
} from './demo-hotel-types.ts';
import { type DemoPoliceExport, type DocumentedStay, demoPoliceExports } from './demo-police-reports.ts';
import {
  between,
  CITY_MARKETS,
  type DemoGuest,
  decomposeProfile,
  demoGuest,
  hashSeed,
  MOUNTAIN_MARKETS,
  packRooms,
  prng,
  SOURCE_WEIGHTS,
  weighted,
} from './demo-stays.ts';
import { housekeepingStatements } from './housekeeping.ts';
import type { SqlStatement, SqlValue } from './sql.ts';

/**
 * What a demo room has (decision 045), so the widget's room details show amenities: the basics in
 * every room, more in larger ones, a bathtub in suites, a kitchenette where guests cook.
 */
function demoAmenities(rt: DemoRoomType): RoomAmenity[] {
  const codes: RoomAmenity[] = [
    'AIR_CONDITIONING',
    'HEATING',
    'PRIVATE_BATHROOM',
    'SHOWER',
    'HAIRDRYER',
    'WIFI',
  ];
  codes.push('TV', 'SAFE', 'NON_SMOKING');
  if (rt.sizeSqm >= 20) codes.push('MINIBAR', 'KETTLE', 'DESK');
  if (['SUITE', 'JUNIOR_SUITE', 'FAMILY'].includes(rt.category)) codes.push('BATHTUB', 'COFFEE_MACHINE');
  if (['APARTMENT', 'STUDIO'].includes(rt.category)) codes.push('KITCHENETTE');
  return amenitiesInOrder(codes);
}

export type {
  DemoBookingHotel,
  DemoNoShow,
  DemoPolicy,
  DemoPromotion,
  DemoRatePlan,
  DemoRoomType,
  DemoService,
} from './demo-hotel-types.ts';

/** app_meta key recording that the booking demo data was loaded (see scripts/db.ts). */
export const BOOKING_SEEDED_KEY = 'booking_demo_seeded';
/** Days of rates and inventory from the seed day. */
export const DEMO_RATE_DAYS = 365;
const TIME_ZONE = 'Europe/Rome';

const bands = (adults: number, boys = 0, children = 0, kids = 0): Bands => ({ adults, boys, children, kids });
/** The names the Policies screen and the rate plans list the demo's policies by. */
const POLICY_NAMES: Readonly<Record<string, string>> = {
  'policy.flexible.24hours': 'Flexible (24 hours)',
  'policy.flexible.2days': 'Flexible (2 days)',
  'policy.flexible.7days': 'Flexible (7 days)',
  'policy.mountain.30days': 'Mountain (30 days)',
  'policy.not.refundable': 'Non-refundable',
  'policy.package.14days': 'Package (14 days)',
  'noshow.first.night': 'First night',
  'noshow.three.nights': 'Three nights',
  'noshow.whole.stay': 'Whole stay',
};

const penalty = (p: Partial<DemoPenalty>): DemoPenalty => ({
  percentage: p.percentage ?? null,
  firstNight: p.firstNight ?? false,
  additionalNights: p.additionalNights ?? 0,
  chargeNights: p.chargeNights ?? 0,
  chargeAmountCents: p.chargeAmountCents ?? 0,
});
const COT = {
  id: 'cot',
  type: 'COT',
  maxCount: 1,
  maxPerson: 1,
  pricesCents: bands(0, 0, 0, 1000),
  frequency: 'NIGHTLY' as const,
};
const rooms = (prefix: string, count: number, start = 1) =>
  Array.from({ length: count }, (_, i) => `${prefix}${String(start + i).padStart(2, '0')}`);

const CHRISTMAS: [string, string] = ['12-24', '01-01'];

export const DEMO_BOOKING_HOTELS: DemoBookingHotel[] = [
  {
    hotelId: 1,
    alias: 'ca-dei-dogi-venezia',
    allowedOrigins: ['https://www.cadeidogi.example', 'http://localhost:8787'],
    maxRange: 21,
    seasons: [
      ['12-21', '01-06', 145],
      ['01-07', '01-31', 70],
      ['02-01', '02-20', 130],
      ['02-21', '03-20', 85],
      ['03-21', '06-15', 110],
      ['06-16', '08-31', 125],
      ['09-01', '10-31', 115],
      ['11-01', '12-20', 80],
    ],
    weekendPercent: 15,
    roomTypes: [
      {
        id: 101,
        nameKey: 'room.single',
        name: { en: 'Single room', it: 'Camera singola' },
        description: {
          en: 'A quiet single room on the courtyard, with a writing desk and a rain shower.',
          it: 'Una camera singola silenziosa sul cortile, con scrittoio e doccia a pioggia.',
        },
        category: 'SINGLE',
        max: bands(1),
        maxOccupancy: 1,
        baseOccupancy: 1,
        extraCents: bands(0),
        beds: [{ type: 'SINGLE', count: 1, maxPerson: 1 }],
        extraBeds: [],
        photos: [3],
        sizeSqm: 12,
        rooms: rooms('1', 3),
        baseCents: 9_500,
      },
      {
        id: 102,
        nameKey: 'room.double.classic',
        name: { en: 'Classic double room', it: 'Camera doppia classica' },
        description: {
          en: 'Venetian furniture, Murano glass chandeliers and a view over the calle.',
          it: 'Arredi veneziani, lampadari in vetro di Murano e vista sulla calle.',
        },
        category: 'DOUBLE',
        max: bands(2, 1, 1, 1),
        maxOccupancy: 3,
        baseOccupancy: 2,
        extraCents: bands(4_000, 3_000, 2_500, 0),
        beds: [{ type: 'DOUBLE', count: 1, maxPerson: 2 }],
        extraBeds: [COT],
        photos: [3, 1],
        sizeSqm: 18,
        rooms: rooms('2', 12),
        baseCents: 14_500,
      },
      {
        id: 103,
        nameKey: 'room.superior.canal',
        name: { en: 'Superior room, canal view', it: 'Camera superior vista canale' },
        description: {
          en: 'Two windows on the canal, a sofa bed and a marble bathroom.',
          it: 'Due finestre sul canale, divano letto e bagno in marmo.',
        },
        category: 'DOUBLE',
        max: bands(3, 1, 2, 1),
        maxOccupancy: 3,
        baseOccupancy: 2,
        extraCents: bands(3_500, 3_000, 2_500, 0),
        beds: [{ type: 'QUEEN', count: 1, maxPerson: 2 }],
        extraBeds: [
          {
            id: 'sofa-bed',
            type: 'DIVAN',
            maxCount: 1,
            maxPerson: 1,
            pricesCents: bands(3_500, 3_000, 2_500, 0),
            frequency: 'NIGHTLY',
          },
        ],
        photos: [3, 2],
        sizeSqm: 24,
        rooms: rooms('3', 9),
        baseCents: 19_500,
      },
      {
        id: 104,
        nameKey: 'room.suite.family',
        name: { en: 'Family suite', it: 'Suite famiglia' },
        description: {
          en: 'Two connecting rooms under the beams, for up to five guests.',
          it: 'Due camere comunicanti sotto le travi, fino a cinque ospiti.',
        },
        category: 'SUITE',
        max: bands(4, 2, 2, 2),
        maxOccupancy: 5,
        baseOccupancy: 4,
        extraCents: bands(4_500, 3_500, 2_500, 0),
        beds: [
          { type: 'KING', count: 1, maxPerson: 2 },
          { type: 'TWIN', count: 1, maxPerson: 2 },
        ],
        extraBeds: [COT],
        photos: [4, 3],
        sizeSqm: 38,
        rooms: rooms('4', 4),
        baseCents: 29_000,
      },
    ],
    services: [
      {
        id: 151,
        nameKey: 'service.wifi',
        name: { en: 'Wi-Fi', it: 'Wi-Fi' },
        category: 'ROOM',
        bookability: 'INCLUDED',
        paymentType: 'FREE',
        frequency: 'LUMP_SUM',
        options: [],
        maxCount: -1,
        roomTypeIds: [101, 102, 103, 104],
      },
      {
        id: 152,
        nameKey: 'service.gondola',
        name: { en: 'Private gondola ride (40 min)', it: 'Giro in gondola privato (40 min)' },
        category: 'HOTEL',
        bookability: 'BOOKABLE',
        paymentType: 'SINGLE',
        frequency: 'LUMP_SUM',
        options: [{ size: 'SINGLE', amountCents: 9_000 }],
        maxCount: 2,
        roomTypeIds: [],
      },
      {
        id: 153,
        nameKey: 'service.water.taxi',
        name: { en: 'Water taxi from the airport', it: "Taxi acqueo dall'aeroporto" },
        category: 'EXTERNAL',
        bookability: 'BOOKABLE',
        paymentType: 'PER_PERSON',
        frequency: 'LUMP_SUM',
        options: [
          { size: 'PER_ADULT', amountCents: 4_000 },
          { size: 'PER_BOY', amountCents: 4_000 },
          { size: 'PER_CHILD', amountCents: 2_000 },
          { size: 'PER_KID', amountCents: 0 },
        ],
        maxCount: 2,
        roomTypeIds: [],
      },
      {
        id: 154,
        nameKey: 'service.pet',
        name: { en: 'Pet in the room', it: 'Animale in camera' },
        category: 'ROOM',
        bookability: 'BOOKABLE',
        paymentType: 'SINGLE',
        frequency: 'NIGHTLY',
        options: [{ size: 'SINGLE', amountCents: 1_500 }],
        maxCount: 1,
        roomTypeIds: [102, 103, 104],
      },
      {
        id: 155,
        nameKey: 'service.half.board',
        name: { en: 'Dinner (half board)', it: 'Cena (mezza pensione)' },
        category: 'ROOM',
        bookability: 'BOOKABLE',
        paymentType: 'PER_PERSON',
        frequency: 'DAILY',
        options: [
          { size: 'PER_ADULT', amountCents: 3_500 },
          { size: 'PER_BOY', amountCents: 3_000 },
          { size: 'PER_CHILD', amountCents: 2_000 },
          { size: 'PER_KID', amountCents: 0 },
        ],
        maxCount: 1,
        roomTypeIds: [101, 102, 103, 104],
      },
    ],
    policies: [
      {
        id: 11,
        nameKey: 'policy.flexible.2days',
        deadline: { count: 2, unit: 'DAYS' },
        reservationPenalty: null,
        checkinPenalty: penalty({ firstNight: true }),
        cancellation: null,
        deposit: false,
      },
      {
        id: 12,
        nameKey: 'policy.not.refundable',
        deadline: null,
        reservationPenalty: penalty({ percentage: 100 }),
        checkinPenalty: penalty({ percentage: 100 }),
        cancellation: { chargeNights: 1, percentage: 100 },
        deposit: true,
      },
    ],
    noShowPolicies: [
      {
        id: 11,
        nameKey: 'noshow.first.night',
        percentage: 100,
        chargeNights: 1,
        stayNights: false,
        chargeAmountCents: 0,
      },
      {
        id: 12,
        nameKey: 'noshow.whole.stay',
        percentage: 100,
        chargeNights: 0,
        stayNights: true,
        chargeAmountCents: 0,
      },
    ],
    ratePlans: [
      {
        id: 11,
        nameKey: 'rate.flexible.breakfast',
        name: { en: 'Flexible, breakfast included', it: 'Flessibile, colazione inclusa' },
        type: 'STANDARD',
        ownRatesPercent: 100,
        parent: null,
        pricingModel: 'OCCUPANCY_BASED_PRICING',
        occupantsForBaseRate: null,
        cancellationPolicyId: 11,
        noShowPolicyId: 11,
        includedMealPlans: ['BREAKFAST'],
        roomTypeIds: null,
      },
      {
        id: 12,
        nameKey: 'rate.not.refundable',
        name: { en: 'Non-refundable, breakfast included', it: 'Non rimborsabile, colazione inclusa' },
        type: 'NOT_REFUNDABLE',
        ownRatesPercent: null,
        parent: { id: 11, kind: 'PERCENTAGE', value: -10 },
        pricingModel: 'OCCUPANCY_BASED_PRICING',
        occupantsForBaseRate: null,
        cancellationPolicyId: 12,
        noShowPolicyId: 12,
        includedMealPlans: ['BREAKFAST'],
        roomTypeIds: null,
      },
      {
        id: 13,
        nameKey: 'rate.room.only',
        name: { en: 'Room only', it: 'Solo pernottamento' },
        type: 'STANDARD',
        ownRatesPercent: null,
        parent: { id: 11, kind: 'AMOUNT', value: -1_500 },
        pricingModel: 'OCCUPANCY_BASED_PRICING',
        occupantsForBaseRate: null,
        cancellationPolicyId: 11,
        noShowPolicyId: 11,
        includedMealPlans: [],
        roomTypeIds: [102, 103],
      },
    ],
    promotions: [
      {
        id: 11,
        type: 'EARLY_BOOKING',
        name: { en: 'Early booking: save 15%', it: 'Prenota prima: -15%' },
        discountType: 'PERCENTAGE',
        discountValue: 15,
        days: 60,
        minStay: null,
        validFromDay: null,
        validToDay: null,
        onArrival: false,
        secretCode: null,
        ratePlanIds: null,
        roomTypeIds: null,
      },
      {
        id: 12,
        type: 'LAST_MINUTE',
        // Within the 20 characters a room card shows of a promotion's name (BOLIM-3).
        name: { en: 'Last minute Venice', it: 'Last minute Venezia' },
        discountType: 'PERCENTAGE',
        discountValue: 10,
        days: 7,
        minStay: null,
        validFromDay: null,
        validToDay: null,
        onArrival: false,
        secretCode: null,
        ratePlanIds: [11],
        roomTypeIds: null,
      },
      {
        id: 13,
        type: 'STANDARD',
        name: { en: 'Friends of the palazzo', it: 'Amici del palazzo' },
        discountType: 'PERCENTAGE',
        discountValue: 10,
        days: null,
        minStay: null,
        validFromDay: null,
        validToDay: null,
        onArrival: false,
        secretCode: 'VENEZIA10',
        ratePlanIds: null,
        roomTypeIds: null,
      },
      {
        id: 14,
        type: 'MINIMUM_STAY',
        name: { en: 'Stay 4 nights, save 8%', it: 'Resta 4 notti, risparmia 8%' },
        discountType: 'PERCENTAGE',
        discountValue: 8,
        days: null,
        minStay: 4,
        validFromDay: 30,
        validToDay: 150,
        onArrival: false,
        secretCode: null,
        ratePlanIds: null,
        roomTypeIds: null,
      },
    ],
    rules: [
      { between: ['12-27', '01-01'], minLOS: 3 },
      { between: ['02-01', '02-20'], weekdays: [5, 6], minLOS: 2 },
      { between: ['06-16', '08-31'], weekdays: [6], minLOS: 2 },
      { days: [14, 15], minLOS: 2 },
      { roomTypeIds: [104], weekdays: [7], cta: true },
      { days: [12], ctd: true },
      { roomTypeIds: [102], days: [9, 10], closed: true },
    ],
    closings: {},
    roomClosings: [{ roomTypeId: 103, days: [25, 26, 27] }],
    soldOut: [{ roomTypeId: 101, days: [3, 4] }],
    nearlyFullDays: [5, 6],
  },
  {
    hotelId: 2,
    alias: 'palazzo-lungarno-firenze',
    allowedOrigins: ['https://www.palazzolungarno.example'],
    maxRange: 30,
    seasons: [
      ['12-22', '01-06', 130],
      ['01-07', '02-28', 75],
      ['03-01', '03-31', 95],
      ['04-01', '06-30', 120],
      ['07-01', '08-31', 135],
      ['09-01', '10-31', 125],
      ['11-01', '12-21', 85],
    ],
    weekendPercent: 10,
    roomTypes: [
      {
        id: 201,
        nameKey: 'room.deluxe',
        name: { en: 'Deluxe double room', it: 'Camera doppia deluxe' },
        description: {
          en: 'Silk walls, a king-size bed and a view of the Oltrarno rooftops.',
          it: "Pareti in seta, letto king-size e vista sui tetti dell'Oltrarno.",
        },
        category: 'DOUBLE',
        max: bands(2, 1, 1, 1),
        maxOccupancy: 3,
        baseOccupancy: 2,
        extraCents: bands(0),
        beds: [{ type: 'KING', count: 1, maxPerson: 2 }],
        extraBeds: [COT],
        photos: [3, 1],
        sizeSqm: 28,
        rooms: rooms('D', 20),
        baseCents: 32_000,
      },
      {
        id: 202,
        nameKey: 'room.suite.junior',
        name: { en: 'Frescoed junior suite', it: 'Junior suite affrescata' },
        description: {
          en: 'Sixteenth-century frescoes, a sitting area and a walk-in shower.',
          it: 'Affreschi del Cinquecento, salotto e doccia walk-in.',
        },
        category: 'SUITE',
        max: bands(3, 1, 2, 1),
        maxOccupancy: 4,
        baseOccupancy: 2,
        extraCents: bands(0),
        beds: [
          { type: 'KING', count: 1, maxPerson: 2 },
          { type: 'SOFA_BED', count: 1, maxPerson: 2 },
        ],
        extraBeds: [COT],
        photos: [3, 2],
        sizeSqm: 42,
        rooms: rooms('J', 14),
        baseCents: 48_000,
      },
      {
        id: 203,
        nameKey: 'room.suite.arno',
        name: { en: 'Arno suite with terrace', it: 'Suite Arno con terrazza' },
        description: {
          en: 'A private terrace facing the Ponte Vecchio, two bedrooms and a living room.',
          it: 'Terrazza privata su Ponte Vecchio, due camere da letto e soggiorno.',
        },
        category: 'SUITE',
        max: bands(4, 2, 2, 2),
        maxOccupancy: 5,
        baseOccupancy: 4,
        extraCents: bands(0),
        beds: [
          { type: 'KING', count: 1, maxPerson: 2 },
          { type: 'TWIN', count: 1, maxPerson: 2 },
        ],
        extraBeds: [COT],
        photos: [2, 4],
        sizeSqm: 75,
        rooms: rooms('S', 8),
        baseCents: 85_000,
      },
    ],
    services: [
      {
        id: 251,
        nameKey: 'service.breakfast',
        name: { en: 'Breakfast buffet', it: 'Colazione a buffet' },
        category: 'ROOM',
        bookability: 'INCLUDED',
        paymentType: 'FREE',
        frequency: 'LUMP_SUM',
        options: [],
        maxCount: -1,
        roomTypeIds: [201, 202, 203],
      },
      {
        id: 252,
        nameKey: 'service.spa',
        name: { en: 'Spa ritual in the cellars', it: 'Rituale spa nelle cantine' },
        category: 'HOTEL',
        bookability: 'BOOKABLE',
        paymentType: 'PER_PERSON',
        frequency: 'LUMP_SUM',
        options: [
          { size: 'PER_ADULT', amountCents: 6_000 },
          { size: 'PER_BOY', amountCents: 4_000 },
        ],
        maxCount: 3,
        roomTypeIds: [],
      },
      {
        id: 253,
        nameKey: 'service.valet.parking',
        name: { en: 'Valet parking', it: 'Parcheggio con valet' },
        category: 'HOTEL',
        bookability: 'BOOKABLE',
        paymentType: 'SINGLE',
        frequency: 'NIGHTLY',
        options: [{ size: 'SINGLE', amountCents: 4_500 }],
        maxCount: 1,
        roomTypeIds: [],
      },
      {
        id: 254,
        nameKey: 'service.airport.transfer',
        name: { en: 'Airport transfer by limousine', it: 'Transfer aeroporto in limousine' },
        category: 'EXTERNAL',
        bookability: 'BOOKABLE',
        paymentType: 'SINGLE',
        frequency: 'LUMP_SUM',
        options: [{ size: 'SINGLE', amountCents: 8_000 }],
        maxCount: 2,
        roomTypeIds: [],
      },
    ],
    policies: [
      {
        id: 21,
        nameKey: 'policy.flexible.7days',
        deadline: { count: 7, unit: 'DAYS' },
        reservationPenalty: null,
        checkinPenalty: penalty({ percentage: 50 }),
        cancellation: null,
        deposit: true,
      },
      {
        id: 22,
        nameKey: 'policy.not.refundable',
        deadline: null,
        reservationPenalty: penalty({ percentage: 100 }),
        checkinPenalty: penalty({ percentage: 100 }),
        cancellation: { chargeNights: 2, percentage: 80 },
        deposit: true,
      },
      {
        id: 23,
        nameKey: 'policy.package.14days',
        deadline: { count: 14, unit: 'DAYS' },
        reservationPenalty: penalty({ chargeAmountCents: 5_000 }),
        checkinPenalty: penalty({ firstNight: true, additionalNights: 1 }),
        cancellation: null,
        deposit: true,
      },
    ],
    noShowPolicies: [
      {
        id: 21,
        nameKey: 'noshow.first.night',
        percentage: 100,
        chargeNights: 1,
        stayNights: false,
        chargeAmountCents: 0,
      },
      {
        id: 22,
        nameKey: 'noshow.whole.stay',
        percentage: 100,
        chargeNights: 0,
        stayNights: true,
        chargeAmountCents: 0,
      },
    ],
    ratePlans: [
      {
        id: 21,
        nameKey: 'rate.bed.breakfast',
        name: { en: 'Bed & breakfast', it: 'Camera e colazione' },
        type: 'STANDARD',
        ownRatesPercent: 100,
        parent: null,
        pricingModel: 'PER_ROOM',
        occupantsForBaseRate: null,
        cancellationPolicyId: 21,
        noShowPolicyId: 21,
        includedMealPlans: ['BREAKFAST'],
        roomTypeIds: null,
      },
      {
        id: 22,
        nameKey: 'rate.not.refundable',
        name: { en: 'Non-refundable saver', it: 'Tariffa non rimborsabile' },
        type: 'NOT_REFUNDABLE',
        ownRatesPercent: null,
        parent: { id: 21, kind: 'PERCENTAGE', value: -15 },
        pricingModel: 'PER_ROOM',
        occupantsForBaseRate: null,
        cancellationPolicyId: 22,
        noShowPolicyId: 22,
        includedMealPlans: ['BREAKFAST'],
        roomTypeIds: null,
      },
      {
        id: 23,
        nameKey: 'rate.romantic',
        name: { en: 'Romantic escape with dinner', it: 'Fuga romantica con cena' },
        type: 'STANDARD',
        ownRatesPercent: 125,
        parent: null,
        pricingModel: 'PER_ROOM',
        occupantsForBaseRate: null,
        cancellationPolicyId: 23,
        noShowPolicyId: 21,
        includedMealPlans: ['BREAKFAST', 'DINNER'],
        roomTypeIds: [201, 202],
      },
    ],
    promotions: [
      {
        id: 21,
        type: 'MINIMUM_STAY',
        name: { en: 'Long stay in Florence: 12% off', it: 'Soggiorno lungo a Firenze: -12%' },
        discountType: 'PERCENTAGE',
        discountValue: 12,
        days: null,
        minStay: 5,
        validFromDay: null,
        validToDay: null,
        onArrival: false,
        secretCode: null,
        ratePlanIds: null,
        roomTypeIds: null,
      },
      {
        id: 22,
        type: 'BOOK_TODAY',
        name: { en: 'Flash sale: €20 off every night', it: 'Flash sale: 20 € in meno a notte' },
        discountType: 'PRICE',
        discountValue: 2_000,
        days: null,
        minStay: null,
        validFromDay: 0,
        validToDay: 13,
        onArrival: false,
        secretCode: null,
        ratePlanIds: [21, 23],
        roomTypeIds: null,
      },
      {
        id: 23,
        type: 'LAST_SECOND',
        name: { en: 'Tonight on the Arno', it: "Stanotte sull'Arno" },
        discountType: 'PERCENTAGE',
        discountValue: 25,
        days: 36,
        minStay: null,
        validFromDay: null,
        validToDay: null,
        onArrival: true,
        secretCode: null,
        ratePlanIds: [21],
        roomTypeIds: [201],
      },
      {
        id: 24,
        type: 'STANDARD',
        name: { en: 'Lungarno VIP', it: 'Lungarno VIP' },
        discountType: 'PERCENTAGE',
        discountValue: 15,
        days: null,
        minStay: null,
        validFromDay: null,
        validToDay: null,
        onArrival: false,
        secretCode: 'ARNO-VIP',
        ratePlanIds: [21],
        roomTypeIds: null,
      },
    ],
    rules: [
      { between: CHRISTMAS, minLOS: 3 },
      { between: ['04-01', '10-31'], weekdays: [6], minLOS: 2 },
      { days: [7], cta: true },
      { days: [16], ctd: true },
      { roomTypeIds: [202], days: [33, 34], closed: true },
    ],
    closings: {},
    roomClosings: [{ roomTypeId: 203, days: [20, 21, 22, 23] }],
    soldOut: [{ roomTypeId: 203, days: [8] }],
    nearlyFullDays: [5, 6, 19],
  },
  {
    hotelId: 3,
    alias: 'residenza-trastevere-roma',
    allowedOrigins: ['https://www.residenzatrastevere.example'],
    maxRange: 14,
    seasons: [
      ['12-20', '01-06', 135],
      ['01-07', '02-28', 80],
      ['03-01', '03-31', 100],
      ['04-01', '06-15', 125],
      ['06-16', '08-31', 110],
      ['09-01', '10-31', 125],
      ['11-01', '12-19', 90],
    ],
    weekendPercent: 10,
    roomTypes: [
      {
        id: 301,
        nameKey: 'room.double',
        name: { en: 'Double room with wooden beams', it: 'Camera doppia con travi a vista' },
        description: {
          en: 'Terracotta floors, wooden beams and a window on the ivy-covered lane.',
          it: "Pavimenti in cotto, travi in legno e una finestra sul vicolo coperto d'edera.",
        },
        category: 'DOUBLE',
        max: bands(2, 1, 1, 1),
        maxOccupancy: 3,
        baseOccupancy: 2,
        extraCents: bands(2_500, 2_000, 1_500, 0),
        beds: [{ type: 'DOUBLE', count: 1, maxPerson: 2 }],
        extraBeds: [COT],
        photos: [3],
        sizeSqm: 16,
        rooms: ['Edera', 'Glicine', 'Limone', 'Ulivo'],
        baseCents: 11_000,
      },
      {
        id: 302,
        nameKey: 'room.triple',
        name: { en: 'Triple room', it: 'Camera tripla' },
        description: {
          en: 'A double and a single bed under a vaulted ceiling.',
          it: 'Un letto matrimoniale e uno singolo sotto un soffitto a volta.',
        },
        category: 'TRIPLE',
        max: bands(3, 2, 2, 1),
        maxOccupancy: 4,
        baseOccupancy: 3,
        extraCents: bands(2_500, 2_000, 1_500, 0),
        beds: [
          { type: 'DOUBLE', count: 1, maxPerson: 2 },
          { type: 'SINGLE', count: 1, maxPerson: 1 },
        ],
        extraBeds: [COT],
        photos: [3, 2],
        sizeSqm: 22,
        rooms: ['Tevere', 'Gianicolo'],
        baseCents: 14_500,
      },
    ],
    services: [
      {
        id: 351,
        nameKey: 'service.breakfast.homemade',
        name: { en: 'Homemade breakfast', it: 'Colazione fatta in casa' },
        category: 'ROOM',
        bookability: 'INCLUDED',
        paymentType: 'FREE',
        frequency: 'LUMP_SUM',
        options: [],
        maxCount: -1,
        roomTypeIds: [301, 302],
      },
      {
        id: 352,
        nameKey: 'service.late.checkout',
        name: { en: 'Late check-out (14:00)', it: 'Late check-out (14:00)' },
        category: 'ROOM',
        bookability: 'BOOKABLE',
        paymentType: 'SINGLE',
        frequency: 'LUMP_SUM',
        options: [{ size: 'SINGLE', amountCents: 2_500 }],
        maxCount: 1,
        roomTypeIds: [301, 302],
      },
      {
        id: 353,
        nameKey: 'service.bike',
        name: { en: 'City bike', it: 'Bicicletta' },
        category: 'HOTEL',
        bookability: 'BOOKABLE',
        paymentType: 'PER_PERSON',
        frequency: 'DAILY',
        options: [
          { size: 'PER_ADULT', amountCents: 1_200 },
          { size: 'PER_BOY', amountCents: 1_000 },
        ],
        maxCount: 1,
        roomTypeIds: [],
      },
    ],
    policies: [
      {
        id: 31,
        nameKey: 'policy.flexible.24hours',
        deadline: { count: 24, unit: 'HOURS' },
        reservationPenalty: null,
        checkinPenalty: penalty({ firstNight: true }),
        cancellation: null,
        deposit: false,
      },
      {
        id: 32,
        nameKey: 'policy.not.refundable',
        deadline: null,
        reservationPenalty: penalty({ percentage: 100 }),
        checkinPenalty: penalty({ percentage: 100 }),
        cancellation: { chargeNights: 1, percentage: 100 },
        deposit: true,
      },
    ],
    noShowPolicies: [
      {
        id: 31,
        nameKey: 'noshow.first.night',
        percentage: 100,
        chargeNights: 1,
        stayNights: false,
        chargeAmountCents: 0,
      },
    ],
    ratePlans: [
      {
        id: 31,
        nameKey: 'rate.flexible',
        name: { en: 'Flexible rate', it: 'Tariffa flessibile' },
        type: 'STANDARD',
        ownRatesPercent: 100,
        parent: null,
        pricingModel: 'OCCUPANCY_BASED_PRICING',
        occupantsForBaseRate: null,
        cancellationPolicyId: 31,
        noShowPolicyId: 31,
        includedMealPlans: ['BREAKFAST'],
        roomTypeIds: null,
      },
      {
        id: 32,
        nameKey: 'rate.not.refundable',
        name: { en: 'Non-refundable', it: 'Non rimborsabile' },
        type: 'NOT_REFUNDABLE',
        ownRatesPercent: null,
        parent: { id: 31, kind: 'PERCENTAGE', value: -10 },
        pricingModel: 'OCCUPANCY_BASED_PRICING',
        occupantsForBaseRate: null,
        cancellationPolicyId: 32,
        noShowPolicyId: 31,
        includedMealPlans: ['BREAKFAST'],
        roomTypeIds: null,
      },
    ],
    promotions: [
      {
        id: 31,
        type: 'LAST_MINUTE',
        name: { en: 'Last minute in Trastevere', it: 'Last minute a Trastevere' },
        discountType: 'PERCENTAGE',
        discountValue: 15,
        days: 3,
        minStay: null,
        validFromDay: null,
        validToDay: null,
        onArrival: false,
        secretCode: null,
        ratePlanIds: null,
        roomTypeIds: null,
      },
      {
        id: 32,
        type: 'MINIMUM_STAY',
        name: { en: 'A week in Rome: €10 off a night', it: 'Una settimana a Roma: 10 € in meno a notte' },
        discountType: 'PRICE',
        discountValue: 1_000,
        days: null,
        minStay: 7,
        validFromDay: null,
        validToDay: null,
        onArrival: false,
        secretCode: null,
        ratePlanIds: null,
        roomTypeIds: null,
      },
      {
        id: 33,
        type: 'STANDARD',
        name: { en: 'Trastevere friends', it: 'Amici di Trastevere' },
        discountType: 'PERCENTAGE',
        discountValue: 10,
        days: null,
        minStay: null,
        validFromDay: null,
        validToDay: null,
        onArrival: false,
        secretCode: 'ROMA10',
        ratePlanIds: null,
        roomTypeIds: null,
      },
    ],
    rules: [
      { maxLOS: 14 },
      { between: CHRISTMAS, minLOS: 2 },
      { roomTypeIds: [302], weekdays: [1], cta: true },
    ],
    closings: { days: [45, 46, 47] },
    roomClosings: [],
    soldOut: [{ roomTypeId: 302, days: [4, 5] }],
    nearlyFullDays: [6, 13],
  },
  {
    hotelId: 5,
    alias: 'chalet-sassolungo-val-gardena',
    allowedOrigins: ['https://www.chaletsassolungo.example'],
    maxRange: 28,
    seasons: [
      ['12-20', '01-06', 175],
      ['01-07', '03-15', 135],
      ['03-16', '04-09', 110],
      ['05-26', '06-30', 90],
      ['07-01', '08-31', 125],
      ['09-01', '10-14', 95],
      ['11-30', '12-19', 115],
    ],
    weekendPercent: 0,
    roomTypes: [
      {
        id: 501,
        nameKey: 'room.double.alpine',
        name: { en: 'Alpine double room', it: 'Camera doppia alpina' },
        description: {
          en: 'Larch wood, a balcony facing the Sassolungo and a loden armchair.',
          it: 'Legno di larice, balcone sul Sassolungo e poltrona in loden.',
        },
        category: 'DOUBLE',
        max: bands(2, 1, 1, 1),
        maxOccupancy: 3,
        baseOccupancy: 2,
        extraCents: bands(5_000, 4_000, 3_000, 0),
        beds: [{ type: 'DOUBLE', count: 1, maxPerson: 2 }],
        extraBeds: [COT],
        photos: [2, 1],
        sizeSqm: 22,
        rooms: rooms('A', 6),
        baseCents: 16_000,
      },
      {
        id: 502,
        nameKey: 'room.family',
        name: { en: 'Pine-panelled family room', it: 'Camera famiglia in pino cembro' },
        description: {
          en: 'A double bed and bunk beds for the children, with a view of the slopes.',
          it: 'Un letto matrimoniale e un letto a castello per i bambini, con vista sulle piste.',
        },
        category: 'FAMILY',
        max: bands(2, 2, 2, 1),
        maxOccupancy: 5,
        baseOccupancy: 2,
        extraCents: bands(5_000, 4_000, 3_000, 0),
        beds: [
          { type: 'DOUBLE', count: 1, maxPerson: 2 },
          { type: 'BUNK', count: 1, maxPerson: 2 },
        ],
        extraBeds: [COT],
        photos: [2],
        sizeSqm: 32,
        rooms: rooms('F', 4),
        baseCents: 21_000,
      },
      {
        id: 503,
        nameKey: 'room.suite.panorama',
        name: { en: 'Panorama suite with sauna', it: 'Suite panorama con sauna' },
        description: {
          en: 'Under the roof, with a private sauna and a window on the Dolomites.',
          it: 'Sotto il tetto, con sauna privata e una vetrata sulle Dolomiti.',
        },
        category: 'SUITE',
        max: bands(2, 0, 0, 1),
        maxOccupancy: 2,
        baseOccupancy: 2,
        extraCents: bands(0),
        beds: [{ type: 'KING', count: 1, maxPerson: 2 }],
        extraBeds: [COT],
        photos: [3, 1],
        sizeSqm: 45,
        rooms: rooms('P', 2),
        baseCents: 29_000,
      },
    ],
    services: [
      {
        id: 551,
        nameKey: 'service.sauna',
        name: { en: 'Sauna and relax area', it: 'Sauna e area relax' },
        category: 'ROOM',
        bookability: 'INCLUDED',
        paymentType: 'FREE',
        frequency: 'LUMP_SUM',
        options: [],
        maxCount: -1,
        roomTypeIds: [501, 502, 503],
      },
      {
        id: 552,
        nameKey: 'service.ski.pass',
        name: { en: 'Dolomiti Superski pass', it: 'Skipass Dolomiti Superski' },
        category: 'EXTERNAL',
        bookability: 'BOOKABLE',
        paymentType: 'PER_PERSON',
        frequency: 'DAILY',
        options: [
          { size: 'PER_ADULT', amountCents: 7_500 },
          { size: 'PER_BOY', amountCents: 5_200 },
          { size: 'PER_CHILD', amountCents: 3_800 },
          { size: 'PER_KID', amountCents: 0 },
        ],
        maxCount: 1,
        roomTypeIds: [],
      },
      {
        id: 553,
        nameKey: 'service.dog',
        name: { en: 'Dog in the room', it: 'Cane in camera' },
        category: 'ROOM',
        bookability: 'BOOKABLE',
        paymentType: 'SINGLE',
        frequency: 'NIGHTLY',
        options: [{ size: 'SINGLE', amountCents: 1_200 }],
        maxCount: 2,
        roomTypeIds: [501, 502],
      },
    ],
    policies: [
      {
        id: 51,
        nameKey: 'policy.mountain.30days',
        deadline: { count: 30, unit: 'DAYS' },
        reservationPenalty: null,
        checkinPenalty: penalty({ chargeNights: 3 }),
        cancellation: null,
        deposit: true,
      },
      {
        id: 52,
        nameKey: 'policy.not.refundable',
        deadline: null,
        reservationPenalty: penalty({ percentage: 100 }),
        checkinPenalty: penalty({ percentage: 100, chargeNights: 2 }),
        cancellation: { chargeNights: 2, percentage: 100 },
        deposit: true,
      },
    ],
    noShowPolicies: [
      {
        id: 51,
        nameKey: 'noshow.three.nights',
        percentage: 100,
        chargeNights: 3,
        stayNights: false,
        chargeAmountCents: 0,
      },
      {
        id: 52,
        nameKey: 'noshow.whole.stay',
        percentage: 100,
        chargeNights: 0,
        stayNights: true,
        chargeAmountCents: 0,
      },
    ],
    ratePlans: [
      {
        id: 51,
        nameKey: 'rate.half.board',
        name: { en: 'Half board', it: 'Mezza pensione' },
        type: 'STANDARD',
        ownRatesPercent: 100,
        parent: null,
        pricingModel: 'OCCUPANCY_BASED_PRICING',
        occupantsForBaseRate: 2,
        cancellationPolicyId: 51,
        noShowPolicyId: 51,
        includedMealPlans: ['BREAKFAST', 'DINNER'],
        roomTypeIds: null,
      },
      {
        id: 52,
        nameKey: 'rate.not.refundable',
        name: { en: 'Half board, non-refundable', it: 'Mezza pensione non rimborsabile' },
        type: 'NOT_REFUNDABLE',
        ownRatesPercent: null,
        parent: { id: 51, kind: 'PERCENTAGE', value: -12 },
        pricingModel: 'OCCUPANCY_BASED_PRICING',
        occupantsForBaseRate: 2,
        cancellationPolicyId: 52,
        noShowPolicyId: 52,
        includedMealPlans: ['BREAKFAST', 'DINNER'],
        roomTypeIds: null,
      },
    ],
    promotions: [
      {
        id: 51,
        type: 'MINIMUM_STAY',
        name: { en: 'Seven nights in the Dolomites', it: 'Sette notti nelle Dolomiti' },
        discountType: 'PERCENTAGE',
        discountValue: 15,
        days: null,
        minStay: 7,
        validFromDay: null,
        validToDay: null,
        onArrival: false,
        secretCode: null,
        ratePlanIds: null,
        roomTypeIds: null,
      },
      {
        id: 52,
        type: 'EARLY_BOOKING',
        name: { en: 'Early bird 90 days', it: 'Prenota prima 90 giorni' },
        discountType: 'PERCENTAGE',
        discountValue: 10,
        days: 90,
        minStay: null,
        validFromDay: null,
        validToDay: null,
        onArrival: true,
        secretCode: null,
        ratePlanIds: [51],
        roomTypeIds: null,
      },
      {
        id: 53,
        type: 'STANDARD',
        name: { en: 'Ski club members', it: 'Soci dello sci club' },
        discountType: 'PERCENTAGE',
        discountValue: 12,
        days: null,
        minStay: null,
        validFromDay: null,
        validToDay: null,
        onArrival: false,
        secretCode: 'DOLOMITI12',
        ratePlanIds: null,
        roomTypeIds: null,
      },
    ],
    rules: [
      { between: ['12-20', '01-06'], minLOS: 5 },
      { between: ['01-07', '03-15'], minLOS: 3 },
      { between: ['07-01', '08-31'], weekdays: [6], minLOS: 4 },
      { between: ['01-07', '03-15'], weekdays: [3], cta: true },
      { between: ['01-07', '03-15'], weekdays: [3], ctd: true },
    ],
    closings: {
      between: [
        ['04-10', '05-25'],
        ['10-15', '11-29'],
      ],
    },
    roomClosings: [],
    soldOut: [],
    nearlyFullDays: [],
  },
  // Every other demo hotel: rooms and rates for the coming months (TRUST).
  ...MORE_BOOKING_HOTELS,
];

// ---------------------------------------------------------------------------------------------
// Nights

const monthDay = (date: IsoDate) => date.slice(5);

function inMonthDayRange(date: IsoDate, [from, to]: [string, string]): boolean {
  const md = monthDay(date);
  return from <= to ? md >= from && md <= to : md >= from || md <= to;
}

/** The season index (percent) of a date. */
export function seasonPercent(hotel: DemoBookingHotel, date: IsoDate): number {
  for (const [from, to, percent] of hotel.seasons) if (inMonthDayRange(date, [from, to])) return percent;
  return 100;
}

function ruleApplies(rule: NightRule, roomTypeId: number, day: number, date: IsoDate): boolean {
  if (rule.roomTypeIds && !rule.roomTypeIds.includes(roomTypeId)) return false;
  if (rule.days && !rule.days.includes(day)) return false;
  if (rule.between && !inMonthDayRange(date, rule.between)) return false;
  if (rule.weekdays && !rule.weekdays.includes(isoDayOfWeek(date))) return false;
  return true;
}

/** One night of an own-rates plan: amount (whole euros, cents) and restrictions. */
export type DemoNight = {
  amountCents: number;
  minLOS: number | null;
  maxLOS: number | null;
  closed: boolean;
  cta: boolean;
  ctd: boolean;
};

export function demoNight(
  hotel: DemoBookingHotel,
  roomType: DemoRoomType,
  plan: DemoRatePlan,
  day: number,
  date: IsoDate,
): DemoNight {
  const weekday = isoDayOfWeek(date);
  const weekend = weekday === 5 || weekday === 6 ? 100 + hotel.weekendPercent : 100;
  const factor = roomType.baseCents * seasonPercent(hotel, date) * weekend * (plan.ownRatesPercent ?? 100);
  const night: DemoNight = {
    amountCents: Math.round(factor / 1e8) * 100,
    minLOS: null,
    maxLOS: null,
    closed: false,
    cta: false,
    ctd: false,
  };
  for (const rule of hotel.rules) {
    if (!ruleApplies(rule, roomType.id, day, date)) continue;
    if (rule.minLOS !== undefined) night.minLOS = Math.max(night.minLOS ?? 1, rule.minLOS);
    if (rule.maxLOS !== undefined) night.maxLOS = rule.maxLOS;
    if (rule.closed) night.closed = true;
    if (rule.cta) night.cta = true;
    if (rule.ctd) night.ctd = true;
  }
  return night;
}

/** Small deterministic hash → 0..99 (inventory noise). */
function noise(roomTypeId: number, day: number): number {
  let h = (roomTypeId * 2_654_435_761 + day * 40_503) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 2_246_822_507) >>> 0;
  return (h ^ (h >>> 13)) % 100;
}

/**
 * The nights around the seed day a demo hotel is always open (offsets from the seed day): ten
 * behind, so the planning's past shows stays, and three weeks ahead, so the front desk, the
 * housekeeping and the booking widget have a working day on any day the demo is seeded.
 */
export const DEMO_OPEN_FROM_DAY = -10;
export const DEMO_OPEN_TO_DAY = 21;

/** The nights (offsets from the seed day) of the yearly closing `range` that holds night `day` on `date`. */
function closingSpan(day: number, date: IsoDate, [from, to]: [string, string]): [number, number] {
  const year = Number(date.slice(0, 4));
  const opens = `${year}-${from}` <= date ? `${year}-${from}` : `${year - 1}-${from}`;
  const ends = `${year}-${to}` >= date ? `${year}-${to}` : `${year + 1}-${to}`;
  return [day - nightsBetween(opens, date), day + nightsBetween(date, ends)];
}

/**
 * Whether the hotel is closed on night `day` (offset from the seed day) of `date`. A seasonal
 * closing (calendar dates, e.g. a mountain hotel between its summer and winter seasons) that
 * would reach into the nights the demo keeps open (`DEMO_OPEN_FROM_DAY`…`DEMO_OPEN_TO_DAY`)
 * starts after them instead: that year the hotel stays open longer, as hotels do when bookings
 * come, and the demo never opens on an empty, closed hotel.
 */
export function hotelClosed(hotel: DemoBookingHotel, day: number, date: IsoDate): boolean {
  if (hotel.closings.days?.includes(day)) return true;
  return (hotel.closings.between ?? []).some((range) => {
    if (!inMonthDayRange(date, range)) return false;
    const [first, last] = closingSpan(day, date, range);
    const overlapsOpen = first <= DEMO_OPEN_TO_DAY && last >= DEMO_OPEN_FROM_DAY;
    return !overlapsOpen || day > DEMO_OPEN_TO_DAY;
  });
}

/** Nights of real reservations before the seed day (the planning's past month). */
export const DEMO_PAST_DAYS = 30;
/** Nights of real reservations from the seed day on; beyond, only what guests book. */
export const DEMO_FUTURE_DAYS = 60;
/** Open past nights a hotel's window reaches back for (a hotel closed most of last month). */
const MIN_OPEN_PAST_DAYS = 10;

/**
 * The first night (offset from the seed day) of a hotel's window of reservations: 30 nights
 * back, or further back until the window has 10 nights the hotel was open (a hotel whose
 * `closings.days` close most of last month still shows stays, no-shows and early checkouts; the
 * seasonal closings always leave the ten nights before the seed day open).
 */
export function demoFirstDay(hotel: DemoBookingHotel, start: IsoDate): number {
  let open = 0;
  for (let day = -1; day >= -DEMO_PAST_DAYS; day--) if (!hotelClosed(hotel, day, addDays(start, day))) open++;
  let first = -DEMO_PAST_DAYS;
  while (open < MIN_OPEN_PAST_DAYS && first > -240) {
    first--;
    if (!hotelClosed(hotel, first, addDays(start, first))) open++;
  }
  return first;
}

/**
 * Only the demo manager's hotels get a month of reservations (the planning and the staff actions
 * need the manager linked to them); the other demo hotels are bookable with every room free.
 */
export function hasDemoMonth(hotel: DemoBookingHotel): boolean {
  return DEMO_MANAGER.hotelIds.includes(hotel.hotelId);
}

/** The last day (offset from the seed day) the front desk's minimum holds: a week of days. */
export const DEMO_DESK_LAST_DAY = 7;
/** Rooms in use every night of the desk's week: two guests leave, two stay on, two arrive. */
const DESK_ROOMS = 4;
const DESK_TURNOVER = 2;

/** A room type's part of the front desk's minimum (`decomposeProfile`'s desk nights). */
export type DeskShare = { rooms: number; turnover: number; stayOvers: number };

/**
 * How a hotel's front-desk minimum falls on its room types, largest first: each takes as many of
 * the `DESK_ROOMS` as it has rooms less one (a room of every type stays for sale), half of them
 * turning over each day while the rest stay on. Venice's 12 doubles take all four; Rome's four
 * doubles take three (two turn over) and a suite the fourth (a guest staying on).
 */
export function deskShares(hotel: DemoBookingHotel): Map<number, DeskShare> {
  const shares = new Map<number, DeskShare>();
  let rooms = DESK_ROOMS;
  let turnover = DESK_TURNOVER;
  for (const rt of [...hotel.roomTypes].sort((a, b) => b.rooms.length - a.rooms.length)) {
    const share = Math.min(rt.rooms.length - 1, rooms);
    if (share <= 0) continue;
    const turns = Math.min(turnover, Math.ceil(share / 2));
    shares.set(rt.id, { rooms: share, turnover: turns, stayOvers: share - turns });
    rooms -= share;
    turnover -= turns;
  }
  return shares;
}

/**
 * Rooms of a type taken by the demo month on a night: the profile of the season
 * (`backgroundBooked`), raised on the nights of the front desk's week (the seed's eve to a week
 * after) to the type's share of the desk's minimum, so that even a quiet November in Rome has
 * guests arriving, staying and leaving. The hand-written demo reservations come on top.
 */
export function windowBooked(
  hotel: DemoBookingHotel,
  roomType: DemoRoomType,
  day: number,
  date: IsoDate,
): number {
  if (!hasDemoMonth(hotel)) return 0;
  const booked = backgroundBooked(hotel, roomType, day, date);
  const deskNight = day >= -1 && day <= DEMO_DESK_LAST_DAY && !hotelClosed(hotel, day, date);
  return deskNight ? Math.max(booked, deskShares(hotel).get(roomType.id)?.rooms ?? 0) : booked;
}

/** Rooms of a type booked on a night of the window: the profile the demo stays are cut from. */
export function backgroundBooked(
  hotel: DemoBookingHotel,
  roomType: DemoRoomType,
  day: number,
  date: IsoDate,
): number {
  const total = roomType.rooms.length;
  if (hotel.soldOut.some((s) => s.roomTypeId === roomType.id && s.days.includes(day))) return total;
  if (hotel.nearlyFullDays.includes(day)) return total - 1;
  if (hotelClosed(hotel, day, date)) return 0;
  const weekday = isoDayOfWeek(date);
  const weekend = weekday === 5 || weekday === 6 ? 10 : 0;
  const occupancy = Math.min(
    95,
    Math.max(5, seasonPercent(hotel, date) - 45 + weekend + (noise(roomType.id, day) % 31) - 15),
  );
  return Math.min(total - 1, Math.floor((total * occupancy) / 100));
}

// ---------------------------------------------------------------------------------------------
// Demo reservations (priced by the engine)

export type DemoReservationSpec = {
  id: number;
  code: string;
  hotelId: number;
  roomTypeId: number;
  ratePlanId: number;
  /** Preferred arrival (day offset); the first bookable arrival from there is used. */
  fromDay: number;
  nights: number;
  people: People;
  services?: { serviceId: number; count: number }[];
  status: 'CONFIRMED' | 'CANCELLED';
  guest: {
    name: string;
    surname: string;
    email: string;
    prefix: string;
    number: string;
    nationality: string;
    countryIso: string;
    language: 'en' | 'it';
  };
  source: string;
  /** Days before the seed the reservation was made. */
  bookedDaysAgo: number;
};

const people = (adults: number, boys = 0, children = 0, kids = 0): People => ({
  adults,
  boys,
  children,
  kids,
});

export const DEMO_RESERVATIONS: DemoReservationSpec[] = [
  {
    id: 1,
    code: 'DEMOVE0001',
    hotelId: 1,
    roomTypeId: 102,
    ratePlanId: 11,
    fromDay: 8,
    nights: 3,
    people: people(2),
    status: 'CONFIRMED',
    guest: {
      name: 'Giulia',
      surname: 'Bianchi',
      email: 'giulia.bianchi@example.it',
      prefix: '+39',
      number: '3471234567',
      nationality: 'Italia',
      countryIso: 'IT',
      language: 'it',
    },
    source: 'WIDGET',
    bookedDaysAgo: 12,
  },
  {
    id: 2,
    code: 'DEMOVE0002',
    hotelId: 1,
    roomTypeId: 103,
    ratePlanId: 12,
    fromDay: 20,
    nights: 3,
    people: people(2, 0, 1),
    services: [{ serviceId: 152, count: 1 }],
    status: 'CONFIRMED',
    guest: {
      name: 'Emma',
      surname: 'Schneider',
      email: 'emma.schneider@example.de',
      prefix: '+49',
      number: '15112345678',
      nationality: 'Germany',
      countryIso: 'DE',
      language: 'en',
    },
    source: 'PORTAL',
    bookedDaysAgo: 30,
  },
  {
    id: 3,
    code: 'DEMOFI0003',
    hotelId: 2,
    roomTypeId: 201,
    ratePlanId: 21,
    fromDay: 10,
    nights: 3,
    people: people(2),
    services: [{ serviceId: 253, count: 1 }],
    status: 'CONFIRMED',
    guest: {
      name: 'John',
      surname: 'Smith',
      email: 'john.smith@example.com',
      prefix: '+44',
      number: '7700900123',
      nationality: 'United Kingdom',
      countryIso: 'GB',
      language: 'en',
    },
    source: 'WIDGET',
    bookedDaysAgo: 4,
  },
  {
    id: 4,
    code: 'DEMOFI0004',
    hotelId: 2,
    roomTypeId: 203,
    ratePlanId: 22,
    fromDay: 40,
    nights: 5,
    people: people(4),
    status: 'CONFIRMED',
    guest: {
      name: 'Sofia',
      surname: 'Ricci',
      email: 'sofia.ricci@example.it',
      prefix: '+39',
      number: '3339876543',
      nationality: 'Italia',
      countryIso: 'IT',
      language: 'it',
    },
    source: 'WIDGET',
    bookedDaysAgo: 60,
  },
  {
    id: 5,
    code: 'DEMORM0005',
    hotelId: 3,
    roomTypeId: 301,
    ratePlanId: 31,
    fromDay: 2,
    nights: 2,
    people: people(2),
    status: 'CONFIRMED',
    guest: {
      name: 'Camille',
      surname: 'Martin',
      email: 'camille.martin@example.fr',
      prefix: '+33',
      number: '612345678',
      nationality: 'France',
      countryIso: 'FR',
      language: 'en',
    },
    source: 'WIDGET',
    bookedDaysAgo: 2,
  },
  {
    id: 6,
    code: 'DEMORM0006',
    hotelId: 3,
    roomTypeId: 302,
    ratePlanId: 31,
    fromDay: 30,
    nights: 4,
    people: people(3),
    status: 'CANCELLED',
    guest: {
      name: 'Luca',
      surname: 'Ferrari',
      email: 'luca.ferrari@example.it',
      prefix: '+39',
      number: '3201112233',
      nationality: 'Italia',
      countryIso: 'IT',
      language: 'it',
    },
    source: 'PHONE',
    bookedDaysAgo: 20,
  },
  {
    id: 7,
    code: 'DEMOVG0007',
    hotelId: 5,
    roomTypeId: 502,
    ratePlanId: 51,
    fromDay: 15,
    nights: 7,
    people: people(2, 1, 1),
    services: [{ serviceId: 552, count: 1 }],
    status: 'CONFIRMED',
    guest: {
      name: 'Anna',
      surname: 'Kowalska',
      email: 'anna.kowalska@example.pl',
      prefix: '+48',
      number: '501234567',
      nationality: 'Poland',
      countryIso: 'PL',
      language: 'en',
    },
    source: 'WIDGET',
    bookedDaysAgo: 45,
  },
];

/** The demo manage token of a reservation: derived from its code and the seed time. */
export async function demoManageToken(code: string, now: Date): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`itaca-demo-reservation|${code}|${now.toISOString()}`),
  );
  return toBase64Url(new Uint8Array(digest));
}

// ---------------------------------------------------------------------------------------------
// Engine rows of a hotel (for pricing the demo reservations)

function engineRows(hotel: DemoBookingHotel, start: IsoDate) {
  const dailyRates: DailyRate[] = [];
  const inventory: Inventory[] = [];
  const closed: IsoDate[] = [];
  for (let day = demoFirstDay(hotel, start); day < DEMO_RATE_DAYS; day++) {
    const date = addDays(start, day);
    if (hotelClosed(hotel, day, date)) closed.push(date);
    for (const roomType of hotel.roomTypes) {
      for (const plan of hotel.ratePlans) {
        if (plan.ownRatesPercent === null) continue;
        const n = demoNight(hotel, roomType, plan, day, date);
        dailyRates.push({
          roomTypeId: String(roomType.id),
          ratePlanId: String(plan.id),
          date,
          amountCents: n.amountCents,
          minLOS: n.minLOS,
          maxLOS: n.maxLOS,
          closed: n.closed,
          closedToArrival: n.cta,
          closedToDeparture: n.ctd,
        });
      }
      inventory.push({
        roomTypeId: String(roomType.id),
        date,
        total: roomType.rooms.length,
        // The reservations of the window (demoMonth) fill these nights; none beyond it.
        booked: day < DEMO_FUTURE_DAYS ? windowBooked(hotel, roomType, day, date) : 0,
        roomClosed: hotel.roomClosings.some((c) => c.roomTypeId === roomType.id && c.days.includes(day)),
      });
    }
  }
  return { dailyRates, inventory, closed };
}

function contextFor(hotel: DemoBookingHotel, rows: ReturnType<typeof engineRows>, taxes: HotelTaxes) {
  const policies = new Map(hotel.policies.map((p) => [p.id, p]));
  const noShows = new Map(hotel.noShowPolicies.map((p) => [p.id, p]));
  return createStayContext({
    hotel: {
      vatRate: taxes.vatTax,
      depositPercentage: taxes.depositPercentage,
      cityTaxCents: taxes.cityTaxCents,
      cityTaxLimit: taxes.cityTaxLimit,
      cityTaxBands: null,
      currency: 'EUR',
      timeZone: TIME_ZONE,
    },
    roomTypes: hotel.roomTypes.map((rt) => ({
      id: String(rt.id),
      nameKey: rt.nameKey,
      category: rt.category,
      maxPerBand: rt.max,
      maxOccupancy: rt.maxOccupancy,
      baseOccupancy: rt.baseOccupancy,
      extraPersonCents: rt.extraCents,
      beds: rt.beds,
      extraBeds: rt.extraBeds,
      serviceIds: hotel.services.filter((s) => s.roomTypeIds.includes(rt.id)).map((s) => String(s.id)),
    })),
    ratePlans: hotel.ratePlans.map((plan) => {
      const cp = policies.get(plan.cancellationPolicyId);
      const ns = noShows.get(plan.noShowPolicyId);
      return {
        id: String(plan.id),
        nameKey: plan.nameKey,
        type: plan.type,
        parent: plan.parent
          ? { parentId: String(plan.parent.id), kind: plan.parent.kind, value: plan.parent.value }
          : null,
        pricingModel: plan.pricingModel,
        occupantsForBaseRate: plan.occupantsForBaseRate,
        cancellationPolicy: cp ? { ...cp, id: String(cp.id) } : null,
        noShowPolicy: ns ? { ...ns, id: String(ns.id) } : null,
        includedMealPlans: plan.includedMealPlans,
        roomTypeIds: plan.roomTypeIds ? plan.roomTypeIds.map(String) : null,
      };
    }),
    services: hotel.services.map((s) => ({ ...s, id: String(s.id) })),
    promotions: [],
    dailyRates: rows.dailyRates,
    inventory: rows.inventory,
    hotelClosedDates: rows.closed,
  });
}

export type PricedDemoReservation = {
  spec: DemoReservationSpec;
  checkin: IsoDate;
  checkout: IsoDate;
  quote: RoomQuote;
  /** When it was booked: `bookedDaysAgo` before the seed. */
  bookedMs: number;
};

/**
 * Prices the demo reservations with the engine (no promotions: booked at the listed price), each
 * on the first arrival from its preferred day that the rules accept, and returns them with the
 * inventory they take (CONFIRMED ones only).
 */
export function priceDemoReservations(
  now: Date,
  hotels: Map<number, { hotel: DemoBookingHotel; rows: ReturnType<typeof engineRows>; taxes: HotelTaxes }>,
): PricedDemoReservation[] {
  const start = seedStartDate(now);
  const priced: PricedDemoReservation[] = [];
  const contexts = new Map<number, ReturnType<typeof contextFor>>();
  for (const spec of DEMO_RESERVATIONS) {
    const entry = hotels.get(spec.hotelId);
    if (!entry) continue;
    const ctx = contexts.get(spec.hotelId) ?? contextFor(entry.hotel, entry.rows, entry.taxes);
    contexts.set(spec.hotelId, ctx);
    for (let day = spec.fromDay; day + spec.nights < DEMO_RATE_DAYS; day++) {
      const checkin = addDays(start, day);
      const checkout = addDays(start, day + spec.nights);
      const request = {
        checkin,
        checkout,
        roomTypeId: String(spec.roomTypeId),
        ratePlanId: String(spec.ratePlanId),
        people: spec.people,
      };
      if (validateStay(ctx, request).length > 0) continue;
      const quote = quoteRoom(
        ctx,
        {
          ...request,
          services: (spec.services ?? []).map((s) => ({ serviceId: String(s.serviceId), count: s.count })),
        },
        now.getTime(),
      );
      if (!quote) continue;
      priced.push({
        spec,
        checkin,
        checkout,
        quote,
        bookedMs: now.getTime() - spec.bookedDaysAgo * 86_400_000,
      });
      if (spec.status === 'CONFIRMED') {
        // The context indexes these very row objects: later reservations see the rooms taken.
        for (const night of quote.nightly) {
          const stock = ctx.inventory(String(spec.roomTypeId), night.date);
          if (stock) stock.booked += 1;
        }
      }
      break;
    }
  }
  return priced;
}

// ---------------------------------------------------------------------------------------------
// The month of reservations around the seed day (the planning's data)

/** One seeded reservation (one room), as written to `reservations` and `reservation_rooms`. */
export type SeedReservation = {
  id: number;
  hotelId: number;
  code: string;
  checkin: IsoDate;
  checkout: IsoDate;
  status: ReservationStatus;
  statusText: StatusText;
  deleteCheckin: boolean;
  source: string;
  guest: DemoGuest;
  createdMs: number;
  cancelledMs: number | null;
  initialTotalCents: number;
  discountCents: number;
  totalCents: number;
  taxableCents: number;
  vatCents: number;
  cityTaxCents: number;
  depositCents: number;
  grandTotalCents: number;
  cancelAmountCents: number;
  room: ReservationRoom & {
    includedMealPlans: ReadonlyArray<string>;
    initialTotalCents: number;
    cityTaxCents: number;
    depositCents: number;
    /** Physical room (rooms.name), null when unassigned (an overbooking on the planning). */
    roomName: string | null;
    /** Booked beyond the rooms that exist (inventory.overbooked, decision 018). */
    overbooked: boolean;
  };
};

/** A front-desk closing of one physical room on one night (room_closings). */
export type SeedRoomClosing = {
  hotelId: number;
  roomTypeId: number;
  roomName: string;
  date: IsoDate;
  closedMs: number;
  /** Written by an out-of-order period of housekeeping (migration 0025). */
  outOfOrder: boolean;
};

export type DemoMonth = {
  reservations: SeedReservation[];
  closings: SeedRoomClosing[];
  /** Physical room of each hand-written demo reservation (by spec id). */
  demoRooms: Map<number, string | null>;
};

const CITY_CODES: Record<number, string> = { 1: 'VE', 2: 'FI', 3: 'RM', 5: 'VG' };
const CITY_LENGTHS: [number, number][] = [
  [1, 18],
  [2, 26],
  [3, 24],
  [4, 13],
  [5, 8],
  [6, 5],
  [7, 6],
];
const MOUNTAIN_LENGTHS: [number, number][] = [
  [2, 6],
  [3, 14],
  [4, 16],
  [5, 18],
  [6, 16],
  [7, 30],
];
/** First id of the generated reservations (1–999 are the hand-written demo reservations). */
export const DEMO_MONTH_FIRST_ID = 1001;

/** An instant on a hotel date: `hour` o'clock UTC (Rome is UTC+1/+2: the same local date). */
const at = (date: IsoDate, hour: number, minute = 0) =>
  Date.parse(`${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`);

function peopleFor(random: () => number, rt: DemoRoomType): People {
  const options: [People, number][] = [];
  const add = (p: People, w: number) => {
    const ok =
      p.adults >= 1 &&
      p.adults <= rt.max.adults &&
      p.boys <= rt.max.boys &&
      p.children <= rt.max.children &&
      p.kids <= rt.max.kids &&
      p.adults + p.boys + p.children + p.kids <= rt.maxOccupancy;
    if (ok) options.push([p, w]);
  };
  const base = Math.min(rt.baseOccupancy, rt.max.adults);
  add(people(base), 55);
  add(people(1), 12);
  add(people(Math.min(2, rt.max.adults)), 10);
  add(people(base, 0, 1), 8);
  add(people(base, 1, 1), 5);
  add(people(base, 0, 0, 1), 5);
  add(people(Math.min(rt.max.adults, base + 1)), 5);
  return options.length > 0 ? weighted(random, options) : people(1);
}

type Engine = { hotel: DemoBookingHotel; rows: ReturnType<typeof engineRows>; taxes: HotelTaxes };

/**
 * The month of real reservations of every demo hotel (BOSCREENS planning, MANAGE "Demo
 * data"): for each room type, the window's nightly profile (`backgroundBooked`, what the public
 * widget has always seen) is cut into stays of 1–7 nights (`decomposeProfile`), so that with
 * the hand-written demo reservations every night's `inventory.booked` is exactly the rooms
 * reserved. Each stay gets a physical room (`packRooms`), a guest, people that fit, a rate plan,
 * the engine's price, a source of the real mix, a booking date before arrival; a few become
 * no-shows (past one-night arrivals) and early checkouts (cut past stays), others are added as
 * cancellations (not counted), one future stay per hotel is left without a room and one is booked
 * past a full night (`overbooked`): the planning's overbookings. A few rooms are closed on free
 * nights (room_closings, one room less in `inventory.total`).
 */
export function demoMonth(
  now: Date,
  hotels: Map<number, Engine>,
  demo: ReadonlyArray<PricedDemoReservation>,
): DemoMonth {
  const start = seedStartDate(now);
  const nowMs = now.getTime();
  const reservations: SeedReservation[] = [];
  const closings: SeedRoomClosing[] = [];
  const emails = new Set<string>(DEMO_RESERVATIONS.map((r) => r.guest.email));
  const demoRooms = new Map<number, string | null>();
  let nextId = DEMO_MONTH_FIRST_ID;

  for (const { hotel, rows, taxes } of hotels.values()) {
    if (!hasDemoMonth(hotel)) continue;
    const ctx = contextFor(hotel, rows, taxes);
    const random = prng(hashSeed('itaca-demo-month', start, hotel.hotelId));
    const first = demoFirstDay(hotel, start);
    const nights = DEMO_FUTURE_DAYS - first;
    const mountain = hotel.hotelId === 5;
    const markets = mountain ? MOUNTAIN_MARKETS : CITY_MARKETS;
    const lengths = mountain ? MOUNTAIN_LENGTHS : CITY_LENGTHS;
    const city = CITY_CODES[hotel.hotelId] ?? `H${hotel.hotelId}`;
    const dayOf = (date: IsoDate) => nightsBetween(start, date);
    const closedDay = (day: number) => hotelClosed(hotel, day, addDays(start, day));

    /** Prices a stay with the engine; the plan is drawn (non-refundable about a third of the time). */
    const price = (rt: DemoRoomType, checkin: IsoDate, checkout: IsoDate, who: People, bookedMs: number) => {
      const plans = hotel.ratePlans.filter((p) => !p.roomTypeIds || p.roomTypeIds.includes(rt.id));
      const preferred = weighted(
        random,
        plans.map((p) => [p, p.type === 'NOT_REFUNDABLE' ? 35 : 65 / Math.max(1, plans.length - 1)] as const),
      );
      const extras = hotel.services.filter(
        (s) => s.bookability === 'BOOKABLE' && (s.category !== 'ROOM' || s.roomTypeIds.includes(rt.id)),
      );
      const services =
        extras.length > 0 && random() < 0.18
          ? [{ serviceId: String(extras[Math.floor(random() * extras.length)]?.id), count: 1 }]
          : [];
      for (const plan of [preferred, ...plans.filter((p) => p !== preferred)]) {
        const quote = quoteRoom(
          ctx,
          {
            checkin,
            checkout,
            roomTypeId: String(rt.id),
            ratePlanId: String(plan.id),
            people: who,
            services,
          },
          bookedMs,
        );
        if (quote) return quote;
      }
      throw new Error(`demoMonth: no price for ${rt.id} ${checkin}–${checkout}`);
    };

    /** When a stay arriving on `checkin` was booked: days to weeks before, never after now. */
    const bookedAt = (checkin: IsoDate) => {
      const lead = Math.floor(random() ** 1.7 * 80) + (random() < 0.12 ? 0 : 1);
      const ms = at(addDays(checkin, -lead), between(random, 6, 21), between(random, 0, 59));
      return ms < nowMs - 3_600_000 ? ms : nowMs - between(random, 1, 47) * 3_600_000;
    };

    const make = (
      rt: DemoRoomType,
      startDay: number,
      endDay: number,
      status: ReservationStatus,
      options: { id?: number; cutDay?: number; cancelBefore?: number } = {},
    ): SeedReservation => {
      const id = options.id ?? nextId++;
      const checkin = addDays(start, startDay);
      const checkout = addDays(start, endDay);
      const who = peopleFor(random, rt);
      const createdMs = Math.min(bookedAt(checkin), options.cancelBefore ?? Number.POSITIVE_INFINITY);
      const quote = price(rt, checkin, checkout, who, createdMs);
      const room = reservationRoomFromQuote(quote, { id: String(id) }, { extraBeds: [] });
      const booked: Reservation = {
        id: String(id),
        timeZone: TIME_ZONE,
        checkin,
        checkout,
        status: 'CONFIRMED',
        rooms: [room],
        totalCents: quote.totalCents,
        cancelAmountCents: 0,
        cityTaxCents: quote.cityTaxCents,
        depositCents: quote.depositCents,
        sendEmail: false,
        statusText: null,
        deleteCheckin: false,
        cancelledAt: null,
      };
      let after = booked;
      let cancelledMs: number | null = null;
      let cityTaxCents = quote.cityTaxCents;
      let taxable = { taxableCents: quote.taxableCents, vatCents: quote.vatCents };
      if (status === 'CANCELLED') {
        const until = Math.min(
          at(checkin, 0),
          nowMs - 3_600_000,
          options.cancelBefore ?? Number.POSITIVE_INFINITY,
        );
        cancelledMs = Math.round(createdMs + random() * Math.max(0, until - createdMs));
        after = cancelReservation(booked, cancelledMs);
      } else if (status === 'NO_SHOW') {
        after = noShow(booked);
      } else if (status === 'EARLY_CHECKOUT') {
        after = earlyCheckout(booked, at(addDays(start, options.cutDay ?? endDay), 10));
        const left = after.rooms[0] as ReservationRoom;
        cityTaxCents = cityTax(ctx.hotel, who, nightsBetween(left.startDate, left.endDate));
        taxable = vatSplit(after.totalCents, vatRateOf(ctx.hotel));
      }
      const finalRoom = after.rooms[0] as ReservationRoom;
      return {
        id,
        hotelId: hotel.hotelId,
        code: `DEMO${city}${String(id).padStart(4, '0')}`,
        checkin,
        checkout: after.checkout,
        status: after.status,
        statusText: after.statusText,
        deleteCheckin: after.deleteCheckin,
        source: weighted(random, SOURCE_WEIGHTS),
        guest: demoGuest(random, markets, emails),
        createdMs,
        cancelledMs,
        initialTotalCents: quote.initialTotalCents,
        discountCents: quote.initialTotalCents - quote.totalCents,
        totalCents: after.totalCents,
        taxableCents: taxable.taxableCents,
        vatCents: taxable.vatCents,
        cityTaxCents,
        depositCents: quote.depositCents,
        grandTotalCents: after.totalCents + cityTaxCents,
        cancelAmountCents: after.cancelAmountCents,
        room: {
          ...finalRoom,
          includedMealPlans: quote.includedMealPlans,
          initialTotalCents: quote.initialTotalCents,
          cityTaxCents,
          depositCents: quote.depositCents,
          roomName: null,
          overbooked: false,
        },
      };
    };

    const hotelReservations: SeedReservation[] = [];
    for (const rt of hotel.roomTypes) {
      const rtRandom = prng(hashSeed('itaca-demo-stays', start, rt.id));
      const profile = Array.from({ length: nights }, (_, i) => {
        const day = first + i;
        return windowBooked(hotel, rt, day, addDays(start, day));
      });
      // The front desk's week: its share of the day's departures, arrivals and stay-overs.
      const share = deskShares(hotel).get(rt.id);
      const desk = share && {
        from: -first,
        to: DEMO_DESK_LAST_DAY - first,
        turnover: share.turnover,
        stayOvers: share.stayOvers,
      };
      const stays = decomposeProfile(profile, rtRandom, lengths, desk).map((s) => ({
        start: s.start + first,
        end: s.end + first,
      }));
      const typeReservations: SeedReservation[] = [];
      for (const stay of stays) {
        // Past stays: a few one-night arrivals never came (no-show), a few guests left early; all
        // of them before the seed day, whose departures the front desk still has to check out.
        const past = stay.end < 0;
        const roll = random();
        if (past && stay.end - stay.start === 1 && roll < 0.09) {
          typeReservations.push(make(rt, stay.start, stay.end, 'NO_SHOW'));
          continue;
        }
        const longer = stay.end + between(random, 1, 3);
        const canExtend = ![...Array(longer - stay.end)].some((_, k) => closedDay(stay.end + k));
        if (past && stay.end - stay.start >= 1 && roll > 0.95 && canExtend) {
          typeReservations.push(make(rt, stay.start, longer, 'EARLY_CHECKOUT', { cutDay: stay.end }));
          continue;
        }
        typeReservations.push(make(rt, stay.start, stay.end, 'CONFIRMED'));
      }
      // Physical rooms: the demo month and the hand-written demo reservations of this type.
      const fixed = demo
        .filter((d) => d.spec.status === 'CONFIRMED' && d.spec.roomTypeId === rt.id)
        .map((d) => ({ start: dayOf(d.checkin), end: dayOf(d.checkout), spec: d.spec.id }));
      const intervals = [
        ...typeReservations.map((r) => ({ start: dayOf(r.room.startDate), end: dayOf(r.room.endDate) })),
        ...fixed,
      ];
      const assigned = packRooms(intervals, rt.rooms.length, rtRandom);
      typeReservations.forEach((r, i) => {
        r.room.roomName = rt.rooms[assigned[i] as number] ?? null;
      });
      for (const [i, f] of fixed.entries()) {
        demoRooms.set(f.spec, rt.rooms[assigned[typeReservations.length + i] as number] ?? null);
      }
      hotelReservations.push(...typeReservations);
    }

    // Every hotel shows each status: force one of each where chance gave none.
    const ensure = (status: ReservationStatus, pick: (r: SeedReservation) => boolean, nights?: number) => {
      if (hotelReservations.some((r) => r.status === status)) return;
      const candidate = hotelReservations.find(
        (r) =>
          r.status === 'CONFIRMED' &&
          pick(r) &&
          (nights === undefined || nightsBetween(r.checkin, r.checkout) === nights),
      );
      if (!candidate) return;
      const rt = hotel.roomTypes.find((t) => String(t.id) === candidate.room.roomTypeId) as DemoRoomType;
      const startDay = dayOf(candidate.checkin);
      const endDay = dayOf(candidate.checkout);
      const replaced =
        status === 'NO_SHOW'
          ? make(rt, startDay, endDay, 'NO_SHOW', { id: candidate.id })
          : make(rt, startDay, endDay + 1, 'EARLY_CHECKOUT', { id: candidate.id, cutDay: endDay });
      replaced.room.roomName = candidate.room.roomName;
      hotelReservations[hotelReservations.indexOf(candidate)] = replaced;
    };
    ensure('NO_SHOW', (r) => dayOf(r.checkout) < 0, 1);
    ensure('EARLY_CHECKOUT', (r) => dayOf(r.checkout) < 0 && !closedDay(dayOf(r.checkout)));

    // The desk's day has a channel's guests too: the source mix alone leaves a small hotel's day
    // all direct once in a while.
    const deskDay = hotelReservations.filter(
      (r) => r.status === 'CONFIRMED' && dayOf(r.checkin) <= 0 && dayOf(r.checkout) >= 0,
    );
    const firstOfDay = deskDay[0];
    if (firstOfDay && deskDay.every((r) => !isChannelSource(r.source))) firstOfDay.source = 'BOOKING';

    // Overbookings of the next days: a stay the front desk has not given a room yet.
    const unassigned = hotelReservations.find((r) => {
      const day = dayOf(r.checkin);
      return r.status === 'CONFIRMED' && day >= 1 && day <= 7;
    });
    if (unassigned) unassigned.room.roomName = null;
    // And a confirmed overbooking (decision 018): the front desk took a phone booking on a full
    // night; the room past the total is counted in inventory.overbooked, not in booked.
    overbooking: for (const rt of hotel.roomTypes) {
      const demoTaken = demo.filter((d) => d.spec.status === 'CONFIRMED' && d.spec.roomTypeId === rt.id);
      const taken = hotelReservations.filter(
        (r) => r.status !== 'CANCELLED' && r.room.roomTypeId === String(rt.id) && !r.room.overbooked,
      );
      const full = (d: number) =>
        taken.filter((r) => dayOf(r.room.startDate) <= d && d < dayOf(r.room.endDate)).length +
          demoTaken.filter((r) => dayOf(r.checkin) <= d && d < dayOf(r.checkout)).length >=
        rt.rooms.length;
      for (let day = 1; day <= 21; day++) {
        if (!full(day) || closedDay(day)) continue;
        const end = full(day + 1) && !closedDay(day + 1) ? day + 2 : day + 1;
        const extra = make(rt, day, end, 'CONFIRMED');
        extra.source = random() < 0.5 ? 'PHONE' : 'EMAIL';
        extra.createdMs = Math.min(extra.createdMs, nowMs - 26 * 3_600_000);
        extra.room.overbooked = true;
        hotelReservations.push(extra);
        break overbooking;
      }
    }

    // Cancellations: about one stay in twelve, not counted anywhere.
    const cancelled = Math.max(3, Math.round(hotelReservations.length / 12));
    for (let n = 0; n < cancelled; n++) {
      const rt = weighted(
        random,
        hotel.roomTypes.map((t) => [t, t.rooms.length] as const),
      );
      for (let attempt = 0; attempt < 20; attempt++) {
        const startDay = between(random, first, DEMO_FUTURE_DAYS - 2);
        const endDay = Math.min(startDay + weighted(random, lengths), DEMO_FUTURE_DAYS);
        if ([...Array(endDay - startDay)].some((_, k) => closedDay(startDay + k))) continue;
        hotelReservations.push(make(rt, startDay, endDay, 'CANCELLED', { cancelBefore: nowMs }));
        break;
      }
    }

    // Room closings: a room closed for a few free nights, next month and last month; and the room
    // housekeeping has out of order from the seed day on (its closings carry out_of_order, its
    // reason is written with the housekeeping records), leaving a room of its type free.
    // The out-of-order room starts on the seed day: three nights, else two, else one (a full hotel
    // has none); one room per hotel at most.
    // A room of its type is left for sale when the night allows (slack 2), else the out-of-order
    // room is the type's last free one (slack 1): a busy night still shows a room out of order.
    let outOfOrderFound = false;
    for (const [from, to, length, outOfOrder, slack] of [
      [22, 40, 3, false, 1],
      [-12, -3, 2, false, 1],
      [0, 3, 3, true, 2],
      [0, 2, 2, true, 2],
      [0, 1, 1, true, 2],
      [0, 2, 2, true, 1],
      [0, 1, 1, true, 1],
    ] as const) {
      if (outOfOrder && outOfOrderFound) continue;
      const rts = [...hotel.roomTypes].sort((a, b) => b.rooms.length - a.rooms.length);
      found: for (const rt of rts) {
        const taken = hotelReservations.filter(
          (r) => r.status !== 'CANCELLED' && r.room.roomTypeId === String(rt.id),
        );
        const demoTaken = demo.filter((d) => d.spec.status === 'CONFIRMED' && d.spec.roomTypeId === rt.id);
        for (let day = from; day + length <= to; day++) {
          const span = Array.from({ length }, (_, k) => day + k);
          if (span.some((d) => closedDay(d))) continue;
          const count = (d: number) =>
            taken.filter((r) => dayOf(r.room.startDate) <= d && d < dayOf(r.room.endDate)).length +
            demoTaken.filter((r) => dayOf(r.checkin) <= d && d < dayOf(r.checkout)).length;
          if (span.some((d) => count(d) + slack > rt.rooms.length)) continue;
          for (const name of rt.rooms) {
            const busy = (d: number) =>
              taken.some(
                (r) => r.room.roomName === name && dayOf(r.room.startDate) <= d && d < dayOf(r.room.endDate),
              ) ||
              demoTaken.some(
                (r) => demoRooms.get(r.spec.id) === name && dayOf(r.checkin) <= d && d < dayOf(r.checkout),
              );
            // An out-of-order room is not one a guest still sleeps in the night before: Today
            // would show that departure's room as out of order while the guest is in it.
            if (span.some(busy) || (outOfOrder && busy(day - 1))) continue;
            const closedMs = at(addDays(start, Math.min(day - 2, -1)), 9);
            for (const d of span) {
              closings.push({
                hotelId: hotel.hotelId,
                roomTypeId: rt.id,
                roomName: name,
                date: addDays(start, d),
                closedMs,
                outOfOrder,
              });
            }
            if (outOfOrder) outOfOrderFound = true;
            break found;
          }
        }
      }
    }
    reservations.push(...hotelReservations);
  }
  return { reservations, closings, demoRooms };
}

// ---------------------------------------------------------------------------------------------
// Statements

type RowValue = SqlValue | boolean;

function insert(table: string, row: Record<string, RowValue>): SqlStatement {
  const columns = Object.keys(row);
  const params = Object.values(row).map((value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value));
  return {
    sql: `INSERT OR IGNORE INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    params,
  };
}

const json = (value: unknown): string => JSON.stringify(value);

/** The demo manager (demo-data.ts DEMO_MANAGER), who closed the demo rooms and wrote the notes. */
const DEMO_MANAGER_ID = DEMO_MANAGER.id;
const DEMO_MANAGER_NAME = { name: DEMO_MANAGER.name, surname: DEMO_MANAGER.surname };
/** Longest JSON array of one statement: D1 refuses SQL statements over 100 KB once inlined. */
const MAX_JSON_CHARS = 80_000;

/** How many days before the seed day have their police report sent (migration 0026). */
const DEMO_POLICE_REPORT_DAYS = 3;

/** The demo's police report files and their guests, by the demo manager. */
function policeExportInserts(files: readonly DemoPoliceExport[]): SqlStatement[] {
  const author = json({ name: DEMO_MANAGER_NAME.name, surname: DEMO_MANAGER_NAME.surname });
  return [
    ...jsonInserts(
      'police_report_exports',
      [
        'id',
        'hotel_id',
        'arrival_date',
        'line_count',
        'content',
        'created_date',
        'created_by_json',
        ['created_by_id', String(DEMO_MANAGER_ID)],
      ],
      files.map((f) => [f.id, f.hotelId, f.date, f.lineCount, f.content, f.createdDate, author]),
    ),
    ...jsonInserts(
      'police_report_guests',
      ['export_id', 'reservation_id', 'document_uuid'],
      files.flatMap((f) => f.guests.map((g) => [f.id, g.reservationId, g.uuid])),
    ),
  ];
}

/**
 * `INSERT OR IGNORE … SELECT … FROM json_each(?)` statements for many rows, each under D1's
 * statement size: a column is a name (taken from the row's value at its index), a name with its
 * SQL expression over `value`, or null (a value only read by expressions). Guarded by the
 * booking marker, so a database seeded once never gets a second month.
 */
function jsonInserts(
  table: string,
  columns: ReadonlyArray<string | readonly [string, string] | null>,
  rows: ReadonlyArray<ReadonlyArray<SqlValue>>,
): SqlStatement[] {
  const names: string[] = [];
  const exprs: string[] = [];
  columns.forEach((column, index) => {
    if (column === null) return;
    if (typeof column === 'string') {
      names.push(column);
      exprs.push(`json_extract(value, '$[${index}]')`);
    } else {
      names.push(column[0]);
      exprs.push(column[1]);
    }
  });
  const sql = `INSERT OR IGNORE INTO ${table} (${names.join(', ')})
    SELECT ${exprs.join(', ')} FROM json_each(?) AS j
    WHERE NOT EXISTS (SELECT 1 FROM app_meta WHERE key = '${BOOKING_SEEDED_KEY}')`;
  const statements: SqlStatement[] = [];
  let chunk: string[] = [];
  let size = 0;
  const flush = () => {
    if (chunk.length > 0) statements.push({ sql, params: [`[${chunk.join(',')}]`] });
    chunk = [];
    size = 0;
  };
  for (const row of rows) {
    const text = json(row);
    if (size + text.length > MAX_JSON_CHARS) flush();
    chunk.push(text);
    size += text.length + 1;
  }
  flush();
  return statements;
}

/** A hand-written demo reservation (DEMO_RESERVATIONS) as a seeded row, on its physical room. */
function handWritten(r: PricedDemoReservation, roomName: string | null): SeedReservation {
  const { spec, quote } = r;
  const cancelled = spec.status === 'CANCELLED';
  const room = reservationRoomFromQuote(quote, { id: String(spec.id) }, { extraBeds: [] });
  const createdMs = r.bookedMs;
  return {
    id: spec.id,
    hotelId: spec.hotelId,
    code: spec.code,
    checkin: r.checkin,
    checkout: r.checkout,
    status: spec.status,
    statusText: cancelled ? 'free' : null,
    deleteCheckin: false,
    source: spec.source,
    guest: spec.guest,
    createdMs,
    cancelledMs: cancelled ? createdMs : null,
    initialTotalCents: quote.initialTotalCents,
    discountCents: quote.initialTotalCents - quote.totalCents,
    totalCents: quote.totalCents,
    taxableCents: quote.taxableCents,
    vatCents: quote.vatCents,
    cityTaxCents: quote.cityTaxCents,
    depositCents: quote.depositCents,
    grandTotalCents: quote.grandTotalCents,
    cancelAmountCents: 0,
    room: {
      ...room,
      status: spec.status,
      services: room.services.map((s) => ({ ...s, status: spec.status })),
      includedMealPlans: quote.includedMealPlans,
      initialTotalCents: quote.initialTotalCents,
      cityTaxCents: quote.cityTaxCents,
      depositCents: quote.depositCents,
      roomName: cancelled ? null : roomName,
      overbooked: false,
    },
  };
}

/** The hotel-local date of the seed: day 0 of the rates. */
export function seedStartDate(now: Date): IsoDate {
  return todayIn(TIME_ZONE, now.getTime());
}

/** VAT and city tax of the demo hotels (the foundation seed's values), for the reservations. */
export type HotelTaxes = {
  vatTax: number;
  depositPercentage: number;
  cityTaxCents: number;
  cityTaxLimit: number;
};

const NO_TAXES: HotelTaxes = { vatTax: 10, depositPercentage: 0, cityTaxCents: 0, cityTaxLimit: 0 };

/**
 * Every statement of the booking demo data, ending with the `booking_demo_seeded` marker.
 * `hotels` gives each hotel's VAT, deposit and city tax (the foundation demo hotels).
 */
export async function buildBookingStatements(
  now: Date,
  hotels: ReadonlyArray<HotelTaxes & { id: number }>,
  /** The hotels to seed (the demo ones; `npm run bench:backoffice` passes its generated hotel). */
  bookingHotels: ReadonlyArray<DemoBookingHotel> = DEMO_BOOKING_HOTELS,
): Promise<SqlStatement[]> {
  const taxes = new Map(hotels.map((h) => [h.id, h]));
  const start = seedStartDate(now);
  const nowIso = now.toISOString();
  const statements: SqlStatement[] = [];
  const engine = new Map<
    number,
    { hotel: DemoBookingHotel; rows: ReturnType<typeof engineRows>; taxes: HotelTaxes }
  >();

  for (const hotel of bookingHotels) {
    const id = hotel.hotelId;
    statements.push(
      insert('hotel_booking_settings', {
        hotel_id: id,
        allowed_origins_json: json(hotel.allowedOrigins),
        max_range: hotel.maxRange,
        city_tax_bands_json: null,
        booking_enabled: true,
        updated_date: nowIso,
      }),
      // The sites allowed to take bookings through the widget (migration 0011).
      ...hotel.allowedOrigins.map((origin) =>
        insert('hotel_sites', { hotel_id: id, origin, added_date: nowIso }),
      ),
    );
    hotel.roomTypes.forEach((rt, position) => {
      statements.push(
        insert('room_types', {
          id: rt.id,
          hotel_id: id,
          name_key: rt.nameKey,
          name_json: json(rt.name),
          description_json: json(rt.description),
          category: rt.category,
          max_adults: rt.max.adults,
          max_boys: rt.max.boys,
          max_children: rt.max.children,
          max_kids: rt.max.kids,
          max_occupancy: rt.maxOccupancy,
          base_occupancy: rt.baseOccupancy,
          extra_adult_cents: rt.extraCents.adults,
          extra_boy_cents: rt.extraCents.boys,
          extra_child_cents: rt.extraCents.children,
          extra_kid_cents: rt.extraCents.kids,
          beds_json: json(rt.beds),
          extra_beds_json: json(rt.extraBeds),
          photos_json: json(
            rt.photos.map((n, i) => ({ path: `hotels/${hotel.alias}/${n}.svg`, cover: i === 0 })),
          ),
          size_sqm: rt.sizeSqm,
          amenities_json: json(demoAmenities(rt)),
          position,
          enabled: true,
        }),
      );
    });
    // Rooms: one multi-row statement per hotel.
    const roomRows = hotel.roomTypes.flatMap((rt) => rt.rooms.map((name) => [rt.id, name]));
    statements.push({
      sql: `INSERT OR IGNORE INTO rooms (hotel_id, room_type_id, name, enabled)
        SELECT ?, json_extract(value, '$[0]'), json_extract(value, '$[1]'), 1 FROM json_each(?)`,
      params: [id, json(roomRows)],
    });
    hotel.services.forEach((s, position) => {
      statements.push(
        insert('services', {
          id: s.id,
          hotel_id: id,
          name_key: s.nameKey,
          name_json: json(s.name),
          description_json: '{}',
          category: s.category,
          bookability: s.bookability,
          payment_type: s.paymentType,
          frequency: s.frequency,
          options_json: json(s.options),
          max_count: s.maxCount,
          position,
          enabled: true,
        }),
      );
    });
    const links = hotel.services.flatMap((s) => s.roomTypeIds.map((rt) => [rt, s.id]));
    if (links.length > 0) {
      statements.push({
        sql: `INSERT OR IGNORE INTO room_type_services (room_type_id, service_id)
          SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]') FROM json_each(?)`,
        params: [json(links)],
      });
    }
    for (const p of hotel.policies) {
      statements.push(
        insert('cancellation_policies', {
          id: p.id,
          hotel_id: id,
          name_key: p.nameKey,
          name: POLICY_NAMES[p.nameKey] ?? null,
          deadline_count: p.deadline?.count ?? null,
          deadline_unit: p.deadline?.unit ?? null,
          reservation_penalty_json: p.reservationPenalty ? json(p.reservationPenalty) : null,
          checkin_penalty_json: p.checkinPenalty ? json(p.checkinPenalty) : null,
          cancellation_json: p.cancellation ? json(p.cancellation) : null,
          deposit: p.deposit,
        }),
      );
    }
    for (const p of hotel.noShowPolicies) {
      statements.push(
        insert('no_show_policies', {
          id: p.id,
          hotel_id: id,
          name_key: p.nameKey,
          name: POLICY_NAMES[p.nameKey] ?? null,
          percentage: p.percentage,
          charge_nights: p.chargeNights,
          stay_nights: p.stayNights,
          charge_amount_cents: p.chargeAmountCents,
        }),
      );
    }
    // Parents before derived plans (foreign key).
    const plans = [...hotel.ratePlans].sort((a, b) => Number(a.parent !== null) - Number(b.parent !== null));
    for (const plan of plans) {
      statements.push(
        insert('rate_plans', {
          id: plan.id,
          hotel_id: id,
          name_key: plan.nameKey,
          name_json: json(plan.name),
          type: plan.type,
          parent_rate_plan_id: plan.parent?.id ?? null,
          derivation_kind: plan.parent?.kind ?? null,
          derivation_value: plan.parent?.value ?? null,
          pricing_model: plan.pricingModel,
          occupants_for_base_rate: plan.occupantsForBaseRate,
          cancellation_policy_id: plan.cancellationPolicyId,
          no_show_policy_id: plan.noShowPolicyId,
          included_meal_plans_json: json(plan.includedMealPlans),
          room_type_ids_json: plan.roomTypeIds ? json(plan.roomTypeIds) : null,
          position: hotel.ratePlans.indexOf(plan),
          enabled: true,
        }),
      );
    }
    hotel.promotions.forEach((p, position) => {
      statements.push(
        insert('promotions', {
          id: p.id,
          hotel_id: id,
          type: p.type,
          name_json: json(p.name),
          discount_type: p.discountType,
          discount_value: p.discountValue,
          days: p.days,
          min_stay: p.minStay,
          enabled: true,
          valid_from: p.validFromDay === null ? null : addDays(start, p.validFromDay),
          valid_to: p.validToDay === null ? null : addDays(start, p.validToDay),
          on_arrival: p.onArrival,
          secret_code: p.secretCode,
          rate_plan_ids_json: p.ratePlanIds ? json(p.ratePlanIds) : null,
          room_type_ids_json: p.roomTypeIds ? json(p.roomTypeIds) : null,
          position,
        }),
      );
    });
    // A year of nights per room type and own-rates plan: one statement each.
    for (const rt of hotel.roomTypes) {
      for (const plan of hotel.ratePlans) {
        if (plan.ownRatesPercent === null || (plan.roomTypeIds && !plan.roomTypeIds.includes(rt.id)))
          continue;
        const first = demoFirstDay(hotel, start);
        const nights = Array.from({ length: DEMO_RATE_DAYS - first }, (_, i) => {
          const n = demoNight(hotel, rt, plan, first + i, addDays(start, first + i));
          return [n.amountCents, n.minLOS, n.maxLOS, Number(n.closed), Number(n.cta), Number(n.ctd)];
        });
        statements.push({
          sql: `INSERT OR IGNORE INTO daily_rates (room_type_id, date, rate_plan_id, amount_cents, min_los, max_los,
              closed, cta, ctd)
            SELECT ?, date(?, '+' || key || ' days'), ?, json_extract(value, '$[0]'), json_extract(value, '$[1]'),
              json_extract(value, '$[2]'), json_extract(value, '$[3]'), json_extract(value, '$[4]'),
              json_extract(value, '$[5]')
            FROM json_each(?)`,
          params: [rt.id, addDays(start, first), plan.id, json(nights)],
        });
      }
    }
    const closedDays = Array.from({ length: DEMO_RATE_DAYS }, (_, day) => addDays(start, day)).filter(
      (date, day) => hotelClosed(hotel, day, date),
    );
    if (closedDays.length > 0) {
      statements.push({
        sql: 'INSERT OR IGNORE INTO hotel_closings (hotel_id, date) SELECT ?, value FROM json_each(?)',
        params: [id, json(closedDays)],
      });
    }
    engine.set(id, { hotel, rows: engineRows(hotel, start), taxes: taxes.get(id) ?? NO_TAXES });
  }

  // Reservations: the hand-written ones (priced by the engine where the rules accept them), then
  // the month around the seed day; inventory is what they take, night by night.
  const priced = priceDemoReservations(now, engine);
  const month = demoMonth(now, engine, priced);
  const seeded: SeedReservation[] = priced.map((r) => handWritten(r, month.demoRooms.get(r.spec.id) ?? null));
  seeded.push(...month.reservations);
  const rows: SqlValue[][] = [];
  const roomRows: SqlValue[][] = [];
  for (const r of seeded) {
    const token = await demoManageToken(r.code, now);
    const created = new Date(r.createdMs).toISOString();
    const cancelled = r.cancelledMs === null ? null : new Date(r.cancelledMs).toISOString();
    rows.push([
      r.id,
      r.hotelId,
      r.code,
      await sha256Hex(token),
      r.checkin,
      r.checkout,
      r.status,
      r.statusText,
      Number(r.deleteCheckin),
      r.source,
      r.guest.language,
      r.guest.email,
      json({
        email: r.guest.email,
        name: r.guest.name,
        surname: r.guest.surname,
        phone: { prefix: r.guest.prefix, number: r.guest.number },
        nationality: r.guest.nationality,
        countryIso: r.guest.countryIso,
        consents: { MARKETING: { value: false }, PROFILING: { value: false } },
        language: r.guest.language,
      }),
      r.initialTotalCents,
      r.discountCents,
      r.totalCents,
      r.taxableCents,
      r.vatCents,
      r.cityTaxCents,
      r.depositCents,
      r.grandTotalCents,
      r.cancelAmountCents,
      created,
      cancelled ?? created,
      cancelled,
    ]);
    const room = r.room;
    roomRows.push([
      Number(room.id),
      r.id,
      Number(room.roomTypeId),
      Number(room.ratePlanId),
      r.hotelId,
      room.roomName,
      room.rateType,
      room.status,
      room.startDate,
      room.endDate,
      room.people.adults,
      room.people.boys,
      room.people.children,
      room.people.kids,
      json(room.dailyRates),
      json(room.services),
      room.cancellationPolicy ? json(room.cancellationPolicy) : null,
      room.noShowPolicy ? json(room.noShowPolicy) : null,
      json(room.includedMealPlans),
      room.initialTotalCents,
      room.totalCents,
      room.cityTaxCents,
      room.depositCents,
      room.cancelAmountCents,
      Number(room.penalty),
    ]);
  }
  statements.push(
    ...jsonInserts(
      'reservations',
      [
        'id',
        'hotel_id',
        'code',
        'manage_token_hash',
        'checkin',
        'checkout',
        'status',
        'status_text',
        'delete_checkin',
        'source',
        'language',
        'guest_email',
        'guest_json',
        'initial_total_cents',
        'discount_cents',
        'total_cents',
        'taxable_cents',
        'vat_cents',
        'city_tax_cents',
        'deposit_cents',
        'grand_total_cents',
        'cancel_amount_cents',
        'created_date',
        'updated_date',
        'cancelled_date',
      ],
      rows,
    ),
    ...jsonInserts(
      'reservation_rooms',
      [
        'id',
        'reservation_id',
        'room_type_id',
        'rate_plan_id',
        // hotel_id and the room's name select the physical room.
        [
          'room_id',
          "(SELECT id FROM rooms WHERE hotel_id = json_extract(value, '$[4]') AND name = json_extract(value, '$[5]'))",
        ],
        null,
        'rate_type',
        'status',
        'start_date',
        'end_date',
        'adults',
        'boys',
        'children',
        'kids',
        'daily_rates_json',
        'services_json',
        'cancellation_policy_json',
        'no_show_policy_json',
        'included_meal_plans_json',
        'initial_total_cents',
        'total_cents',
        'city_tax_cents',
        'deposit_cents',
        'cancel_amount_cents',
        'penalty',
      ],
      roomRows,
    ),
  );
  const closingRows = month.closings.map((c) => [
    c.hotelId,
    c.roomName,
    c.date,
    DEMO_MANAGER_ID,
    new Date(c.closedMs).toISOString(),
    c.outOfOrder ? 1 : 0,
  ]);
  if (closingRows.length > 0) {
    statements.push(
      ...jsonInserts(
        'room_closings',
        [
          [
            'room_id',
            "(SELECT id FROM rooms WHERE hotel_id = json_extract(value, '$[0]') AND name = json_extract(value, '$[1]'))",
          ],
          null,
          'date',
          'closed_by',
          'closed_date',
          'out_of_order',
        ],
        closingRows,
      ),
    );
  }

  // Identity documents and notes of the guests in house (and notes on a few arrivals to come).
  const manager = json({ name: DEMO_MANAGER_NAME.name, surname: DEMO_MANAGER_NAME.surname });
  const records = prng(hashSeed('itaca-demo-records', start));
  const documentRows: SqlValue[][] = [];
  const noteRows: SqlValue[][] = [];
  let noteId = DEMO_MONTH_FIRST_ID;
  // Guests who arrived in the last days and left have their documents too: the police report
  // of those days went out (demoPoliceExports below).
  const documented: DocumentedStay[] = [];
  const recentFrom = addDays(start, -DEMO_POLICE_REPORT_DAYS);
  // The seed day's first two arrivals of each hotel sent their documents whole (online check-in),
  // and its first two guests in house showed theirs: the desk always has ready parties next to
  // one whose documents are missing.
  const wholeDocuments = new Map<string, number>();
  for (const r of month.reservations) {
    if (r.status !== 'CONFIRMED') continue;
    const inHouse = r.checkin <= start && r.checkout > start;
    const arriving = r.checkin > start && r.checkin <= addDays(start, 7);
    const recent = r.checkin >= recentFrom && r.checkin < start;
    // Today's departures were checked in with their documents like every guest in house.
    const leavingToday = r.checkin < start && r.checkout === start;
    if (inHouse || recent || leavingToday) {
      const kind = `${r.hotelId} ${r.checkin === start ? 'arrival' : 'in house'}`;
      const whole = inHouse && (wholeDocuments.get(kind) ?? 0) < 2;
      if (whole) wholeDocuments.set(kind, (wholeDocuments.get(kind) ?? 0) + 1);
      const docs = demoDocuments(
        records,
        { ...r.guest, checkin: r.checkin, people: r.room.people },
        r.id,
        records() < 0.3 && !whole,
      );
      documented.push({ ...r, documents: docs });
      const savedMs = Math.min(at(r.checkin, 15, between(records, 0, 59)), now.getTime() - 600_000);
      documentRows.push([
        r.id,
        json(docs),
        docs.filter((d) => d.status === 'COMPLETE').length,
        r.hotelId,
        r.room.roomName,
        new Date(savedMs).toISOString(),
        manager,
      ]);
    }
    if ((inHouse && records() < 0.35) || (arriving && records() < 0.12)) {
      const text = DEMO_NOTES[Math.floor(records() * DEMO_NOTES.length)] as string;
      const writtenMs = Math.min(r.createdMs + between(records, 1, 72) * 3_600_000, now.getTime() - 600_000);
      noteRows.push([noteId++, r.id, text, new Date(writtenMs).toISOString(), manager]);
    }
  }
  const roomIdOf =
    "(SELECT id FROM rooms WHERE hotel_id = json_extract(j.value, '$[3]') AND name = json_extract(j.value, '$[4]'))";
  statements.push(
    ...jsonInserts(
      'reservation_guest_documents',
      [
        'reservation_id',
        [
          'documents_json',
          `(SELECT json_group_array(json_set(d.value, '$.roomId', ${roomIdOf}))
            FROM json_each(json_extract(j.value, '$[1]')) AS d)`,
        ],
        'complete_count',
        null,
        null,
        'updated_date',
        'updated_by_json',
        ['updated_by_id', String(DEMO_MANAGER_ID)],
      ],
      documentRows,
    ),
    ...policeExportInserts(demoPoliceExports(documented, start, prng(hashSeed('itaca-demo-police', start)))),
    ...jsonInserts(
      'reservation_notes',
      [
        'id',
        'reservation_id',
        'text',
        'created_date',
        'created_by_json',
        ['created_by_id', String(DEMO_MANAGER_ID)],
      ],
      noteRows,
    ),
  );

  // Inventory: total = the type's rooms less those closed that night; booked = the rooms
  // reserved (neither cancelled nor overbooked); overbooked = the rooms booked past the total.
  for (const { hotel } of engine.values()) {
    const first = demoFirstDay(hotel, start);
    for (const rt of hotel.roomTypes) {
      const days = DEMO_RATE_DAYS - first;
      const booked = new Array<number>(days).fill(0);
      const over = new Array<number>(days).fill(0);
      const total = new Array<number>(days).fill(rt.rooms.length);
      for (const r of seeded) {
        if (r.room.roomTypeId !== String(rt.id) || r.room.status === 'CANCELLED') continue;
        const counts = r.room.overbooked ? over : booked;
        for (let d = nightsBetween(start, r.room.startDate); d < nightsBetween(start, r.room.endDate); d++) {
          if (d - first >= 0 && d - first < days) counts[d - first] = (counts[d - first] ?? 0) + 1;
        }
      }
      for (const c of month.closings) {
        const d = nightsBetween(start, c.date) - first;
        if (c.roomTypeId === rt.id && d >= 0 && d < days) total[d] = (total[d] ?? 0) - 1;
      }
      const closedType = (day: number) =>
        hotel.roomClosings.some((c) => c.roomTypeId === rt.id && c.days.includes(day));
      const nights = booked.map((n, i) => [total[i] ?? 0, n, Number(closedType(first + i)), over[i] ?? 0]);
      statements.push({
        sql: `INSERT OR IGNORE INTO inventory (room_type_id, date, total, booked, room_closed, overbooked)
          SELECT ?, date(?, '+' || key || ' days'), json_extract(value, '$[0]'), json_extract(value, '$[1]'),
            json_extract(value, '$[2]'), json_extract(value, '$[3]')
          FROM json_each(?)`,
        params: [rt.id, addDays(start, first), json(nights)],
      });
    }
  }

  // Housekeeping's records, read from the rooms, stays and closings written above.
  statements.push(
    ...housekeepingStatements({
      hotelIds: [...engine.keys()],
      start,
      nowMs: now.getTime(),
      managerId: DEMO_MANAGER_ID,
      guard: `NOT EXISTS (SELECT 1 FROM app_meta WHERE key = '${BOOKING_SEEDED_KEY}')`,
    }),
  );

  statements.push(insert('app_meta', { key: BOOKING_SEEDED_KEY, value: nowIso }));
  return statements;
}
