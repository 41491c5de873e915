/**
 * Demo guest reviews (INSIGHT-1, BODATA-10 Review): for every demo hotel with reservations, reviews
 * of real past stays in English and Italian, with RANK feedbacks, anonymous or nicknamed authors,
 * hotel replies, likes and a few reports, each with the invitation its guest received.
 *
 * The reviews are written in TypeScript from a seeded PRNG (the same seed date gives the same
 * reviews), but the stays they belong to are chosen in SQL among the reservations the booking
 * seed wrote just before: a hotel's past stays (checked out by the seed day, CONFIRMED or
 * EARLY_CHECKOUT: a no-show never stayed) in a fixed pseudo-random order, the n-th review going
 * to the n-th stay. So every review is tied to one stay of its own hotel (one per stay: the
 * UNIQUE reservation_id of 0015), its author is that stay's guest and its source and period are
 * the reservation's, whatever reservations the booking seed generated that day.
 *
 * Every statement is INSERT OR IGNORE, like the rest of the seed. The demo invitations are used
 * links whose token was never sent: their hash is random, so nobody can like or report as a demo
 * guest.
 */
import { DEMO_HOTELS, DEMO_MANAGER, demoReviews } from './demo-data.ts';
import { between, hashSeed, prng, weighted } from './demo-stays.ts';
import type { SqlStatement } from './sql.ts';

/** Reviews written for the first demo hotel (the one the demo opens on) and for each other one. */
export const DEMO_REVIEWS_FIRST_HOTEL = 36;
export const DEMO_REVIEWS_OTHER_HOTEL = 12;
/** Days an invitation stays valid (the guest side's choice, INSIGHT-1). */
const INVITATION_DAYS = 30;
/** Reviews per statement: D1 caps a statement's size. */
const CHUNK = 12;

/** The RANK items of the review form (keys `review.feedback.*`). */
export const DEMO_RANK_ITEMS = [
  'cleanliness',
  'comfort',
  'location',
  'facilities',
  'staff',
  'value',
] as const;
/** Report types a guest can choose (the guest side's list). */
const REPORT_TYPES = ['OFFENSIVE', 'SPAM', 'NOT_ABOUT_STAY', 'PERSONAL_DATA', 'OTHER'] as const;

type Lang = 'en' | 'it';
type Band = 'high' | 'mid' | 'low';
type Texts = { titles: string[]; pros: string[]; cons: string[]; hints: string[]; replies: string[] };

