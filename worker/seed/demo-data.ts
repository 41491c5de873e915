/**
 * Demo data of the Itaca platform: company info, configuration documents, hotels with their
 * galleries, subscription plans, manager reviews and one demo manager. Pure data, no I/O: the
 * SQL builder (seed-sql.ts) turns it into statements and scripts/generate-demo-images.ts draws
 * the pictures it references under public/images (paths are relative to the storage url).
 *
 * Dates that must look fresh (reviews, creation dates) are computed from the `now` passed in.
 */

import { ABOUT } from '../../src/contracts/about.ts';
import type {
  About,
  AddressInfo,
  AmazonConfig,
  AvatarType,
  CardCircuit,
  CreditCardConfig,
  HotelPolicies,
  Language,
  LengthUnit,
  PaymentSettings,
  PlanFrequency,
  ReservationSource,
  StorageConfig,
} from '../../src/contracts/types.ts';
import type { HotelRole } from '../../src/domain/hotel-roles.ts';
import { isChannelSource } from '../../src/domain/reservation-sources.ts';
import { CARD_CIRCUITS } from '../../src/domain/types.ts';
import { DEMO_PHOTOS } from './demo-photos.gen.ts';

const HOUR_MS = 3_600_000;

/** ISO date `hours` before `now`. */
export function hoursBefore(now: Date, hours: number): string {
  return new Date(now.getTime() - hours * HOUR_MS).toISOString();
}

type AddressParts = {
  street: string;
  number: string;
  zipcode: string;
  city: string;
  province: string;
  region: string;
  district?: string;
  lng: number;
  lat: number;
};

/** A complete Italian AddressInfo, as the places lookup would return it. */
function italianAddress(parts: AddressParts): AddressInfo {
  const { street, number, zipcode, city, province, region, district, lng, lat } = parts;
  return {
    address: `${street}, ${number}`,
    street,
    number,
    zipcode,
    city,
    ...(district ? { district } : {}),
    province,
    region,
    country: 'IT',
    timeZoneId: 'Europe/Rome',
    geo: { type: 'Point', coordinates: [lng, lat] },
    formatted_address: `${street}, ${number}, ${zipcode} ${city} ${province}, Italia`,
    addressComplete: true,
  };
}

// ---------------------------------------------------------------------------------------------
// About and configuration documents
// ---------------------------------------------------------------------------------------------

/** The company facts live with the site's content (src/contracts/about.ts): one source of truth. */
export const DEMO_ABOUT: About = ABOUT;

export const DEMO_STORAGE: StorageConfig = { url: '/images' };

export const DEMO_AMAZON: AmazonConfig = { props: { baseUrl: '/images', bucketName: 'itaca-demo' } };

export const ALL_CIRCUITS: CardCircuit[] = [...CARD_CIRCUITS];

export const DEMO_CREDIT_CARDS: CreditCardConfig = {
  circuits: [...ALL_CIRCUITS],
  expiryYears: 15,
  cvvRequired: true,
};

/** Every reservation source with its colour; all colours reach 4.5:1 contrast against white text. */
export const DEMO_RESERVATION_SOURCES: ReservationSource[] = [
  { code: 'PHONE', color: '#1565C0' },
  { code: 'EMAIL', color: '#6A1B9A' },
  { code: 'PORTAL', color: '#2E7D32' },
  { code: 'WIDGET', color: '#C2185B' },
  { code: 'BOOKING', color: '#0D2B6B' },
  { code: 'EXPEDIA', color: '#8A6D00' },
  { code: 'AIRBNB', color: '#C62828' },
  { code: 'AGODA', color: '#4527A0' },
  { code: 'AMADEUS', color: '#00695C' },
  { code: 'SABRE', color: '#BF360C' },
  { code: 'GALILEO', color: '#0277BD' },
  { code: 'WORLDSPAN', color: '#4E342E' },
  { code: 'DHISCO', color: '#37474F' },
  { code: 'EDREAMS', color: '#006064' },
  { code: 'GOVOYAGES', color: '#33691E' },
  { code: 'OPODO', color: '#9C27B0' },
  { code: 'TRAVELLINK', color: '#827717' },
  { code: 'LILIGO', color: '#5C6BC0' },
  { code: 'VRBO', color: '#1B4F9C' },
  { code: 'OTHER', color: '#616161' },
];

export const DEMO_RESERVATION_CHANNELS: ReservationSource[] = DEMO_RESERVATION_SOURCES.filter((source) =>
  isChannelSource(source.code),
);

/** app_config rows: key and JSON document. */
export const DEMO_CONFIG: { key: string; value: unknown }[] = [
  { key: 'storage', value: DEMO_STORAGE },
  { key: 'amz', value: DEMO_AMAZON },
  { key: 'cc', value: DEMO_CREDIT_CARDS },
  { key: 'reservation_sources', value: DEMO_RESERVATION_SOURCES },
  { key: 'reservation_channels', value: DEMO_RESERVATION_CHANNELS },
];

// ---------------------------------------------------------------------------------------------
// Hotels
// ---------------------------------------------------------------------------------------------

/** What an illustration shows; used only by the image generator. */
export type GalleryScene = 'exterior' | 'dusk' | 'room' | 'terrace';

export type DemoGalleryImage = {
  /** The drawing the photo is rendered from, under public/images: `hotels/<alias>/<n>.svg`. */
  illustration: string;
  /**
   * Relative to the storage url: the photo's R2 key, `gallery/<hotelId>/<uuid>.webp`, loaded into
   * R2 by the seed (scripts/render-demo-photos.ts); the illustration's path until it is rendered.
   */
  path: string;
  /** The photo's size in bytes (0 for an illustration). */
  size: number;
  cover: boolean;
  caption: string;
  scene: GalleryScene;
};

/** The landscape a hotel's illustrations are drawn in; used only by the image generator. */
export type HotelSetting =
  | 'canal'
  | 'river-city'
  | 'old-town'
  | 'coast-cliffs'
  | 'mountains'
  | 'lake'
  | 'sea-volcano'
  | 'trulli'
  | 'countryside'
  | 'metropolis'
  | 'vineyards';

export type DemoHotel = {
  id: number;
  name: string;
  nameAlias: string;
  type: string;
  stars: number | null;
  classification: number;
  enabled: boolean;
  roomsNumber: number;
  currency: string;
  timeZone: string;
  address: AddressInfo;
  paymentSettings: PaymentSettings;
  policies: HotelPolicies;
  description: Record<Language, string>;
  vatTax: number;
  depositPercentage: number;
  cityTaxCents: number;
  cityTaxLimit: number;
  /** Days between the hotel's creation and the seed. */
  ageDays: number;
  setting: HotelSetting;
  gallery: DemoGalleryImage[];
};

