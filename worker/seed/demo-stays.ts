/**
 * The building blocks of the demo hotels' month of reservations (worker/seed/booking-data.ts):
 * a seeded PRNG, the decomposition of a nightly "rooms booked" profile into stays, the packing of
 * stays onto physical rooms, and the guests (names, nationalities, phones, e-mails at the
 * reserved example domains). Pure and deterministic: the same seed gives the same month.
 */

/** A stay as day offsets: nights `start` … `end - 1` (end exclusive). */
export type StayInterval = { start: number; end: number };

/** A 32-bit hash of the parts (FNV-1a), to seed `prng` per hotel and room type. */
export function hashSeed(...parts: ReadonlyArray<string | number>): number {
  let h = 0x811c9dc5;
  for (const char of parts.join('|')) {
    h ^= char.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Mulberry32: a small, fast, seeded PRNG returning numbers in [0, 1). */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Picks one of `items` by weight with `random()`. */
export function weighted<T>(random: () => number, items: ReadonlyArray<readonly [T, number]>): T {
  const total = items.reduce((sum, [, w]) => sum + w, 0);
  let r = random() * total;
  for (const [item, w] of items) {
    r -= w;
    if (r < 0) return item;
  }
  const last = items.at(-1);
  if (!last) throw new Error('weighted: no items');
  return last[0];
}

/** A whole number in [min, max]. */
export const between = (random: () => number, min: number, max: number): number =>
  min + Math.floor(random() * (max - min + 1));

/**
 * The front desk's minimum on a run of nights of `decomposeProfile` (indices `from`…`to`): each
 * night at least `turnover` stays leave and as many arrive, and `stayOvers` stays run on from the
 * night before, whenever the profile of the night and of the one before leave room for them.
 */
export type DeskNights = { from: number; to: number; turnover: number; stayOvers: number };

/**
 * Splits a nightly profile (rooms booked per night, index = night) into stays whose count on
 * every night is exactly the profile: a stay starts when the profile rises, lasts the length
 * drawn from `lengths` (nights → weight), and ends early when the profile falls (the longest
 * running stays leave first). decomposeProfile([1, 1, 0]) → one or two stays covering nights 0–1.
 * Stays still running on the last night end with the profile (its length). On the `desk` nights
 * the longest stays leave early, or the stays due to leave stay on, until the night has its
 * departures, arrivals and stay-overs; every night keeps its count.
 */
export function decomposeProfile(
  profile: ReadonlyArray<number>,
  random: () => number,
  lengths: ReadonlyArray<readonly [number, number]>,
  desk?: DeskNights,
): StayInterval[] {
  const stays: StayInterval[] = [];
  let active: { start: number; wanted: number }[] = [];
  for (let night = 0; night < profile.length; night++) {
    const target = Math.max(0, profile[night] ?? 0);
    const running: { start: number; wanted: number }[] = [];
    const done: { start: number; wanted: number }[] = [];
    for (const stay of active) {
      if (night - stay.start >= stay.wanted) done.push(stay);
      else running.push(stay);
    }
    // Oldest first: when fewer rooms are booked tonight, the longest stays check out.
    running.sort((a, b) => a.start - b.start);
    while (running.length > target) {
      const leaving = running.shift();
      if (leaving) done.push(leaving);
    }
    if (desk && night >= desk.from && night <= desk.to) {
      // Stay-overs leave room for the night's departures and arrivals: the longest leave early…
      const most = Math.max(0, Math.min(active.length, target) - desk.turnover);
      while (running.length > most) {
        const leaving = running.shift();
        if (leaving) done.push(leaving);
      }
      // …and guests due to leave stay a night longer when too few stay on.
      done.sort((a, b) => b.start - a.start);
      while (running.length < Math.min(desk.stayOvers, most) && done.length > 0) {
        const kept = done.shift();
        if (kept) running.push({ start: kept.start, wanted: night - kept.start + 1 });
      }
    }
    for (const stay of done) stays.push({ start: stay.start, end: night });
    while (running.length < target) running.push({ start: night, wanted: weighted(random, lengths) });
    active = running;
  }
  for (const stay of active) stays.push({ start: stay.start, end: profile.length });
  return stays.sort((a, b) => a.start - b.start || a.end - b.end);
}

/** Rooms booked per night by `stays` (index = night, `nights` long). */
export function nightlyCount(stays: ReadonlyArray<StayInterval>, nights: number, offset = 0): number[] {
  const counts = new Array<number>(nights).fill(0);
  for (const stay of stays) {
    for (let night = Math.max(stay.start - offset, 0); night < Math.min(stay.end - offset, nights); night++) {
      counts[night] = (counts[night] ?? 0) + 1;
    }
  }
  return counts;
}

/**
 * Assigns each stay a room (index 0 … rooms - 1) so that no room holds two stays on one night:
 * interval packing in order of arrival, which always succeeds when no night has more stays than
 * rooms. Among the free rooms one is drawn at random (a real front desk spreads guests over the
 * floors). Throws when a night has more stays than rooms.
 */
export function packRooms(stays: ReadonlyArray<StayInterval>, rooms: number, random: () => number): number[] {
  const order = stays.map((_, i) => i).sort((a, b) => (stays[a]?.start ?? 0) - (stays[b]?.start ?? 0));
  const freeFrom = new Array<number>(rooms).fill(Number.NEGATIVE_INFINITY);
  const assigned = new Array<number>(stays.length).fill(-1);
  for (const index of order) {
    const stay = stays[index] as StayInterval;
    const free: number[] = [];
    for (let room = 0; room < rooms; room++) if ((freeFrom[room] ?? 0) <= stay.start) free.push(room);
    if (free.length === 0) throw new Error(`packRooms: no free room on night ${stay.start}`);
    const room = free[Math.floor(random() * free.length)] as number;
    assigned[index] = room;
    freeFrom[room] = stay.end;
  }
  return assigned;
}

// ---------------------------------------------------------------------------------------------
// Guests

export type DemoGuest = {
  name: string;
  surname: string;
  email: string;
  prefix: string;
  number: string;
  nationality: string;
  countryIso: string;
  language: 'en' | 'it';
};

type Nation = {
  iso: string;
  nationality: string;
  prefix: string;
  digits: number;
  lead: string;
  language: 'en' | 'it';
  names: string[];
  surnames: string[];
};

const NATIONS: Nation[] = [
  {
    iso: 'IT',
    nationality: 'Italia',
    prefix: '+39',
    digits: 7,
    lead: '3',
    language: 'it',
    names: [
      'Marco',
      'Chiara',
      'Alessandro',
      'Francesca',
      'Matteo',
      'Elena',
      'Lorenzo',
      'Martina',
      'Davide',
      'Sara',
      'Andrea',
      'Valentina',
      'Federico',
      'Alessia',
      'Simone',
      'Giorgia',
      'Riccardo',
      'Beatrice',
      'Tommaso',
      'Ilaria',
    ],
    surnames: [
      'Rossi',
      'Russo',
      'Ferrari',
      'Esposito',
      'Romano',
      'Colombo',
      'Ricci',
      'Marino',
      'Greco',
      'Bruno',
      'Gallo',
      'Conti',
      'De Luca',
      'Mancini',
      'Costa',
      'Giordano',
      'Rizzo',
      'Lombardi',
      'Moretti',
      'Barbieri',
      'Fontana',
      'Santoro',
      'Mariani',
      'Rinaldi',
    ],
  },
  {
    iso: 'DE',
    nationality: 'Germany',
    prefix: '+49',
    digits: 8,
    lead: '15',
    language: 'en',
    names: [
      'Lukas',
      'Hannah',
      'Felix',
      'Lea',
      'Jonas',
      'Lena',
      'Maximilian',
      'Marie',
      'Paul',
      'Katharina',
      'Moritz',
      'Johanna',
    ],
    surnames: [
      'Müller',
      'Schmidt',
      'Schneider',
      'Fischer',
      'Weber',
      'Meyer',
      'Wagner',
      'Becker',
      'Hoffmann',
      'Schäfer',
      'Koch',
      'Richter',
    ],
  },
  {
    iso: 'FR',
    nationality: 'France',
    prefix: '+33',
    digits: 8,
    lead: '6',
    language: 'en',
    names: ['Louis', 'Chloé', 'Hugo', 'Manon', 'Jules', 'Camille', 'Arthur', 'Inès', 'Théo', 'Léa'],
    surnames: [
      'Bernard',
      'Dubois',
      'Thomas',
      'Robert',
      'Petit',
      'Durand',
      'Leroy',
      'Moreau',
      'Lefèvre',
      'Girard',
    ],
  },
  {
    iso: 'GB',
    nationality: 'United Kingdom',
    prefix: '+44',
    digits: 9,
    lead: '7',
    language: 'en',
    names: ['Oliver', 'Amelia', 'George', 'Isla', 'Harry', 'Olivia', 'Jack', 'Emily', 'Charlie', 'Sophie'],
    surnames: [
      'Jones',
      'Taylor',
      'Brown',
      'Williams',
      'Wilson',
      'Davies',
      'Evans',
      'Walker',
      'Wright',
      'Thompson',
    ],
  },
  {
    iso: 'US',
    nationality: 'United States',
    prefix: '+1',
    digits: 7,
    lead: '212',
    language: 'en',
    names: ['James', 'Emma', 'Michael', 'Ava', 'Daniel', 'Madison', 'Ethan', 'Abigail', 'Ryan', 'Grace'],
    surnames: [
      'Johnson',
      'Miller',
      'Davis',
      'Garcia',
      'Anderson',
      'Martinez',
      'Clark',
      'Lewis',
      'Young',
      'Hill',
    ],
  },
  {
    iso: 'ES',
    nationality: 'Spain',
    prefix: '+34',
    digits: 8,
    lead: '6',
    language: 'en',
    names: ['Pablo', 'Lucía', 'Javier', 'Carmen', 'Diego', 'Paula', 'Álvaro', 'Marta'],
    surnames: ['García', 'Fernández', 'López', 'Sánchez', 'Pérez', 'Gómez', 'Martín', 'Jiménez'],
  },
  {
    iso: 'NL',
    nationality: 'Netherlands',
    prefix: '+31',
    digits: 8,
    lead: '6',
    language: 'en',
    names: ['Daan', 'Sanne', 'Sem', 'Fleur', 'Bram', 'Lotte'],
    surnames: ['de Vries', 'van Dijk', 'Bakker', 'Janssen', 'Visser', 'Smit'],
  },
  {
    iso: 'AT',
    nationality: 'Austria',
    prefix: '+43',
    digits: 8,
    lead: '66',
    language: 'en',
    names: ['Florian', 'Anna', 'Tobias', 'Sophie', 'Stefan', 'Magdalena'],
    surnames: ['Gruber', 'Huber', 'Bauer', 'Pichler', 'Steiner', 'Moser'],
  },
  {
    iso: 'CH',
    nationality: 'Switzerland',
    prefix: '+41',
    digits: 7,
    lead: '79',
    language: 'en',
    names: ['Luca', 'Nina', 'Noah', 'Laura', 'Reto', 'Seraina'],
    surnames: ['Keller', 'Meier', 'Brunner', 'Baumann', 'Frei', 'Zürcher'],
  },
  {
    iso: 'PL',
    nationality: 'Poland',
    prefix: '+48',
    digits: 8,
    lead: '5',
    language: 'en',
    names: ['Jakub', 'Zofia', 'Piotr', 'Maja', 'Tomasz', 'Agnieszka'],
    surnames: ['Nowak', 'Wiśniewski', 'Wójcik', 'Kamiński', 'Lewandowska', 'Zielińska'],
  },
  {
    iso: 'JP',
    nationality: 'Japan',
    prefix: '+81',
    digits: 8,
    lead: '90',
    language: 'en',
    names: ['Haruto', 'Yui', 'Sota', 'Aoi', 'Ren', 'Hina'],
    surnames: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito'],
  },
  {
    iso: 'BR',
    nationality: 'Brazil',
    prefix: '+55',
    digits: 9,
    lead: '11',
    language: 'en',
    names: ['Gabriel', 'Beatriz', 'Rafael', 'Larissa', 'Thiago', 'Camila'],
    surnames: ['Silva', 'Santos', 'Oliveira', 'Souza', 'Pereira', 'Almeida'],
  },
  {
    iso: 'AU',
    nationality: 'Australia',
    prefix: '+61',
    digits: 8,
    lead: '4',
    language: 'en',
    names: ['Liam', 'Charlotte', 'Mason', 'Mia', 'Cooper', 'Ruby'],
    surnames: ['Smith', 'Kelly', 'Ryan', 'Murphy', 'Campbell', 'Harris'],
  },
  {
    iso: 'SE',
    nationality: 'Sweden',
    prefix: '+46',
    digits: 8,
    lead: '7',
    language: 'en',
    names: ['Erik', 'Elsa', 'Oskar', 'Astrid', 'Viktor', 'Ebba'],
    surnames: ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson'],
  },
];

/** Guests' countries by weight: Italians first, then the usual foreign markets. */
export const CITY_MARKETS: ReadonlyArray<readonly [string, number]> = [
  ['IT', 30],
  ['DE', 11],
  ['FR', 10],
  ['GB', 10],
  ['US', 12],
  ['ES', 6],
  ['NL', 4],
  ['AT', 2],
  ['CH', 3],
  ['PL', 2],
  ['JP', 4],
  ['BR', 2],
  ['AU', 3],
  ['SE', 2],
];

/** A mountain hotel's guests: Italians, Germans, Austrians, Swiss and Poles. */
export const MOUNTAIN_MARKETS: ReadonlyArray<readonly [string, number]> = [
  ['IT', 38],
  ['DE', 22],
  ['AT', 8],
  ['CH', 7],
  ['PL', 7],
  ['NL', 5],
  ['GB', 5],
  ['SE', 4],
  ['FR', 2],
  ['US', 2],
];

const EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net'];

/** ASCII local part of an e-mail address: 'De Luca' → 'deluca', 'Müller' → 'muller'. */
export function emailPart(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
}

/**
 * A guest from a market (country → weight): a name and surname of that country, its phone prefix
 * and a mobile number, its language (Italian for Italians, English otherwise), and an e-mail at
 * one of the reserved example domains, made unique with a number when `taken` already has it.
 */
export function demoGuest(
  random: () => number,
  markets: ReadonlyArray<readonly [string, number]>,
  taken: Set<string>,
): DemoGuest {
  const iso = weighted(random, markets);
  const nation = NATIONS.find((n) => n.iso === iso) ?? (NATIONS[0] as Nation);
  const name = nation.names[Math.floor(random() * nation.names.length)] as string;
  const surname = nation.surnames[Math.floor(random() * nation.surnames.length)] as string;
  const domain = EMAIL_DOMAINS[Math.floor(random() * EMAIL_DOMAINS.length)] as string;
  const base = `${emailPart(name)}.${emailPart(surname)}`;
  let email = `${base}@${domain}`;
  for (let n = 2; taken.has(email); n++) email = `${base}${n}@${domain}`;
  taken.add(email);
  let number = nation.lead;
  for (let i = 0; i < nation.digits; i++) number += String(Math.floor(random() * 10));
  return {
    name,
    surname,
    email,
    prefix: nation.prefix,
    number,
    nationality: nation.nationality,
    countryIso: nation.iso,
    language: nation.language,
  };
}

/**
 * Reservation sources by weight, like a real Italian hotel's mix: Booking.com first, the hotel's
 * own widget, Expedia, the phone and e-mail, Airbnb, the portal, then the smaller OTAs and GDSs.
 */
export const SOURCE_WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['BOOKING', 28],
  ['WIDGET', 16],
  ['EXPEDIA', 11],
  ['PHONE', 9],
  ['EMAIL', 6],
  ['AIRBNB', 5],
  ['PORTAL', 5],
  ['AGODA', 4],
  ['OPODO', 2],
  ['EDREAMS', 2],
  ['AMADEUS', 2],
  ['SABRE', 1],
  ['GALILEO', 1],
  ['TRAVELLINK', 1],
  ['GOVOYAGES', 1],
  ['LILIGO', 1],
  ['WORLDSPAN', 1],
  ['DHISCO', 1],
  ['OTHER', 2],
];