const TEXTS: Record<Lang, Record<Band, Texts>> = {
  en: {
    high: {
      titles: [
        'A perfect long weekend',
        'We will be back',
        'Exceeded every expectation',
        'Charming and spotless',
        'The best stay of our trip',
        'Wonderful staff, wonderful room',
      ],
      pros: [
        'The room was spotless and quiet, and the bed was one of the most comfortable we have slept in. Breakfast had fresh pastries every morning.',
        'Reception gave us a hand-drawn map with their favourite restaurants and every single one was excellent.',
        'Great location: everything within walking distance, yet the street was calm at night.',
        'They upgraded us for our anniversary without us asking and left a handwritten card. Small touches like that make a hotel.',
        'Lovely old building, carefully restored, with a real sense of place.',
        'Check-in took two minutes and they stored our luggage after check-out so we could enjoy the last afternoon.',
        'Excellent value for the location. The rooftop terrace at sunset is worth the trip alone.',
        'Housekeeping was discreet and thorough; fresh towels every day and the room always smelled clean.',
      ],
      cons: [
        'The shower pressure was a little weak in the mornings.',
        'The lift is small, so with big suitcases we took turns.',
        'Nothing really, maybe a kettle in the room would be nice.',
        'Wi-Fi was slow on the top floor.',
        'Breakfast ends at 10:00, a bit early on holiday.',
      ],
      hints: [
        'Ask for a room on the courtyard side if you are a light sleeper.',
        'Book the breakfast on the terrace the day before: it fills up.',
        'The reception can book museum tickets for you: it saves the queue.',
        'Arrive by water taxi if you can, it is an experience in itself.',
      ],
      replies: [
        'Thank you for such kind words! We are delighted you enjoyed your stay and hope to welcome you back soon.',
        'Dear guest, thank you for choosing us. We have passed your compliments on to the whole team.',
        'Many thanks for your review. We noted your suggestion about the kettle and will add one to every room this winter.',
      ],
    },
    mid: {
      titles: ['Good base for sightseeing', 'Nice, with a few flaws', 'Decent stay', 'Fine for a short trip'],
      pros: [
        'Friendly staff and a good position for exploring the centre on foot.',
        'The room was clean and the bed comfortable.',
        'Good breakfast with local products.',
        'Helpful reception that answered all our questions quickly.',
        'Fair price for the area.',
      ],
      cons: [
        'Our room faced the street and it was noisy until late.',
        'The bathroom needs some renovation: the grout was stained.',
        'Air conditioning was noisy and hard to regulate.',
        'The room was smaller than in the photos.',
        'Check-in took a long time because only one person was at the desk.',
      ],
      hints: [
        'Bring earplugs if you get a street-facing room.',
        'Ask for a room on a higher floor.',
        'Parking nearby is expensive: come by train.',
      ],
      replies: [
        'Thank you for your feedback. We are sorry about the noise and have noted your request for a quieter room next time.',
        'Dear guest, thank you for staying with us. The bathrooms on the second floor are being renovated this winter.',
      ],
    },
    low: {
      titles: ['Disappointing', 'Not what we expected', 'Needs attention'],
      pros: ['The location is convenient.', 'The breakfast staff were kind.', 'The bed was comfortable.'],
      cons: [
        'The room was not clean on arrival and we had to wait an hour for it to be redone.',
        'Heating did not work for two nights despite several requests.',
        'We were charged for the city tax twice and it took days to get a refund.',
        'Very noisy: the walls are thin and the neighbours could be heard all night.',
      ],
      hints: ['Check the room carefully on arrival.', 'Ask for the invoice before leaving.'],
      replies: [
        'Dear guest, we are truly sorry your stay fell short. We have reviewed the heating issue with our maintenance team and refunded the duplicate charge.',
        'We apologise for the cleaning delay on your arrival. It is not our standard and we have changed our check-in procedure.',
      ],
    },
  },
  it: {
    high: {
      titles: [
        'Un weekend perfetto',
        'Torneremo sicuramente',
        'Oltre ogni aspettativa',
        'Incantevole e pulitissimo',
        'Il miglior soggiorno del viaggio',
        'Personale splendido',
      ],
      pros: [
        'Camera pulitissima e silenziosa, letto comodissimo. A colazione cornetti freschi ogni mattina.',
        'Alla reception ci hanno dato una mappa con i loro ristoranti preferiti: tutti ottimi.',
        'Posizione eccellente: tutto raggiungibile a piedi, ma la sera la via era tranquilla.',
        'Per il nostro anniversario ci hanno fatto un upgrade senza chiederlo e lasciato un biglietto scritto a mano.',
        'Edificio storico restaurato con gusto, si respira la storia della città.',
        'Check-in velocissimo e deposito bagagli dopo il check-out: abbiamo potuto goderci l’ultimo pomeriggio.',
        'Ottimo rapporto qualità-prezzo. La terrazza al tramonto vale da sola il viaggio.',
      ],
      cons: [
        'La pressione della doccia era un po’ debole al mattino.',
        'L’ascensore è piccolo, con le valigie grandi abbiamo fatto a turno.',
        'Niente di rilevante, forse un bollitore in camera.',
        'Il Wi-Fi all’ultimo piano era lento.',
        'La colazione finisce alle 10:00, un po’ presto in vacanza.',
      ],
      hints: [
        'Chiedete una camera sul cortile se avete il sonno leggero.',
        'Prenotate la colazione in terrazza il giorno prima.',
        'La reception prenota i biglietti dei musei: si evita la coda.',
      ],
      replies: [
        'Grazie di cuore per le belle parole! Siamo felici che il soggiorno vi sia piaciuto e speriamo di rivedervi presto.',
        'Gentile ospite, grazie per averci scelto. Abbiamo girato i complimenti a tutto lo staff.',
      ],
    },
    mid: {
      titles: ['Buona base per visitare la città', 'Carino, con qualche difetto', 'Soggiorno discreto'],
      pros: [
        'Personale gentile e posizione comoda per girare il centro a piedi.',
        'Camera pulita e letto comodo.',
        'Buona colazione con prodotti locali.',
        'Prezzo onesto per la zona.',
      ],
      cons: [
        'La camera dava sulla strada ed era rumorosa fino a tardi.',
        'Il bagno andrebbe rinnovato.',
        'L’aria condizionata era rumorosa e difficile da regolare.',
        'La camera era più piccola che nelle foto.',
      ],
      hints: [
        'Portate i tappi per le orecchie se la camera è sulla strada.',
        'Meglio arrivare in treno: il parcheggio costa caro.',
      ],
      replies: [
        'Grazie per il suo commento. Ci dispiace per il rumore: la prossima volta le riserveremo una camera più tranquilla.',
        'Gentile ospite, grazie del soggiorno. I bagni del secondo piano saranno rinnovati quest’inverno.',
      ],
    },
    low: {
      titles: ['Deludente', 'Non all’altezza', 'Da migliorare'],
      pros: ['La posizione è comoda.', 'Il personale della colazione era gentile.'],
      cons: [
        'All’arrivo la camera non era pulita e abbiamo aspettato un’ora.',
        'Il riscaldamento non ha funzionato per due notti nonostante le richieste.',
        'Molto rumoroso: le pareti sono sottili.',
      ],
      hints: ['Controllate bene la camera all’arrivo.'],
      replies: [
        'Gentile ospite, ci scusiamo sinceramente. Abbiamo verificato il problema del riscaldamento con la manutenzione.',
      ],
    },
  },
};