/** Gallery entries for `alias`: one per caption, in order; `coverIndex` (0-based) is the cover. */
function gallery(alias: string, captions: [GalleryScene, string][], coverIndex = 0): DemoGalleryImage[] {
  return captions.map(([scene, caption], index) => {
    const illustration = `hotels/${alias}/${index + 1}.svg`;
    const photo = DEMO_PHOTOS[illustration];
    return {
      illustration,
      path: photo?.key ?? illustration,
      size: photo?.size ?? 0,
      cover: index === coverIndex,
      caption,
      scene,
    };
  });
}

function cards(...circuits: CardCircuit[]): { circuit: CardCircuit }[] {
  return circuits.map((circuit) => ({ circuit }));
}

const STANDARD_POLICIES: HotelPolicies = {
  checkinFrom: '14:00',
  checkinTo: '22:00',
  checkoutTo: '11:00',
  childrenAllowed: true,
  petsAllowed: false,
  smokingAllowed: false,
};

export const DEMO_HOTELS: DemoHotel[] = [
  {
    id: 1,
    name: "Ca' dei Dogi",
    nameAlias: 'ca-dei-dogi-venezia',
    type: 'HOTEL',
    stars: 3,
    classification: 120,
    enabled: true,
    roomsNumber: 28,
    currency: 'EUR',
    timeZone: 'Europe/Rome',
    address: italianAddress({
      street: 'Calle de la Madonna',
      number: '4646',
      zipcode: '30122',
      city: 'Venezia',
      district: 'Castello',
      province: 'VE',
      region: 'Veneto',
      lng: 12.3418,
      lat: 45.4343,
    }),
    paymentSettings: {
      paypal: { type: 'EXPRESS' },
      creditCards: cards('VISA', 'MASTERCARD', 'AMEX'),
      otherCards: cards('MAESTRO'),
    },
    policies: { ...STANDARD_POLICIES, petsAllowed: true },
    description: {
      en: "A restored fifteenth-century palazzo a few steps from St Mark's Square, with rooms overlooking a quiet canal. Breakfast is served in the courtyard garden, and gondolas leave from the water door.",
      it: "Un palazzo del Quattrocento restaurato a pochi passi da Piazza San Marco, con camere affacciate su un canale tranquillo. La colazione è servita nel giardino interno e le gondole partono dalla porta d'acqua.",
    },
    vatTax: 10,
    depositPercentage: 30,
    cityTaxCents: 450,
    cityTaxLimit: 5,
    ageDays: 720,
    setting: 'canal',
    gallery: gallery('ca-dei-dogi-venezia', [
      ['exterior', 'The palazzo on the canal'],
      ['dusk', 'Water door at sunset'],
      ['room', 'Superior double room with canal view'],
      ['terrace', 'Altana terrace over the rooftops'],
    ]),
  },
  {
    id: 2,
    name: 'Palazzo Lungarno',
    nameAlias: 'palazzo-lungarno-firenze',
    type: 'HOTEL',
    stars: 5,
    classification: 130,
    enabled: true,
    roomsNumber: 42,
    currency: 'EUR',
    timeZone: 'Europe/Rome',
    address: italianAddress({
      street: 'Lungarno Corsini',
      number: '4',
      zipcode: '50123',
      city: 'Firenze',
      province: 'FI',
      region: 'Toscana',
      lng: 11.249,
      lat: 43.7699,
    }),
    paymentSettings: {
      paypal: { type: 'EXPRESS' },
      creditCards: cards('VISA', 'MASTERCARD', 'AMEX', 'DINERS_CLUB', 'JCB'),
      otherCards: cards('MAESTRO', 'UNION_PAY'),
    },
    policies: { ...STANDARD_POLICIES, checkinFrom: '15:00', checkoutTo: '12:00' },
    description: {
      en: 'An elegant Renaissance residence on the banks of the Arno, facing the Ponte Vecchio. Frescoed suites, a spa in the old cellars and a rooftop bar with a view of the Duomo.',
      it: "Un'elegante dimora rinascimentale sulle rive dell'Arno, di fronte a Ponte Vecchio. Suite affrescate, una spa nelle antiche cantine e un bar panoramico sul tetto con vista sul Duomo.",
    },
    vatTax: 10,
    depositPercentage: 30,
    cityTaxCents: 800,
    cityTaxLimit: 7,
    ageDays: 640,
    setting: 'river-city',
    gallery: gallery('palazzo-lungarno-firenze', [
      ['exterior', 'Façade on the Arno'],
      ['terrace', 'Rooftop bar facing the Duomo'],
      ['room', 'Frescoed junior suite'],
      ['dusk', 'The river at dusk'],
    ]),
  },
  {
    id: 3,
    name: 'Residenza Trastevere',
    nameAlias: 'residenza-trastevere-roma',
    type: 'BB',
    stars: null,
    classification: 90,
    enabled: true,
    roomsNumber: 6,
    currency: 'EUR',
    timeZone: 'Europe/Rome',
    address: italianAddress({
      street: 'Via della Lungaretta',
      number: '97',
      zipcode: '00153',
      city: 'Roma',
      district: 'Trastevere',
      province: 'RM',
      region: 'Lazio',
      lng: 12.4718,
      lat: 41.8893,
    }),
    paymentSettings: {
      paypal: null,
      creditCards: cards('VISA', 'MASTERCARD'),
      otherCards: [],
    },
    policies: { ...STANDARD_POLICIES, checkinFrom: '13:00', checkinTo: '21:00', checkoutTo: '10:30' },
    description: {
      en: 'Six bright rooms in an ochre townhouse in the heart of Trastevere, between ivy-covered lanes and trattorias. Homemade cakes at breakfast and personal tips to discover Rome like a local.',
      it: 'Sei camere luminose in una casa color ocra nel cuore di Trastevere, tra vicoli coperti di edera e trattorie. Torte fatte in casa a colazione e consigli personali per scoprire Roma come un romano.',
    },
    vatTax: 10,
    depositPercentage: 0,
    cityTaxCents: 350,
    cityTaxLimit: 10,
    ageDays: 410,
    setting: 'old-town',
    gallery: gallery(
      'residenza-trastevere-roma',
      [
        ['dusk', 'Evening in the lane'],
        ['exterior', 'The ochre townhouse'],
        ['room', 'Double room with wooden beams'],
      ],
      1,
    ),
  },
  {
    id: 4,
    name: 'Villa Le Sirene',
    nameAlias: 'villa-le-sirene-positano',
    type: 'VILLA',
    stars: null,
    classification: 125,
    enabled: true,
    roomsNumber: 9,
    currency: 'EUR',
    timeZone: 'Europe/Rome',
    address: italianAddress({
      street: 'Via Cristoforo Colombo',
      number: '30',
      zipcode: '84017',
      city: 'Positano',
      province: 'SA',
      region: 'Campania',
      lng: 14.488,
      lat: 40.6285,
    }),
    paymentSettings: {
      paypal: { type: 'EXPRESS' },
      creditCards: cards('VISA', 'MASTERCARD', 'AMEX'),
      otherCards: [],
    },
    policies: { ...STANDARD_POLICIES, childrenAllowed: false },
    description: {
      en: 'A terraced villa clinging to the cliffs of the Amalfi Coast, with lemon groves and a saltwater pool above the sea. Every room opens onto a private balcony facing the bay of Positano.',
      it: 'Una villa a terrazze aggrappata alle scogliere della Costiera Amalfitana, con limonaie e una piscina di acqua salata sospesa sul mare. Ogni camera si apre su un balcone privato affacciato sulla baia di Positano.',
    },
    vatTax: 10,
    depositPercentage: 30,
    cityTaxCents: 300,
    cityTaxLimit: 7,
    ageDays: 365,
    setting: 'coast-cliffs',
    gallery: gallery('villa-le-sirene-positano', [
      ['exterior', 'The villa above the bay'],
      ['terrace', 'Saltwater pool among the lemon trees'],
      ['room', 'Sea-view room with balcony'],
      ['dusk', 'Positano lights at night'],
    ]),
  },
  {
    id: 5,
    name: 'Chalet Sassolungo',
    nameAlias: 'chalet-sassolungo-val-gardena',
    type: 'CHALET',
    stars: null,
    classification: 100,
    enabled: true,
    roomsNumber: 12,
    currency: 'EUR',
    timeZone: 'Europe/Rome',
    address: italianAddress({
      street: 'Strada Meisules',
      number: '123',
      zipcode: '39048',
      city: 'Selva di Val Gardena',
      province: 'BZ',
      region: 'Trentino-Alto Adige',
      lng: 11.762,
      lat: 46.556,
    }),
    paymentSettings: {
      paypal: { type: 'EXPRESS' },
      creditCards: cards('VISA', 'MASTERCARD'),
      otherCards: cards('MAESTRO'),
    },
    policies: { ...STANDARD_POLICIES, checkinFrom: '15:00', checkoutTo: '10:00', petsAllowed: true },
    description: {
      en: 'A larch-wood chalet at the foot of the Sassolungo, with ski-in access to the Dolomiti Superski slopes in winter and hiking trails from the door in summer. Sauna, open fire and South Tyrolean cuisine.',
      it: 'Uno chalet in legno di larice ai piedi del Sassolungo, con accesso diretto alle piste del Dolomiti Superski in inverno e sentieri che partono dalla porta in estate. Sauna, camino e cucina sudtirolese.',
    },
    vatTax: 10,
    depositPercentage: 20,
    cityTaxCents: 250,
    cityTaxLimit: 0,
    ageDays: 300,
    setting: 'mountains',
    gallery: gallery('chalet-sassolungo-val-gardena', [
      ['exterior', 'The chalet under the Sassolungo'],
      ['room', 'Pine-panelled family room'],
      ['dusk', 'Alpenglow on the peaks'],
    ]),
  },
  {
    id: 6,
    name: 'Hotel Riva Lario',
    nameAlias: 'hotel-riva-lario-bellagio',
    type: 'HOTEL',
    stars: 4,
    classification: 115,
    enabled: true,
    roomsNumber: 36,
    currency: 'EUR',
    timeZone: 'Europe/Rome',
    address: italianAddress({
      street: 'Lungo Lario Manzoni',
      number: '28',
      zipcode: '22021',
      city: 'Bellagio',
      province: 'CO',
      region: 'Lombardia',
      lng: 9.2604,
      lat: 45.9866,
    }),
    paymentSettings: {
      paypal: { type: 'EXPRESS' },
      creditCards: cards('VISA', 'MASTERCARD', 'AMEX', 'DISCOVER'),
      otherCards: cards('MAESTRO'),
    },
    policies: STANDARD_POLICIES,
    description: {
      en: 'A Liberty-style hotel on the lakefront promenade of Bellagio, where the two branches of Lake Como meet. Private jetty, lake-view restaurant and a garden of camellias and palms.',
      it: 'Un hotel in stile Liberty sul lungolago di Bellagio, dove si incontrano i due rami del Lago di Como. Pontile privato, ristorante vista lago e un giardino di camelie e palme.',
    },
    vatTax: 10,
    depositPercentage: 20,
    cityTaxCents: 200,
    cityTaxLimit: 5,
    ageDays: 520,
    setting: 'lake',
    gallery: gallery('hotel-riva-lario-bellagio', [
      ['exterior', 'The hotel on the lakefront'],
      ['terrace', 'Breakfast on the lake terrace'],
      ['room', 'Deluxe room with lake view'],
      ['dusk', 'Lake Como at sunset'],
    ]),
  },
  {
    id: 7,
    name: 'Taormina Mare Resort',
    nameAlias: 'taormina-mare-resort',
    type: 'RESORT',
    stars: null,
    classification: 110,
    enabled: true,
    roomsNumber: 64,
    currency: 'EUR',
    timeZone: 'Europe/Rome',
    address: italianAddress({
      street: 'Via Luigi Pirandello',
      number: '24',
      zipcode: '98039',
      city: 'Taormina',
      province: 'ME',
      region: 'Sicilia',
      lng: 15.289,
      lat: 37.853,
    }),
    paymentSettings: {
      paypal: { type: 'EXPRESS' },
      creditCards: cards('VISA', 'MASTERCARD', 'AMEX', 'DINERS_CLUB'),
      otherCards: cards('MAESTRO', 'JCB'),
    },
    policies: { ...STANDARD_POLICIES, checkinFrom: '15:00', checkinTo: '23:00' },
    description: {
      en: 'A seaside resort on the Ionian coast with Mount Etna on the horizon, terraced gardens and two infinity pools. A short cable-car ride links it to the Greek theatre and the lanes of Taormina.',
      it: "Un resort sul mare della costa ionica con l'Etna all'orizzonte, giardini a terrazze e due piscine a sfioro. Una breve corsa in funivia lo collega al Teatro Antico e ai vicoli di Taormina.",
    },
    vatTax: 10,
    depositPercentage: 30,
    cityTaxCents: 500,
    cityTaxLimit: 7,
    ageDays: 480,
    setting: 'sea-volcano',
    gallery: gallery('taormina-mare-resort', [
      ['terrace', 'Infinity pool facing the Ionian Sea'],
      ['exterior', 'The resort and Mount Etna'],
      ['room', 'Garden suite'],
      ['dusk', 'Sunset over the bay'],
    ]),
  },
  {
    id: 8,
    name: 'I Trulli di Nonna Rosa',
    nameAlias: 'trulli-nonna-rosa-alberobello',
    type: 'APARTMENT',
    stars: null,
    classification: 80,
    enabled: true,
    roomsNumber: 5,
    currency: 'EUR',
    timeZone: 'Europe/Rome',
    address: italianAddress({
      street: 'Via Monte San Michele',
      number: '12',
      zipcode: '70011',
      city: 'Alberobello',
      district: 'Rione Monti',
      province: 'BA',
      region: 'Puglia',
      lng: 17.236,
      lat: 40.7805,
    }),
    paymentSettings: {
      paypal: null,
      creditCards: cards('VISA', 'MASTERCARD'),
      otherCards: cards('MAESTRO'),
    },
    policies: { ...STANDARD_POLICIES, checkinFrom: '16:00', checkinTo: '20:00', checkoutTo: '10:00' },
    description: {
      en: 'Five self-catering apartments in restored trulli, the white cone-roofed houses of the Itria Valley. Each has a kitchenette and a small courtyard with olive trees.',
      it: "Cinque appartamenti indipendenti in trulli restaurati, le case bianche dal tetto a cono della Valle d'Itria. Ognuno ha un angolo cottura e un piccolo cortile con ulivi.",
    },
    vatTax: 10,
    depositPercentage: 20,
    cityTaxCents: 150,
    cityTaxLimit: 5,
    ageDays: 260,
    setting: 'trulli',
    gallery: gallery('trulli-nonna-rosa-alberobello', [
      ['exterior', 'The trulli in Rione Monti'],
      ['room', 'Bedroom under the cone'],
      ['terrace', 'Courtyard with olive trees'],
    ]),
  },
  {
    id: 9,
    name: 'Agriturismo Poggio ai Cipressi',
    nameAlias: 'poggio-ai-cipressi-pienza',
    type: 'FARM_STAY',
    stars: null,
    classification: 95,
    enabled: true,
    roomsNumber: 10,
    currency: 'EUR',
    timeZone: 'Europe/Rome',
    address: italianAddress({
      street: 'Via di Monticchiello',
      number: '42',
      zipcode: '53026',
      city: 'Pienza',
      province: 'SI',
      region: 'Toscana',
      lng: 11.7195,
      lat: 43.0668,
    }),
    paymentSettings: {
      paypal: { type: 'EXPRESS' },
      creditCards: cards('VISA', 'MASTERCARD'),
      otherCards: [],
    },
    policies: { ...STANDARD_POLICIES, petsAllowed: true, checkinTo: '20:00' },
    description: {
      en: "An organic farm in the Val d'Orcia producing pecorino, olive oil and Orcia DOC wine. Rooms in the old stone farmhouse, a panoramic pool and cooking classes with the family.",
      it: "Un'azienda agricola biologica in Val d'Orcia che produce pecorino, olio e vino Orcia DOC. Camere nell'antico casale in pietra, piscina panoramica e corsi di cucina con la famiglia.",
    },
    vatTax: 10,
    depositPercentage: 20,
    cityTaxCents: 200,
    cityTaxLimit: 5,
    ageDays: 330,
    setting: 'countryside',
    gallery: gallery('poggio-ai-cipressi-pienza', [
      ['exterior', 'The farmhouse among the cypresses'],
      ['terrace', 'Panoramic pool over the Val d’Orcia'],
      ['room', 'Room with terracotta floors'],
      ['dusk', 'Golden hour on the hills'],
    ]),
  },
  {
    id: 10,
    name: 'Hotel Darsena Navigli',
    nameAlias: 'hotel-darsena-navigli-milano',
    type: 'HOTEL',
    stars: 2,
    classification: 70,
    enabled: true,
    roomsNumber: 22,
    currency: 'EUR',
    timeZone: 'Europe/Rome',
    address: italianAddress({
      street: 'Ripa di Porta Ticinese',
      number: '15',
      zipcode: '20143',
      city: 'Milano',
      district: 'Navigli',
      province: 'MI',
      region: 'Lombardia',
      lng: 9.176,
      lat: 45.452,
    }),
    paymentSettings: {
      paypal: { type: 'EXPRESS' },
      creditCards: cards('VISA', 'MASTERCARD', 'AMEX', 'UNION_PAY'),
      otherCards: cards('MAESTRO'),
    },
    policies: { ...STANDARD_POLICIES, checkinTo: '23:30' },
    description: {
      en: 'A friendly budget hotel on the Naviglio Grande, surrounded by bars, vintage markets and the Darsena. The metro takes you to the Duomo in ten minutes.',
      it: 'Un hotel accogliente ed economico sul Naviglio Grande, tra locali, mercatini vintage e la Darsena. In metropolitana si arriva al Duomo in dieci minuti.',
    },
    vatTax: 10,
    depositPercentage: 0,
    cityTaxCents: 400,
    cityTaxLimit: 14,
    ageDays: 150,
    setting: 'metropolis',
    gallery: gallery('hotel-darsena-navigli-milano', [
      ['exterior', 'The hotel on the Naviglio Grande'],
      ['room', 'Compact double room'],
      ['dusk', 'Aperitivo time on the canal'],
    ]),
  },
  {
    id: 11,
    name: 'Albergo Spaccanapoli',
    nameAlias: 'albergo-spaccanapoli-napoli',
    type: 'HOTEL',
    stars: 1,
    classification: 60,
    enabled: false,
    roomsNumber: 8,
    currency: 'EUR',
    timeZone: 'Europe/Rome',
    address: italianAddress({
      street: 'Via San Biagio dei Librai',
      number: '39',
      zipcode: '80138',
      city: 'Napoli',
      district: 'Centro Storico',
      province: 'NA',
      region: 'Campania',
      lng: 14.2573,
      lat: 40.8494,
    }),
    paymentSettings: {
      paypal: null,
      creditCards: cards('VISA', 'MASTERCARD'),
      otherCards: [],
    },
    policies: { ...STANDARD_POLICIES, smokingAllowed: true },
    description: {
      en: 'A simple family-run inn on the street that cuts Naples in two, above a historic pizzeria. Clean, essential rooms within walking distance of the Cristo Velato and the harbour.',
      it: 'Una semplice locanda a conduzione familiare sulla strada che taglia in due Napoli, sopra una pizzeria storica. Camere pulite ed essenziali a pochi passi dal Cristo Velato e dal porto.',
    },
    vatTax: 10,
    depositPercentage: 0,
    cityTaxCents: 200,
    cityTaxLimit: 14,
    ageDays: 90,
    setting: 'old-town',
    gallery: gallery('albergo-spaccanapoli-napoli', [
      ['exterior', 'The inn on Spaccanapoli'],
      ['room', 'Single room'],
      ['dusk', 'The lane at night'],
    ]),
  },
  {
    id: 12,
    name: 'Cascina Langhe',
    nameAlias: 'cascina-langhe-la-morra',
    type: 'COUNTRY_HOUSE',
    stars: null,
    classification: 85,
    enabled: false,
    roomsNumber: 7,
    currency: 'EUR',
    timeZone: 'Europe/Rome',
    address: italianAddress({
      street: 'Via Alba',
      number: '5',
      zipcode: '12064',
      city: 'La Morra',
      province: 'CN',
      region: 'Piemonte',
      lng: 7.933,
      lat: 44.638,
    }),
    paymentSettings: {
      paypal: { type: 'EXPRESS' },
      creditCards: cards('VISA', 'MASTERCARD', 'AMEX'),
      otherCards: [],
    },
    policies: { ...STANDARD_POLICIES, childrenAllowed: true, petsAllowed: true },
    description: {
      en: 'A country house among the Barolo vineyards, with seven rooms named after local grape varieties. Wine tastings in the cellar and truffle hunts in autumn.',
      it: 'Una casa di campagna tra i vigneti del Barolo, con sette camere che portano il nome dei vitigni locali. Degustazioni in cantina e ricerca del tartufo in autunno.',
    },
    vatTax: 10,
    depositPercentage: 30,
    cityTaxCents: 150,
    cityTaxLimit: 5,
    ageDays: 45,
    setting: 'vineyards',
    gallery: gallery('cascina-langhe-la-morra', [
      ['exterior', 'The cascina among the vineyards'],
      ['terrace', 'Tasting on the terrace'],
      ['room', 'The Nebbiolo room'],
    ]),
  },
];

