/**
 * Booking demo data of the demo hotels outside the demo manager's four (4 Positano, 6 Bellagio,
 * 7 Taormina, 8 Alberobello, 9 Pienza, 10 Milano, 11 Napoli, 12 La Morra), so that every demo
 * hotel has rooms, rates and availability for the coming months (TRUST: featured hotels
 * showed 'Price not available' and led to 'No availability'). Smaller than the four of
 * booking-data.ts: two room types, a flexible rate and its non-refundable child, three
 * promotions (one secret), seasons of the hotel's region. Ids are the hotel's id × 100 (+1…) for
 * room types and services, × 10 (+1…) for plans, policies and promotions, as in booking-data.ts.
 */
import type { DemoBookingHotel, DemoRoomType } from './demo-hotel-types.ts';

type Localized = { en: string; it: string };
type Bands = { adults: number; boys: number; children: number; kids: number };

const bands = (adults: number, boys = 0, children = 0, kids = 0): Bands => ({ adults, boys, children, kids });

const COT: DemoRoomType['extraBeds'][number] = {
  id: 'cot',
  type: 'COT',
  maxCount: 1,
  maxPerson: 1,
  pricesCents: bands(0, 0, 0, 1000),
  frequency: 'NIGHTLY',
};

/** Sea: a long summer, a quiet winter, Christmas. */
const COAST: DemoBookingHotel['seasons'] = [
  ['12-20', '01-06', 110],
  ['01-07', '03-31', 75],
  ['04-01', '05-31', 110],
  ['06-01', '06-30', 135],
  ['07-01', '08-31', 165],
  ['09-01', '09-30', 130],
  ['10-01', '10-31', 100],
  ['11-01', '12-19', 80],
];
/** Lakes and countryside: spring and autumn high, summer highest, winter low. */
const COUNTRY: DemoBookingHotel['seasons'] = [
  ['12-20', '01-06', 115],
  ['01-07', '03-15', 80],
  ['03-16', '06-15', 115],
  ['06-16', '08-31', 130],
  ['09-01', '10-31', 120],
  ['11-01', '12-19', 85],
];
/** Cities: fairs in spring and autumn, a quieter August. */
const CITY: DemoBookingHotel['seasons'] = [
  ['12-20', '01-06', 120],
  ['01-07', '02-28', 85],
  ['03-01', '06-30', 115],
  ['07-01', '07-31', 100],
  ['08-01', '08-31', 80],
  ['09-01', '11-15', 120],
  ['11-16', '12-19', 95],
];

type RoomSpec = {
  nameKey: string;
  name: Localized;
  description: Localized;
  category: string;
  /** Adults the room sleeps (children within the same occupancy). */
  adults: number;
  beds: DemoRoomType['beds'];
  photos: number[];
  sizeSqm: number;
  rooms: string[];
  baseCents: number;
};

type HotelSpec = {
  hotelId: number;
  alias: string;
  site: string;
  seasons: DemoBookingHotel['seasons'];
  weekendPercent: number;
  breakfast: boolean;
  extra: { nameKey: string; name: Localized; amountCents: number; perPerson: boolean };
  promotions: { lastMinute: Localized; longStay: Localized; secret: Localized; code: string };
  rooms: [RoomSpec, RoomSpec];
};

function roomType(hotelId: number, index: number, spec: RoomSpec): DemoRoomType {
  const occupancy = spec.adults + (spec.adults >= 2 ? 1 : 0);
  return {
    id: hotelId * 100 + index + 1,
    nameKey: spec.nameKey,
    name: spec.name,
    description: spec.description,
    category: spec.category,
    max: bands(spec.adults, spec.adults >= 2 ? 1 : 0, spec.adults >= 2 ? 1 : 0, 1),
    maxOccupancy: occupancy,
    baseOccupancy: spec.adults,
    extraCents: bands(3_000, 2_000, 1_500, 0),
    beds: spec.beds,
    extraBeds: spec.adults >= 2 ? [COT] : [],
    photos: spec.photos,
    sizeSqm: spec.sizeSqm,
    rooms: spec.rooms,
    baseCents: spec.baseCents,
  };
}