/**
 * What guests write in the review form's "room" box (a text item the real form has), in their own
 * language like the rest of the review: never a made-up item, whose label no screen can translate.
 */
const ROOM_COMMENTS: Record<Lang, string[]> = {
  en: [
    'Quiet room facing the courtyard.',
    'Spacious, with a comfortable bed.',
    'Small but spotless.',
    'Great view over the canal.',
    'The shower could be stronger.',
  ],
  it: [
    'Camera silenziosa sul cortile.',
    'Spaziosa, con un letto comodo.',
    'Piccola ma pulitissima.',
    'Bella vista sul canale.',
    'La doccia potrebbe essere più forte.',
  ],
};

/** Notes of the guests who report a review. */
const REPORT_NOTES: Record<Lang, string[]> = {
  en: ['This review describes a different hotel.', 'It names a member of staff.'],
  it: ['Questa recensione parla di un altro hotel.', 'Cita per nome una persona dello staff.'],
};

const NICKNAMES = [
  'TravellingTom',
  'Viaggiatrice78',
  'GlobeTrotter',
  'Marco_in_viaggio',
  'LaFamigliaR',
  'SlowTraveller',
];

/** One review as written, before it is matched with a stay of its hotel. */
export type DemoGuestReview = {
  hotelId: number;
  /** The n-th past stay of the hotel (1-based) in the seed's fixed order. */
  stay: number;
  language: Lang;
  score: number;
  feedbacks: Array<{ type: 'RANK' | 'TEXT'; titleKey: string; value: number | string | null }>;
  title: string | null;
  pro: string | null;
  con: string | null;
  hint: string | null;
  anonymous: boolean;
  showRealName: boolean;
  nickname: string | null;
  /** Shows a picture: the one of the guest's name among the demo avatars, else their initials. */
  showAvatar: boolean;
  /** Days and hours after the checkout the review was sent. */
  delayDays: number;
  hour: number;
  reply: string | null;
  /** Hours after the review the hotel replied. */
  replyHours: number;
  /** Other stays of the same hotel whose guests liked this review. */
  likedBy: number[];
  report: { by: number; type: string; note: string | null } | null;
};