// ---------------------------------------------------------------------------------------------
// Demo manager
// ---------------------------------------------------------------------------------------------

export const DEMO_MANAGER = {
  id: 1,
  email: 'manager@example.com',
  username: 'manager',
  /** Plain text on purpose: the seed hashes it; README and `npm start` print it. */
  password: 'Manager2026!',
  name: 'Giulia',
  surname: 'Rossi',
  avatar: 'avatars/giulia-rossi.svg',
  avatarType: 'PORTAL' as AvatarType,
  language: 'en' as Language,
  /**
   * The hotels the manager runs: the four with booking-engine demo data (booking-data.ts), so the
   * staff's reservation actions (secure/hotels/{hotelId}/reservations/…) work on every demo
   * reservation.
   */
  hotelIds: [1, 2, 3, 5],
};

/**
 * The demo hotels' staff (TEAM-1, decision 055): a receptionist and a housekeeper, each with
 * that role at every hotel the demo manager runs (one person, a role in each hotel). README and
 * `npm start` print their credentials next to the manager's.
 */
export const DEMO_STAFF = [
  {
    id: 2,
    email: 'frontdesk@example.com',
    username: 'frontdesk',
    /** Plain text on purpose, as the manager's. */
    password: 'Frontdesk2026!',
    name: 'Marco',
    surname: 'Bianchi',
    language: 'it' as Language,
    role: 'FRONT_DESK' as HotelRole,
    hotelIds: DEMO_MANAGER.hotelIds,
  },
  {
    id: 3,
    email: 'housekeeping@example.com',
    username: 'housekeeping',
    password: 'Housekeeping2026!',
    name: 'Lucia',
    surname: 'Ferri',
    language: 'it' as Language,
    role: 'HOUSEKEEPING' as HotelRole,
    hotelIds: DEMO_MANAGER.hotelIds,
  },
] as const;
export type DemoStaffMember = (typeof DEMO_STAFF)[number];