/** The booking data of one hotel from its short description. */
export function smallDemoHotel(spec: HotelSpec): DemoBookingHotel {
  const id = spec.hotelId;
  const roomTypes = spec.rooms.map((room, index) => roomType(id, index, room));
  const roomTypeIds = roomTypes.map((rt) => rt.id);
  const meals = spec.breakfast ? ['BREAKFAST'] : [];
  return {
    hotelId: id,
    alias: spec.alias,
    allowedOrigins: [spec.site],
    maxRange: 21,
    seasons: spec.seasons,
    weekendPercent: spec.weekendPercent,
    roomTypes,
    services: [
      ...(spec.breakfast
        ? [
            {
              id: id * 100 + 51,
              nameKey: 'service.breakfast',
              name: { en: 'Breakfast', it: 'Colazione' },
              category: 'ROOM' as const,
              bookability: 'INCLUDED' as const,
              paymentType: 'FREE' as const,
              frequency: 'LUMP_SUM' as const,
              options: [],
              maxCount: -1,
              roomTypeIds,
            },
          ]
        : []),
      {
        id: id * 100 + 52,
        nameKey: spec.extra.nameKey,
        name: spec.extra.name,
        category: 'HOTEL',
        bookability: 'BOOKABLE',
        paymentType: spec.extra.perPerson ? 'PER_PERSON' : 'SINGLE',
        frequency: spec.extra.perPerson ? 'DAILY' : 'LUMP_SUM',
        options: spec.extra.perPerson
          ? [
              { size: 'PER_ADULT', amountCents: spec.extra.amountCents },
              { size: 'PER_BOY', amountCents: Math.round(spec.extra.amountCents / 2) },
            ]
          : [{ size: 'SINGLE', amountCents: spec.extra.amountCents }],
        maxCount: 1,
        roomTypeIds: [],
      },
    ],
    policies: [
      {
        id: id * 10 + 1,
        nameKey: 'policy.flexible.48hours',
        deadline: { count: 2, unit: 'DAYS' },
        reservationPenalty: null,
        checkinPenalty: {
          percentage: null,
          firstNight: true,
          additionalNights: 0,
          chargeNights: 0,
          chargeAmountCents: 0,
        },
        cancellation: null,
        deposit: false,
      },
      {
        id: id * 10 + 2,
        nameKey: 'policy.not.refundable',
        deadline: null,
        reservationPenalty: {
          percentage: 100,
          firstNight: false,
          additionalNights: 0,
          chargeNights: 0,
          chargeAmountCents: 0,
        },
        checkinPenalty: {
          percentage: 100,
          firstNight: false,
          additionalNights: 0,
          chargeNights: 0,
          chargeAmountCents: 0,
        },
        cancellation: { chargeNights: 1, percentage: 100 },
        deposit: true,
      },
    ],
    noShowPolicies: [
      {
        id: id * 10 + 1,
        nameKey: 'noshow.first.night',
        percentage: 100,
        chargeNights: 1,
        stayNights: false,
        chargeAmountCents: 0,
      },
    ],
    ratePlans: [
      {
        id: id * 10 + 1,
        nameKey: 'rate.flexible',
        name: { en: 'Flexible rate', it: 'Tariffa flessibile' },
        type: 'STANDARD',
        ownRatesPercent: 100,
        parent: null,
        pricingModel: 'OCCUPANCY_BASED_PRICING',
        occupantsForBaseRate: null,
        cancellationPolicyId: id * 10 + 1,
        noShowPolicyId: id * 10 + 1,
        includedMealPlans: meals,
        roomTypeIds: null,
      },
      {
        id: id * 10 + 2,
        nameKey: 'rate.not.refundable',
        name: { en: 'Non-refundable', it: 'Non rimborsabile' },
        type: 'NOT_REFUNDABLE',
        ownRatesPercent: null,
        parent: { id: id * 10 + 1, kind: 'PERCENTAGE', value: -10 },
        pricingModel: 'OCCUPANCY_BASED_PRICING',
        occupantsForBaseRate: null,
        cancellationPolicyId: id * 10 + 2,
        noShowPolicyId: id * 10 + 1,
        includedMealPlans: meals,
        roomTypeIds: null,
      },
    ],
    promotions: [
      {
        id: id * 10 + 1,
        type: 'LAST_MINUTE',
        name: spec.promotions.lastMinute,
        discountType: 'PERCENTAGE',
        discountValue: 10,
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
        id: id * 10 + 2,
        type: 'MINIMUM_STAY',
        name: spec.promotions.longStay,
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
        id: id * 10 + 3,
        type: 'STANDARD',
        name: spec.promotions.secret,
        discountType: 'PERCENTAGE',
        discountValue: 8,
        days: null,
        minStay: null,
        validFromDay: null,
        validToDay: null,
        onArrival: false,
        secretCode: spec.promotions.code,
        ratePlanIds: null,
        roomTypeIds: null,
      },
    ],
    rules: [{ maxLOS: 21 }],
    closings: {},
    roomClosings: [],
    soldOut: [],
    nearlyFullDays: [],
  };
}