const pick = <T>(random: () => number, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick: no items');
  return item;
};

/**
 * Share of each base score among a well-run hotel's reviews, like the big portals show for a good
 * 3- or 4-star city hotel: mostly 8 to 10, some 7s, a few sixes and fewer fives and fours. Every
 * hotel gets these shares exactly (largest remainder), not by chance, so each demo hotel looks
 * like one whatever the seed day; the PRNG only decides the order and the details.
 */
export const DEMO_SCORE_SHARES: ReadonlyArray<readonly [number, number]> = [
  [10, 0.22],
  [9, 0.3],
  [8, 0.25],
  [7, 0.12],
  [6, 0.05],
  [5, 0.03],
  [4, 0.03],
];
/** How reviewers chose to appear: most under their name, some with a nickname, a few anonymous. */
const APPEARANCE_SHARES: ReadonlyArray<readonly [Appearance, number]> = [
  ['name', 0.65],
  ['nickname', 0.2],
  ['anonymous', 0.15],
];
/** Reviews written in English (the rest in Italian): the demo hotels' guests are mostly foreign. */
const ENGLISH_SHARE = 0.6;
/** Share of reviews reported by another guest (at least one per hotel). */
const REPORTED_SHARE = 0.06;

type Appearance = 'name' | 'nickname' | 'anonymous';

/**
 * `count` items with each item's share of `shares`, by largest remainder (ties to the earlier item).
 * @example quota([['a', 0.5], ['b', 0.5]], 3) // ['a', 'a', 'b']
 */
export function quota<T>(shares: ReadonlyArray<readonly [T, number]>, count: number): T[] {
  const exact = shares.map(([item, share], index) => ({ item, index, exact: share * count }));
  const taken = exact.map((e) => Math.floor(e.exact));
  let left = count - taken.reduce((sum, n) => sum + n, 0);
  for (const e of [...exact].sort(
    (a, b) => b.exact - Math.floor(b.exact) - (a.exact - Math.floor(a.exact)) || a.index - b.index,
  )) {
    if (left <= 0) break;
    taken[e.index] = (taken[e.index] ?? 0) + 1;
    left -= 1;
  }
  return exact.flatMap((e) => Array.from({ length: taken[e.index] ?? 0 }, () => e.item));
}