// ---------------------------------------------------------------------------------------------
// Plans
// ---------------------------------------------------------------------------------------------

export const FEATURE_KEYS = [
  'feature.pms',
  'feature.channel.manager',
  'feature.booking.engine',
  'feature.reviews',
  'feature.statistics',
  'feature.housekeeping',
  'feature.invoicing',
  'feature.multi.property',
  'feature.api',
  'feature.support.email',
  'feature.support.24h',
] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];

export type DemoPaymentOption = {
  id: number;
  frequency: PlanFrequency;
  initialCents: number;
  finalCents: number;
  vatRate: number;
  minLength: { count: number; unit: LengthUnit };
  favorite: boolean;
};

export type DemoLengthDiscount = {
  id: number;
  size: { count: number; unit: LengthUnit };
  type: 'PRICE' | 'PERCENTAGE';
  /** Percentage points for PERCENTAGE, cents for PRICE. */
  value: number;
};

export type DemoPlan = {
  id: number;
  nameKey: string;
  classification: number;
  enabled: boolean;
  background: string | null;
  features: FeatureKey[];
  featureGroups: { nameKey: string; favorite: boolean; features: FeatureKey[] }[];
  paymentOptions: DemoPaymentOption[];
  lengthDiscounts: DemoLengthDiscount[];
  /** Offered only to signed-in managers (GET /api/rs/secure/partner-plans, decision 030). */
  partner?: boolean;
};