const double = (count = 1) => [{ type: 'DOUBLE', count, maxPerson: 2 }];
const named = (prefix: string, count: number, start: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${start + i}`);

export const MORE_BOOKING_HOTELS: DemoBookingHotel[] = [
  smallDemoHotel({
    hotelId: 4,
    alias: 'villa-le-sirene-positano',
    site: 'https://www.villalesirene.example',
    seasons: COAST,
    weekendPercent: 10,
    breakfast: true,
    extra: {
      nameKey: 'service.boat.tour',
      name: { en: 'Boat tour of the coast', it: 'Giro in barca lungo la costiera' },
      amountCents: 6_500,
      perPerson: true,
    },
    promotions: {
      lastMinute: { en: 'Last minute on the coast', it: 'Last minute in costiera' },
      longStay: { en: 'Five nights by the sea', it: 'Cinque notti al mare' },
      secret: { en: 'Friends of the villa', it: 'Amici della villa' },
      code: 'SIRENE8',
    },
    rooms: [
      {
        nameKey: 'room.double.sea',
        name: { en: 'Sea-view double with balcony', it: 'Doppia vista mare con balcone' },
        description: {
          en: 'Majolica floors and a balcony over the bay.',
          it: 'Pavimenti in maiolica e un balcone sulla baia.',
        },
        category: 'DOUBLE',
        adults: 2,
        beds: double(),
        photos: [3],
        sizeSqm: 20,
        rooms: ['Limone', 'Arancio', 'Gelsomino', 'Bouganville'],
        baseCents: 22_000,
      },
      {
        nameKey: 'room.suite.junior',
        name: { en: 'Junior suite with terrace', it: 'Junior suite con terrazza' },
        description: {
          en: 'A private terrace among the lemon trees, for up to three guests.',
          it: 'Una terrazza privata tra i limoni, fino a tre ospiti.',
        },
        category: 'SUITE',
        adults: 3,
        beds: [...double(), { type: 'SINGLE', count: 1, maxPerson: 1 }],
        photos: [2, 3],
        sizeSqm: 34,
        rooms: ['Sirena', 'Li Galli', 'Fornillo'],
        baseCents: 32_000,
      },
    ],
  }),
  smallDemoHotel({
    hotelId: 6,
    alias: 'hotel-riva-lario-bellagio',
    site: 'https://www.rivalario.example',
    seasons: COUNTRY,
    weekendPercent: 15,
    breakfast: true,
    extra: {
      nameKey: 'service.parking',
      name: { en: 'Garage parking', it: 'Parcheggio in garage' },
      amountCents: 2_000,
      perPerson: false,
    },
    promotions: {
      lastMinute: { en: 'Last minute on the lake', it: 'Last minute sul lago' },
      longStay: { en: 'A lake week', it: 'Una settimana sul lago' },
      secret: { en: 'Lario guests', it: 'Ospiti del Lario' },
      code: 'LARIO8',
    },
    rooms: [
      {
        nameKey: 'room.double.classic',
        name: { en: 'Classic double', it: 'Doppia classica' },
        description: {
          en: 'Quiet room on the garden side.',
          it: 'Camera tranquilla sul lato del giardino.',
        },
        category: 'DOUBLE',
        adults: 2,
        beds: double(),
        photos: [3],
        sizeSqm: 18,
        rooms: named('', 6, 101),
        baseCents: 16_000,
      },
      {
        nameKey: 'room.superior.lake',
        name: { en: 'Lake-view superior', it: 'Superior vista lago' },
        description: {
          en: 'French windows on Lake Como.',
          it: 'Portefinestre sul lago di Como.',
        },
        category: 'DOUBLE',
        adults: 2,
        beds: double(),
        photos: [2, 3],
        sizeSqm: 24,
        rooms: named('', 5, 201),
        baseCents: 23_000,
      },
    ],
  }),
  smallDemoHotel({
    hotelId: 7,
    alias: 'taormina-mare-resort',
    site: 'https://www.taorminamare.example',
    seasons: COAST,
    weekendPercent: 10,
    breakfast: true,
    extra: {
      nameKey: 'service.spa',
      name: { en: 'Spa access', it: 'Ingresso alla spa' },
      amountCents: 3_500,
      perPerson: true,
    },
    promotions: {
      lastMinute: { en: 'Last minute in Sicily', it: 'Last minute in Sicilia' },
      longStay: { en: 'Five nights in Taormina', it: 'Cinque notti a Taormina' },
      secret: { en: 'Resort friends', it: 'Amici del resort' },
      code: 'ETNA8',
    },
    rooms: [
      {
        nameKey: 'room.double.garden',
        name: { en: 'Garden double', it: 'Doppia sul giardino' },
        description: {
          en: 'A patio among bougainvillea, a few steps from the pool.',
          it: 'Un patio tra le bouganville, a pochi passi dalla piscina.',
        },
        category: 'DOUBLE',
        adults: 2,
        beds: double(),
        photos: [3],
        sizeSqm: 22,
        rooms: named('G', 8, 1),
        baseCents: 19_000,
      },
      {
        nameKey: 'room.suite.sea',
        name: { en: 'Sea-view suite', it: 'Suite vista mare' },
        description: {
          en: 'Living area and terrace facing the Ionian Sea and Etna.',
          it: "Zona giorno e terrazza sul mar Ionio e sull'Etna.",
        },
        category: 'SUITE',
        adults: 3,
        beds: [...double(), { type: 'SOFA_BED', count: 1, maxPerson: 1 }],
        photos: [1, 3],
        sizeSqm: 45,
        rooms: named('S', 4, 1),
        baseCents: 34_000,
      },
    ],
  }),
  smallDemoHotel({
    hotelId: 8,
    alias: 'trulli-nonna-rosa-alberobello',
    site: 'https://www.trullinonnarosa.example',
    seasons: COUNTRY,
    weekendPercent: 10,
    breakfast: true,
    extra: {
      nameKey: 'service.cooking.class',
      name: { en: 'Orecchiette cooking class', it: 'Lezione di orecchiette' },
      amountCents: 4_000,
      perPerson: true,
    },
    promotions: {
      lastMinute: { en: 'Last minute in the trulli', it: 'Last minute nei trulli' },
      longStay: { en: 'Five nights in Apulia', it: 'Cinque notti in Puglia' },
      secret: { en: "Nonna Rosa's friends", it: 'Amici di Nonna Rosa' },
      code: 'TRULLI8',
    },
    rooms: [
      {
        nameKey: 'room.trullo.double',
        name: { en: 'Trullo for two', it: 'Trullo per due' },
        description: {
          en: 'A whitewashed trullo with its cone roof and a kitchenette.',
          it: 'Un trullo imbiancato con il suo tetto a cono e un angolo cottura.',
        },
        category: 'DOUBLE',
        adults: 2,
        beds: double(),
        photos: [2],
        sizeSqm: 25,
        rooms: ['Trullo Ulivo', 'Trullo Fico', 'Trullo Mandorlo'],
        baseCents: 12_000,
      },
      {
        nameKey: 'room.trullo.family',
        name: { en: 'Family trullo', it: 'Trullo famiglia' },
        description: {
          en: 'Two cones joined together, for up to four guests.',
          it: 'Due coni uniti, fino a quattro ospiti.',
        },
        category: 'FAMILY',
        adults: 4,
        beds: [...double(), { type: 'SINGLE', count: 2, maxPerson: 1 }],
        photos: [1, 2],
        sizeSqm: 40,
        rooms: ['Trullo Grande', 'Trullo Pozzo'],
        baseCents: 17_000,
      },
    ],
  }),
  smallDemoHotel({
    hotelId: 9,
    alias: 'poggio-ai-cipressi-pienza',
    site: 'https://www.poggioaicipressi.example',
    seasons: COUNTRY,
    weekendPercent: 10,
    breakfast: true,
    extra: {
      nameKey: 'service.wine.tasting',
      name: { en: 'Wine tasting in the cellar', it: 'Degustazione in cantina' },
      amountCents: 2_500,
      perPerson: true,
    },
    promotions: {
      lastMinute: { en: 'Last minute in Val d’Orcia', it: "Last minute in Val d'Orcia" },
      longStay: { en: 'Five nights on the farm', it: 'Cinque notti in agriturismo' },
      secret: { en: 'Cypress friends', it: 'Amici dei cipressi' },
      code: 'ORCIA8',
    },
    rooms: [
      {
        nameKey: 'room.double.farmhouse',
        name: { en: 'Double in the farmhouse', it: 'Doppia nel casale' },
        description: {
          en: 'Stone walls and a view over the Val d’Orcia hills.',
          it: "Muri in pietra e vista sulle colline della Val d'Orcia.",
        },
        category: 'DOUBLE',
        adults: 2,
        beds: double(),
        photos: [3],
        sizeSqm: 19,
        rooms: ['Grano', 'Girasole', 'Lavanda', 'Cipresso', 'Olivo'],
        baseCents: 13_000,
      },
      {
        nameKey: 'room.apartment',
        name: { en: 'Apartment with kitchen', it: 'Appartamento con cucina' },
        description: {
          en: 'A bedroom, a living room with kitchen and a private garden.',
          it: 'Una camera, un soggiorno con cucina e un giardino privato.',
        },
        category: 'FAMILY',
        adults: 4,
        beds: [...double(), { type: 'SOFA_BED', count: 1, maxPerson: 2 }],
        photos: [2, 3],
        sizeSqm: 48,
        rooms: ['Fienile', 'Granaio', 'Stalla'],
        baseCents: 18_000,
      },
    ],
  }),
  smallDemoHotel({
    hotelId: 10,
    alias: 'hotel-darsena-navigli-milano',
    site: 'https://www.darsenanavigli.example',
    seasons: CITY,
    weekendPercent: 0,
    breakfast: false,
    extra: {
      nameKey: 'service.breakfast',
      name: { en: 'Breakfast at the bar', it: 'Colazione al bar' },
      amountCents: 900,
      perPerson: true,
    },
    promotions: {
      lastMinute: { en: 'Last minute in Milan', it: 'Last minute a Milano' },
      longStay: { en: 'Five nights on the Navigli', it: 'Cinque notti sui Navigli' },
      secret: { en: 'Darsena friends', it: 'Amici della Darsena' },
      code: 'NAVIGLI8',
    },
    rooms: [
      {
        nameKey: 'room.single',
        name: { en: 'Single room', it: 'Camera singola' },
        description: {
          en: 'Compact and quiet, on the courtyard.',
          it: 'Compatta e silenziosa, sul cortile.',
        },
        category: 'SINGLE',
        adults: 1,
        beds: [{ type: 'SINGLE', count: 1, maxPerson: 1 }],
        photos: [2],
        sizeSqm: 11,
        rooms: named('', 5, 11),
        baseCents: 7_900,
      },
      {
        nameKey: 'room.double',
        name: { en: 'Double room', it: 'Camera doppia' },
        description: { en: 'Above the canal, with a work desk.', it: 'Sul naviglio, con scrivania.' },
        category: 'DOUBLE',
        adults: 2,
        beds: double(),
        photos: [2, 3],
        sizeSqm: 16,
        rooms: named('', 8, 21),
        baseCents: 11_000,
      },
    ],
  }),
  smallDemoHotel({
    hotelId: 11,
    alias: 'albergo-spaccanapoli-napoli',
    site: 'https://www.albergospaccanapoli.example',
    seasons: CITY,
    weekendPercent: 15,
    breakfast: true,
    extra: {
      nameKey: 'service.airport.transfer',
      name: { en: 'Airport transfer', it: 'Transfer aeroporto' },
      amountCents: 3_000,
      perPerson: false,
    },
    promotions: {
      lastMinute: { en: 'Last minute in Naples', it: 'Last minute a Napoli' },
      longStay: { en: 'Five nights in Naples', it: 'Cinque notti a Napoli' },
      secret: { en: 'Spaccanapoli friends', it: 'Amici di Spaccanapoli' },
      code: 'NAPOLI8',
    },
    rooms: [
      {
        nameKey: 'room.single',
        name: { en: 'Single room', it: 'Camera singola' },
        description: { en: 'Simple and central.', it: 'Semplice e centrale.' },
        category: 'SINGLE',
        adults: 1,
        beds: [{ type: 'SINGLE', count: 1, maxPerson: 1 }],
        photos: [2],
        sizeSqm: 10,
        rooms: ['1', '2', '3'],
        baseCents: 5_500,
      },
      {
        nameKey: 'room.double',
        name: { en: 'Double room', it: 'Camera doppia' },
        description: { en: 'On the lively street below.', it: 'Sulla vivace strada sottostante.' },
        category: 'DOUBLE',
        adults: 2,
        beds: double(),
        photos: [2],
        sizeSqm: 14,
        rooms: ['4', '5', '6', '7', '8'],
        baseCents: 7_500,
      },
    ],
  }),
  smallDemoHotel({
    hotelId: 12,
    alias: 'cascina-langhe-la-morra',
    site: 'https://www.cascinalanghe.example',
    seasons: COUNTRY,
    weekendPercent: 15,
    breakfast: true,
    extra: {
      nameKey: 'service.wine.tasting',
      name: { en: 'Barolo tasting', it: 'Degustazione di Barolo' },
      amountCents: 3_000,
      perPerson: true,
    },
    promotions: {
      lastMinute: { en: 'Last minute in the Langhe', it: 'Last minute nelle Langhe' },
      longStay: { en: 'Five nights among the vineyards', it: 'Cinque notti tra le vigne' },
      secret: { en: 'Cascina friends', it: 'Amici della cascina' },
      code: 'LANGHE8',
    },
    rooms: [
      {
        nameKey: 'room.double.vineyard',
        name: { en: 'Vineyard double', it: 'Doppia sulle vigne' },
        description: { en: 'Windows on the Barolo vineyards.', it: 'Finestre sulle vigne del Barolo.' },
        category: 'DOUBLE',
        adults: 2,
        beds: double(),
        photos: [3],
        sizeSqm: 20,
        rooms: ['Nebbiolo', 'Barbera', 'Dolcetto', 'Arneis'],
        baseCents: 14_000,
      },
      {
        nameKey: 'room.suite',
        name: { en: 'Suite under the roof', it: 'Suite sotto il tetto' },
        description: {
          en: 'Oak beams, a sitting room and a view to the Alps.',
          it: 'Travi di rovere, un salotto e vista sulle Alpi.',
        },
        category: 'SUITE',
        adults: 3,
        beds: [...double(), { type: 'SINGLE', count: 1, maxPerson: 1 }],
        photos: [2, 3],
        sizeSqm: 36,
        rooms: ['Langa', 'Roero', 'Monviso'],
        baseCents: 21_000,
      },
    ],
  }),
];