/** The items in a random order (Fisher–Yates with the seeded PRNG). */
function shuffle<T>(random: () => number, items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** The base scores of a hotel's `count` reviews: the shares, with at least one critical review (5 or less). */
export function demoBaseScores(count: number): number[] {
  const scores = quota(DEMO_SCORE_SHARES, count);
  if (count > 2 && !scores.some((score) => score <= 5)) {
    // A small hotel's share of fives rounds to none; a real one still has its unhappy guest.
    const seven = scores.lastIndexOf(7);
    scores[seven >= 0 ? seven : scores.length - 1] = 5;
  }
  return scores;
}

/** The demo reviews of one hotel (deterministic for a hotel and a seed day). */
export function demoGuestReviews(hotelId: number, seedDay: string, count: number): DemoGuestReview[] {
  const random = prng(hashSeed('itaca-guest-reviews', seedDay, hotelId));
  const bases = shuffle(random, demoBaseScores(count));
  const languages = shuffle(
    random,
    quota<Lang>(
      [
        ['en', ENGLISH_SHARE],
        ['it', 1 - ENGLISH_SHARE],
      ],
      count,
    ),
  );
  const appearances = shuffle(random, quota(APPEARANCE_SHARES, count));
  const reviews: DemoGuestReview[] = [];
  for (let stay = 1; stay <= count; stay++) {
    const base = bases[stay - 1] ?? 8;
    const ranks = DEMO_RANK_ITEMS.map((item) => ({
      type: 'RANK' as const,
      titleKey: `review.feedback.${item}`,
      value: Math.max(
        4,
        Math.min(
          10,
          base +
            weighted(random, [
              [-1, 3],
              [0, 5],
              [1, base >= 9 ? 2 : 3],
            ] as const),
        ),
      ),
    }));
    const score = Math.round((ranks.reduce((sum, r) => sum + r.value, 0) / ranks.length) * 10) / 10;
    const band: Band = score >= 8 ? 'high' : score >= 6 ? 'mid' : 'low';
    const language = languages[stay - 1] ?? 'en';
    const texts = TEXTS[language][band];
    const appearance = appearances[stay - 1] ?? 'name';
    const anonymous = appearance === 'anonymous';
    const nickname = appearance === 'nickname' ? pick(random, NICKNAMES) : null;
    // A well-run hotel answers every critical review and a good share of the others.
    const replied = band === 'low' ? true : random() < (band === 'mid' ? 0.6 : 0.3);
    const likes = Math.floor(random() ** 2 * 6);
    const likedBy = [...new Set(Array.from({ length: likes }, () => between(random, 1, count)))].filter(
      (other) => other !== stay,
    );
    reviews.push({
      hotelId,
      stay,
      language,
      score,
      feedbacks: [
        ...ranks,
        // A text item of the form: a word on the room, or nothing.
        {
          type: 'TEXT',
          titleKey: 'review.feedback.room',
          value: random() < 0.7 ? pick(random, ROOM_COMMENTS[language]) : null,
        },
      ],
      title: random() < 0.9 ? pick(random, texts.titles) : null,
      pro: pick(random, texts.pros),
      con: band === 'low' || random() < 0.8 ? pick(random, texts.cons) : null,
      hint: random() < 0.5 ? pick(random, texts.hints) : null,
      anonymous,
      showRealName: appearance === 'name',
      nickname,
      // Half of those who show themselves also show their picture (or initials without one).
      showAvatar: !anonymous && random() < 0.5,
      delayDays: between(random, 0, 6),
      hour: between(random, 8, 22),
      reply: replied ? pick(random, texts.replies) : null,
      replyHours: between(random, 2, 40),
      likedBy,
      report: null,
    });
  }
  // Reports: the most critical review (what a hotel's fans report) and, on a bigger hotel, others
  // at random, each by the next stay's guest.
  const reported = Math.max(1, Math.round(count * REPORTED_SHARE));
  const order = [...reviews].sort((a, b) => a.score - b.score || a.stay - b.stay);
  const targets = [order[0], ...shuffle(random, order.slice(1)).slice(0, reported - 1)];
  for (const target of targets) {
    if (!target) continue;
    target.report = {
      by: target.stay === count ? 1 : target.stay + 1,
      type: pick(random, REPORT_TYPES),
      note: random() < 0.5 ? pick(random, REPORT_NOTES[target.language]) : null,
    };
  }
  return reviews;
}

/**
 * The hotel's past stays as `past (id, hotel_id, checkout, n)`: n is the stay's place in a fixed
 * pseudo-random order (a multiplicative hash of the id), so reviews spread over the month instead
 * of piling on its first days. The same order in every statement.
 */
const pastStays = (seedDay: string) => `past AS (
  SELECT r.id, r.hotel_id, r.checkout,
         ROW_NUMBER() OVER (PARTITION BY r.hotel_id ORDER BY (r.id * 2654435761) % 1000003, r.id) AS n
  FROM reservations r
  WHERE r.status IN ('CONFIRMED', 'EARLY_CHECKOUT') AND r.checkout <= '${seedDay}'
)`;

/** An ISO instant `hours` after `from` (an SQL expression), never after the seed's `now`. */
const hoursAfter = (from: string, hours: string, nowIso: string) =>
  `min(strftime('%Y-%m-%dT%H:%M:%fZ', ${from}, '+' || (${hours}) || ' hours'), '${nowIso}')`;

/**
 * The profile pictures demo guests may have: the demo's pictures (public/images/avatars, the
 * home page managers'). A portrait uploaded on the portal (PORTAL) goes to a guest of the same
 * first name; a Facebook or Google picture, which shows its owner's initials, to a guest with the
 * same initials. A guest with a picture who signs with their name shows it; any other guest who
 * shows an avatar shows their initials.
 */
export function demoAvatars(): Array<{
  type: string;
  path: string;
  name: string | null;
  initials: string | null;
}> {
  const people = [
    {
      name: DEMO_MANAGER.name,
      surname: DEMO_MANAGER.surname,
      type: DEMO_MANAGER.avatarType,
      path: DEMO_MANAGER.avatar,
    },
    ...demoReviews(new Date(0)).map((r) => ({
      name: r.managerName,
      surname: r.managerSurname,
      type: r.avatarType,
      path: r.avatar ?? r.facebookImage ?? r.googleImage,
    })),
  ];
  const seen = new Set<string>();
  return people.flatMap(({ name, surname, type, path }) => {
    if (!path || seen.has(path)) return [];
    seen.add(path);
    const portrait = type === 'PORTAL';
    return [
      {
        type,
        path,
        name: portrait ? name : null,
        initials: portrait ? null : `${name.charAt(0)}${surname.charAt(0)}`.toUpperCase(),
      },
    ];
  });
}

/** SQL of the demo picture's `field` of the guest of reservation `r` (NULL without one). */
const avatar = (field: 'type' | 'path') => `(SELECT json_extract(a.value, '$.${field}') FROM avatars AS a
      WHERE (json_extract(a.value, '$.name') = trim(json_extract(r.guest_json, '$.name'))
          OR json_extract(a.value, '$.initials') = upper(substr(trim(json_extract(r.guest_json, '$.name')), 1, 1)
                                                     || substr(trim(json_extract(r.guest_json, '$.surname')), 1, 1)))
      ORDER BY a.key LIMIT 1)`;

function reviewStatements(reviews: DemoGuestReview[], seedDay: string, nowIso: string): SqlStatement[] {
  const spec = JSON.stringify(
    reviews.map((r) => ({
      h: r.hotelId,
      n: r.stay,
      lang: r.language,
      score: r.score,
      fb: JSON.stringify(r.feedbacks),
      title: r.title,
      pro: r.pro,
      con: r.con,
      hint: r.hint,
      anon: r.anonymous ? 1 : 0,
      real: r.showRealName ? 1 : 0,
      nick: r.nickname,
      hours: r.delayDays * 24 + r.hour,
      av: r.showAvatar ? 1 : 0,
      reply: r.reply,
      rh: r.replyHours,
    })),
  );
  const avatars = JSON.stringify(demoAvatars());
  const created = hoursAfter("s.checkout || 'T00:00:00Z'", "json_extract(j.value, '$.hours')", nowIso);
  const stays = `FROM json_each(?) AS j
    JOIN past s ON s.hotel_id = json_extract(j.value, '$.h') AND s.n = json_extract(j.value, '$.n')`;
  const invitation = `INSERT OR IGNORE INTO review_invitations
      (reservation_id, hotel_id, token_hash, created_date, expires_date, used_date)
    WITH ${pastStays(seedDay)}
    SELECT s.id, s.hotel_id, lower(hex(randomblob(32))),
           s.checkout || 'T10:00:00.000Z',
           strftime('%Y-%m-%dT10:00:00.000Z', s.checkout, '+${INVITATION_DAYS} days'),
           ${created}
    ${stays}`;
  const replied = "json_extract(j.value, '$.reply') IS NOT NULL";
  const review = `INSERT OR IGNORE INTO guest_reviews
      (hotel_id, reservation_id, language, score, title, pro, con, hint, feedbacks_json,
       author_name, author_surname, nickname, anonymous, show_real_name, show_avatar, avatar_type,
       avatar, reply, reply_date, version, created_date)
    WITH avatars AS (SELECT key, value FROM json_each(?)), ${pastStays(seedDay)}
    SELECT s.hotel_id, s.id, json_extract(j.value, '$.lang'), json_extract(j.value, '$.score'),
           json_extract(j.value, '$.title'), json_extract(j.value, '$.pro'), json_extract(j.value, '$.con'),
           json_extract(j.value, '$.hint'), json_extract(j.value, '$.fb'),
           json_extract(r.guest_json, '$.name'), json_extract(r.guest_json, '$.surname'),
           json_extract(j.value, '$.nick'), json_extract(j.value, '$.anon'), json_extract(j.value, '$.real'),
           CASE WHEN json_extract(j.value, '$.anon') = 1 THEN 0
                WHEN json_extract(j.value, '$.nick') IS NULL AND ${avatar('path')} IS NOT NULL THEN 1
                ELSE json_extract(j.value, '$.av') END,
           coalesce(${avatar('type')}, 'PORTAL'), ${avatar('path')},
           json_extract(j.value, '$.reply'),
           CASE WHEN ${replied} THEN ${hoursAfter(created, "json_extract(j.value, '$.rh')", nowIso)} END,
           CASE WHEN ${replied} THEN 2 ELSE 1 END,
           ${created}
    ${stays}
    JOIN reservations r ON r.id = s.id`;
  return [
    { sql: invitation, params: [spec] },
    { sql: review, params: [avatars, spec] },
  ];
}

/** Likes and reports: pairs (review's stay, guest's stay) of one hotel, matched through `past`. */
function pairStatement(table: 'likes' | 'reports', rows: unknown[], seedDay: string): SqlStatement {
  const target =
    table === 'likes'
      ? 'INSERT OR IGNORE INTO guest_review_likes (review_id, invitation_id, created_date)'
      : 'INSERT OR IGNORE INTO guest_review_reports (review_id, invitation_id, report_type, report_note, created_date)';
  const extra = table === 'likes' ? '' : "json_extract(j.value, '$.type'), json_extract(j.value, '$.note'),";
  return {
    sql: `${target}
      WITH ${pastStays(seedDay)}
      SELECT g.id, i.id, ${extra} max(g.created_date, i.used_date)
      FROM json_each(?) AS j
      JOIN past a ON a.hotel_id = json_extract(j.value, '$.h') AND a.n = json_extract(j.value, '$.n')
      JOIN guest_reviews g ON g.reservation_id = a.id
      JOIN past b ON b.hotel_id = a.hotel_id AND b.n = json_extract(j.value, '$.by')
      JOIN review_invitations i ON i.reservation_id = b.id AND i.used_date IS NOT NULL`,
    params: [JSON.stringify(rows)],
  };
}

/**
 * The statements of the demo reviews for the seed day `seedDay` (the hotels' local date, the
 * one the booking seed starts from), to run after the booking seed's reservations.
 */
export function buildGuestReviewStatements(now: Date, seedDay: string): SqlStatement[] {
  const nowIso = now.toISOString();
  const statements: SqlStatement[] = [];
  DEMO_HOTELS.forEach((hotel, index) => {
    const reviews = demoGuestReviews(
      hotel.id,
      seedDay,
      index === 0 ? DEMO_REVIEWS_FIRST_HOTEL : DEMO_REVIEWS_OTHER_HOTEL,
    );
    for (let i = 0; i < reviews.length; i += CHUNK) {
      statements.push(...reviewStatements(reviews.slice(i, i + CHUNK), seedDay, nowIso));
    }
    const likes = reviews.flatMap((r) => r.likedBy.map((by) => ({ h: r.hotelId, n: r.stay, by })));
    const reports = reviews.flatMap((r) => (r.report ? [{ h: r.hotelId, n: r.stay, ...r.report }] : []));
    if (likes.length > 0) statements.push(pairStatement('likes', likes, seedDay));
    if (reports.length > 0) statements.push(pairStatement('reports', reports, seedDay));
  });
  return statements;
}