function option(
  id: number,
  frequency: PlanFrequency,
  initialCents: number,
  finalCents: number,
  minMonths: number,
  favorite = false,
): DemoPaymentOption {
  return {
    id,
    frequency,
    initialCents,
    finalCents,
    vatRate: 22,
    minLength: { count: minMonths, unit: 'MONTHS' },
    favorite,
  };
}

function discount(
  id: number,
  months: number,
  type: 'PRICE' | 'PERCENTAGE',
  value: number,
): DemoLengthDiscount {
  return { id, size: { count: months, unit: 'MONTHS' }, type, value };
}

export const DEMO_PLANS: DemoPlan[] = [
  {
    id: 1,
    nameKey: 'plan.basic',
    classification: 10,
    enabled: true,
    background: '#7E57C2',
    features: ['feature.pms', 'feature.booking.engine', 'feature.invoicing', 'feature.support.email'],
    featureGroups: [
      { nameKey: 'feature.group.operations', favorite: true, features: ['feature.pms', 'feature.invoicing'] },
      { nameKey: 'feature.group.sales', favorite: false, features: ['feature.booking.engine'] },
      { nameKey: 'feature.group.support', favorite: false, features: ['feature.support.email'] },
    ],
    paymentOptions: [
      option(1, 'MONTHLY', 3900, 3900, 1),
      option(2, 'YEARLY', 46800, 39900, 12, true),
      option(3, 'WEEKLY', 1200, 1200, 1),
    ],
    lengthDiscounts: [discount(1, 12, 'PERCENTAGE', 5), discount(2, 24, 'PERCENTAGE', 10)],
  },
  {
    id: 2,
    nameKey: 'plan.professional',
    classification: 20,
    enabled: true,
    background: '#5E35B1',
    features: [
      'feature.pms',
      'feature.channel.manager',
      'feature.booking.engine',
      'feature.reviews',
      'feature.statistics',
      'feature.housekeeping',
      'feature.invoicing',
      'feature.support.email',
    ],
    featureGroups: [
      {
        nameKey: 'feature.group.operations',
        favorite: false,
        features: ['feature.pms', 'feature.housekeeping', 'feature.invoicing'],
      },
      {
        nameKey: 'feature.group.sales',
        favorite: true,
        features: ['feature.channel.manager', 'feature.booking.engine', 'feature.reviews'],
      },
      { nameKey: 'feature.group.insights', favorite: false, features: ['feature.statistics'] },
      { nameKey: 'feature.group.support', favorite: false, features: ['feature.support.email'] },
    ],
    paymentOptions: [
      option(4, 'MONTHLY', 8900, 7900, 1, true),
      option(5, 'YEARLY', 106800, 89900, 12),
      option(6, 'DAILY', 390, 390, 1),
    ],
    lengthDiscounts: [
      discount(3, 6, 'PERCENTAGE', 5),
      discount(4, 12, 'PERCENTAGE', 10),
      discount(5, 24, 'PERCENTAGE', 15),
    ],
  },
  {
    id: 3,
    nameKey: 'plan.enterprise',
    classification: 30,
    enabled: true,
    background: '#4527A0',
    features: [...FEATURE_KEYS],
    featureGroups: [
      {
        nameKey: 'feature.group.operations',
        favorite: false,
        features: ['feature.pms', 'feature.housekeeping', 'feature.invoicing', 'feature.multi.property'],
      },
      {
        nameKey: 'feature.group.sales',
        favorite: false,
        features: ['feature.channel.manager', 'feature.booking.engine', 'feature.reviews'],
      },
      { nameKey: 'feature.group.insights', favorite: false, features: ['feature.statistics', 'feature.api'] },
      {
        nameKey: 'feature.group.support',
        favorite: true,
        features: ['feature.support.email', 'feature.support.24h'],
      },
    ],
    paymentOptions: [
      option(7, 'MONTHLY', 18900, 18900, 1),
      option(8, 'YEARLY', 226800, 189000, 12, true),
      option(9, 'LUMP_SUM', 540000, 490000, 36),
    ],
    lengthDiscounts: [discount(6, 12, 'PRICE', 20000), discount(7, 24, 'PRICE', 50000)],
  },
  {
    id: 4,
    nameKey: 'plan.channel',
    classification: 40,
    enabled: true,
    background: '#311B92',
    features: ['feature.channel.manager', 'feature.statistics', 'feature.support.email'],
    featureGroups: [
      { nameKey: 'feature.group.sales', favorite: true, features: ['feature.channel.manager'] },
      { nameKey: 'feature.group.insights', favorite: false, features: ['feature.statistics'] },
      { nameKey: 'feature.group.support', favorite: false, features: ['feature.support.email'] },
    ],
    paymentOptions: [
      option(10, 'MONTHLY', 2900, 2900, 1, true),
      option(11, 'YEARLY', 34800, 29900, 12),
      option(12, 'WEEKLY', 900, 800, 1),
    ],
    lengthDiscounts: [discount(8, 12, 'PERCENTAGE', 10), discount(9, 24, 'PRICE', 6000)],
  },
  {
    id: 5,
    nameKey: 'plan.starter',
    classification: 5,
    enabled: false,
    background: null,
    features: ['feature.pms', 'feature.support.email'],
    featureGroups: [
      { nameKey: 'feature.group.operations', favorite: true, features: ['feature.pms'] },
      { nameKey: 'feature.group.support', favorite: false, features: ['feature.support.email'] },
    ],
    paymentOptions: [option(13, 'MONTHLY', 1900, 1900, 1, true), option(14, 'YEARLY', 22800, 19900, 12)],
    lengthDiscounts: [discount(10, 6, 'PRICE', 1000), discount(11, 12, 'PERCENTAGE', 5)],
  },
  {
    // The partner plan (decision 030, 034): what the platform offers the managers already on it
    // for a further property, the Professional plan's features plus several properties, at a
    // partner's price. Never listed publicly; GET /api/rs/secure/partner-plans lists it.
    id: 6,
    nameKey: 'plan.partner',
    classification: 25,
    enabled: true,
    partner: true,
    background: '#00695C',
    features: [
      'feature.pms',
      'feature.channel.manager',
      'feature.booking.engine',
      'feature.reviews',
      'feature.statistics',
      'feature.multi.property',
      'feature.invoicing',
      'feature.support.24h',
    ],
    featureGroups: [
      {
        nameKey: 'feature.group.operations',
        favorite: true,
        features: ['feature.pms', 'feature.multi.property', 'feature.invoicing'],
      },
      {
        nameKey: 'feature.group.sales',
        favorite: false,
        features: ['feature.channel.manager', 'feature.booking.engine', 'feature.reviews'],
      },
      { nameKey: 'feature.group.insights', favorite: false, features: ['feature.statistics'] },
      { nameKey: 'feature.group.support', favorite: false, features: ['feature.support.24h'] },
    ],
    paymentOptions: [option(15, 'MONTHLY', 6900, 6900, 1, true), option(16, 'YEARLY', 82800, 69900, 12)],
    lengthDiscounts: [discount(12, 12, 'PERCENTAGE', 10), discount(13, 24, 'PERCENTAGE', 15)],
  },
];

// ---------------------------------------------------------------------------------------------
// Manager reviews
// ---------------------------------------------------------------------------------------------

export type ReviewFeedback = { type: 'RANK' | 'TEXT'; value: string | number; titleKey: string };

export type DemoReview = {
  id: number;
  managerName: string;
  managerSurname: string;
  nickname: string | null;
  avatarType: AvatarType;
  avatar: string | null;
  facebookImage: string | null;
  googleImage: string | null;
  showRealName: boolean;
  hotelName: string | null;
  language: Language;
  score: number;
  title: string | null;
  pro: string;
  feedbacks: ReviewFeedback[];
  createdDate: string;
};

type ReviewSeed = Omit<
  DemoReview,
  'avatar' | 'facebookImage' | 'googleImage' | 'feedbacks' | 'createdDate'
> & {
  /** Age of the review at seed time, in hours. */
  ageHours: number;
  supportRank: number;
  suggestion: string;
};

/** Reviews as written; dates and avatar paths are filled in by `demoReviews`. */
const REVIEW_SEEDS: ReviewSeed[] = [
  {
    id: 1,
    managerName: 'Marco',
    managerSurname: 'Bianchi',
    nickname: null,
    avatarType: 'PORTAL',
    showRealName: true,
    hotelName: 'Hotel Riva Lario',
    language: 'en',
    score: 9.5,
    title: 'Finally one screen for everything',
    pro: 'Before Itaca we juggled three different tools for reservations, the channel manager and invoices. Now the front desk sees availability, rates and guest requests on one screen, overbookings have disappeared and the booking engine on our website converts much better than the old one.',
    ageHours: 26,
    supportRank: 10,
    suggestion: 'A mobile app for housekeeping staff would be perfect.',
  },
  {
    id: 2,
    managerName: 'Chiara',
    managerSurname: 'Esposito',
    nickname: null,
    avatarType: 'GOOGLE',
    showRealName: true,
    hotelName: 'Villa Le Sirene',
    language: 'it',
    score: 10,
    title: 'Indispensabile in alta stagione',
    pro: "Gestiamo una villa con nove camere e in agosto il telefono non smette mai di squillare. Con Itaca le prenotazioni da Booking, Airbnb e dal nostro sito arrivano tutte nello stesso calendario, le tariffe si aggiornano da sole e l'assistenza ha risposto a ogni domanda in pochi minuti, anche di domenica.",
    ageHours: 50,
    supportRank: 10,
    suggestion: 'Mi piacerebbe poter inviare messaggi WhatsApp agli ospiti direttamente dal gestionale.',
  },
  {
    id: 3,
    managerName: 'Thomas',
    managerSurname: 'Kostner',
    nickname: 'Dolomiti Host',
    avatarType: 'FACEBOOK',
    showRealName: false,
    hotelName: 'Chalet Sassolungo',
    language: 'en',
    score: 8.7,
    title: 'Great for a small chalet',
    pro: 'Setting up rooms and seasonal rates took one afternoon. The statistics show which channels bring the most profitable guests, so we now close low-margin portals during the ski season.',
    ageHours: 98,
    supportRank: 9,
    suggestion: 'German translations of the guest e-mails, please.',
  },
  {
    id: 4,
    managerName: 'Francesca',
    managerSurname: 'Greco',
    nickname: null,
    avatarType: 'PORTAL',
    showRealName: true,
    hotelName: 'Masseria Ulivi Antichi',
    language: 'it',
    score: 7.8,
    title: null,
    pro: 'Il motore di prenotazione è semplice e gli ospiti pagano con carta senza problemi. Ci è servito un po’ di tempo per capire le regole tariffarie, ma ora funziona tutto.',
    ageHours: 149,
    supportRank: 8,
    suggestion: 'Più esempi di configurazione delle tariffe nella guida.',
  },
  {
    id: 5,
    managerName: 'Luca',
    managerSurname: 'Ferrari',
    nickname: null,
    avatarType: 'GOOGLE',
    showRealName: true,
    hotelName: 'Hotel Darsena Navigli',
    language: 'it',
    score: 6.5,
    title: 'Buono, migliorabile',
    pro: 'Il channel manager fa il suo lavoro e le disponibilità sono sempre allineate.',
    ageHours: 240,
    supportRank: 6,
    suggestion: 'I report dovrebbero essere esportabili in Excel.',
  },
  {
    id: 6,
    managerName: 'Sophie',
    managerSurname: 'Martin',
    nickname: 'Guesthouse owner in Lucca',
    avatarType: 'PORTAL',
    showRealName: false,
    hotelName: 'B&B Le Mura',
    language: 'en',
    score: 9,
    title: 'Friendly and fast',
    pro: 'I run a four-room B&B on my own and Itaca saves me at least an hour a day. Check-in forms, city tax and invoices are ready before the guests arrive.',
    ageHours: 360,
    supportRank: 9,
    suggestion: 'A French version of the interface.',
  },
  {
    id: 7,
    managerName: 'Giorgio',
    managerSurname: 'Russo',
    nickname: null,
    avatarType: 'FACEBOOK',
    showRealName: true,
    hotelName: 'Taormina Mare Resort',
    language: 'it',
    score: 8.2,
    title: 'Ottimo per strutture grandi',
    pro: "Con sessantaquattro camere, due ristoranti e una spa avevamo bisogno di un gestionale solido. Itaca gestisce gruppi, allotment con i tour operator e pacchetti con servizi aggiuntivi; le statistiche sull'occupazione ci aiutano a decidere le tariffe settimana per settimana.",
    ageHours: 552,
    supportRank: 8,
    suggestion: 'Integrazione con il sistema di cassa del ristorante.',
  },
  {
    id: 8,
    managerName: 'Elena',
    managerSurname: 'Conti',
    nickname: 'ElenaC',
    avatarType: 'GOOGLE',
    showRealName: false,
    hotelName: 'Residenza Trastevere',
    language: 'en',
    score: 9.8,
    title: 'My guests love the booking page',
    pro: 'Direct bookings went from ten to forty percent in one year thanks to the booking widget on our website. No commissions on those means the subscription paid for itself in the first month, and the reviews module keeps our rating high.',
    ageHours: 840,
    supportRank: 10,
    suggestion: 'Let guests choose the breakfast time while booking.',
  },
  {
    id: 9,
    managerName: 'Paolo',
    managerSurname: 'Romano',
    nickname: null,
    avatarType: 'PORTAL',
    showRealName: true,
    hotelName: 'Agriturismo Poggio ai Cipressi',
    language: 'it',
    score: 7,
    title: null,
    pro: 'Buon prodotto, facile da usare anche per chi non è esperto di computer come me.',
    ageHours: 1_152,
    supportRank: 7,
    suggestion: 'Gestione delle esperienze (corsi di cucina, degustazioni) come servizi prenotabili.',
  },
  {
    id: 10,
    managerName: 'Anna',
    managerSurname: 'Hofer',
    nickname: null,
    avatarType: 'PORTAL',
    showRealName: true,
    hotelName: 'Apartments Meran Centrum',
    language: 'en',
    score: 5.5,
    title: 'Good basics, needs more flexibility',
    pro: 'Availability sync with the portals is reliable and the calendar is clear.',
    ageHours: 1_488,
    supportRank: 5,
    suggestion: 'Minimum-stay rules per weekday and per channel.',
  },
  {
    id: 11,
    managerName: 'Davide',
    managerSurname: 'Colombo',
    nickname: null,
    avatarType: 'FACEBOOK',
    showRealName: true,
    hotelName: 'Palazzo Lungarno',
    language: 'en',
    score: 9.3,
    title: 'A five-star tool for a five-star hotel',
    pro: 'Our guests expect perfection and so do we. Itaca gives reception, revenue and housekeeping the same live picture of the hotel: room status changes instantly, VIP notes follow the guest from booking to check-out, and the 24-hour support line has never left us alone on a busy night.',
    ageHours: 1_920,
    supportRank: 10,
    suggestion: 'Integration with our spa booking system.',
  },
  {
    id: 12,
    managerName: 'Sara',
    managerSurname: 'Ricci',
    nickname: null,
    avatarType: 'GOOGLE',
    showRealName: true,
    hotelName: 'I Trulli di Nonna Rosa',
    language: 'it',
    score: 8.9,
    title: 'Perfetto per gli affitti brevi',
    pro: "Gestisco cinque trulli e prima passavo le serate a copiare prenotazioni tra Airbnb e Booking. Ora il calendario è uno solo, i pagamenti con carta arrivano direttamente e l'imposta di soggiorno viene calcolata in automatico per ogni ospite.",
    ageHours: 2_280,
    supportRank: 9,
    suggestion: 'Check-in online con invio dei documenti prima dell’arrivo.',
  },
  {
    id: 13,
    managerName: 'Roberto',
    managerSurname: 'Marino',
    nickname: 'Albergatore napoletano',
    avatarType: 'PORTAL',
    showRealName: false,
    hotelName: 'Albergo Spaccanapoli',
    language: 'it',
    score: 4,
    title: 'Troppo per una struttura piccola',
    pro: 'Le funzioni sono tante, forse troppe per un albergo di otto camere, però il supporto è gentile.',
    ageHours: 2_880,
    supportRank: 7,
    suggestion: 'Un piano più semplice ed economico per le strutture piccole.',
  },
  {
    id: 14,
    managerName: 'James',
    managerSurname: "O'Connor",
    nickname: null,
    avatarType: 'FACEBOOK',
    showRealName: true,
    hotelName: 'Casa Vacanze Porto Venere',
    language: 'en',
    score: 7.4,
    title: null,
    pro: "I'm Irish, my apartments are in Liguria and my guests come from everywhere: having the platform in English and Italian made the switch easy for me and my staff.",
    ageHours: 3_600,
    supportRank: 8,
    suggestion: 'More languages for the booking engine.',
  },
  {
    id: 15,
    managerName: 'Valentina',
    managerSurname: 'Gallo',
    nickname: null,
    avatarType: 'PORTAL',
    showRealName: true,
    hotelName: "Ca' dei Dogi",
    language: 'it',
    score: 9.1,
    title: 'Venezia senza overbooking',
    pro: "A Venezia ogni camera vuota è un'occasione persa e ogni overbooking un disastro. Da quando usiamo Itaca le disponibilità sono sincronizzate in tempo reale con tutti i portali, il listino si adatta agli eventi come il Carnevale e la Biennale e il personale ha imparato a usarlo in un giorno.",
    ageHours: 4_800,
    supportRank: 9,
    suggestion: 'Tariffe dinamiche suggerite in base agli eventi in città.',
  },
  {
    id: 16,
    managerName: 'Matteo',
    managerSurname: 'Bruno',
    nickname: 'Host in Langa',
    avatarType: 'GOOGLE',
    showRealName: false,
    hotelName: 'Cascina Langhe',
    language: 'en',
    score: 6.9,
    title: 'Solid, with a learning curve',
    pro: 'It took a couple of weeks to set everything up, but the wine-tour packages now sell on our website.',
    ageHours: 6_240,
    supportRank: 7,
    suggestion: 'A guided setup wizard for new properties.',
  },
];

/** Lower-case, accent-free, dash-separated version of `text`. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The reviews with their creation dates computed back from `now`. */
export function demoReviews(now: Date): DemoReview[] {
  return REVIEW_SEEDS.map(({ ageHours, supportRank, suggestion, ...review }) => {
    const slug = slugify(`${review.managerName} ${review.managerSurname}`);
    return {
      ...review,
      avatar: review.avatarType === 'PORTAL' ? `avatars/${slug}.svg` : null,
      facebookImage: review.avatarType === 'FACEBOOK' ? `avatars/facebook-${slug}.svg` : null,
      googleImage: review.avatarType === 'GOOGLE' ? `avatars/google-${slug}.svg` : null,
      feedbacks: [
        { type: 'RANK', value: supportRank, titleKey: 'review.feedback.support' },
        { type: 'TEXT', value: suggestion, titleKey: 'review.feedback.suggestion' },
      ],
      createdDate: hoursBefore(now, ageHours),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Everything together
// ---------------------------------------------------------------------------------------------

export type DemoData = {
  about: About;
  config: { key: string; value: unknown }[];
  hotels: DemoHotel[];
  manager: typeof DEMO_MANAGER;
  staff: readonly DemoStaffMember[];
  plans: DemoPlan[];
  reviews: DemoReview[];
};

export function demoData(now: Date): DemoData {
  return {
    about: DEMO_ABOUT,
    config: DEMO_CONFIG,
    hotels: DEMO_HOTELS,
    manager: DEMO_MANAGER,
    staff: DEMO_STAFF,
    plans: DEMO_PLANS,
    reviews: demoReviews(now),
  };
}

/** Every image path (relative to the storage url) the demo data references. */
export function demoImagePaths(): string[] {
  const paths = new Set<string>(['no-gallery.svg', DEMO_MANAGER.avatar]);
  for (const hotel of DEMO_HOTELS) for (const image of hotel.gallery) paths.add(image.illustration);
  for (const review of demoReviews(new Date(0))) {
    for (const path of [review.avatar, review.facebookImage, review.googleImage]) if (path) paths.add(path);
  }
  return [...paths];
}
