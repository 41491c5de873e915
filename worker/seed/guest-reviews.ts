/**
 * Demo guest reviews (issue 13, spec 002 §3 Review): for every demo hotel with reservations, reviews
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
import { DEMO_HOTELS } from './demo-data.ts';
import { between, hashSeed, prng, weighted } from './demo-stays.ts';
import type { SqlStatement } from './seed-sql.ts';

/** Reviews written for the first demo hotel (the one the demo opens on) and for each other one. */
export const DEMO_REVIEWS_FIRST_HOTEL = 36;
export const DEMO_REVIEWS_OTHER_HOTEL = 12;
/** Days an invitation stays valid (the guest side's choice, issue 13). */
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

const TRIPS: Record<Lang, string[]> = {
  en: ['Couple', 'Family with children', 'Friends', 'Business', 'Solo traveller'],
  it: ['Coppia', 'Famiglia con bambini', 'Amici', 'Lavoro', 'Da solo'],
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

/** The demo reviews of one hotel (deterministic for a hotel and a seed day). */
export function demoGuestReviews(hotelId: number, seedDay: string, count: number): DemoGuestReview[] {
  const random = prng(hashSeed('itaca-guest-reviews', seedDay, hotelId));
  const reviews: DemoGuestReview[] = [];
  for (let stay = 1; stay <= count; stay++) {
    const base = weighted(random, [
      [10, 14],
      [9, 24],
      [8, 24],
      [7, 14],
      [6, 10],
      [5, 8],
      [4, 6],
    ] as const);
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
              [1, 2],
            ] as const),
        ),
      ),
    }));
    const score = Math.round((ranks.reduce((sum, r) => sum + r.value, 0) / ranks.length) * 10) / 10;
    const band: Band = score >= 8 ? 'high' : score >= 6 ? 'mid' : 'low';
    const language: Lang = random() < 0.6 ? 'en' : 'it';
    const texts = TEXTS[language][band];
    const anonymous = random() < 0.15;
    const nickname = !anonymous && random() < 0.2 ? pick(random, NICKNAMES) : null;
    const replied = band === 'low' ? random() < 0.8 : random() < 0.35;
    const likes = Math.floor(random() ** 2 * 6);
    const likedBy = [...new Set(Array.from({ length: likes }, () => between(random, 1, count)))].filter(
      (other) => other !== stay,
    );
    // A few reports, mostly on critical reviews (which is what a hotel's rivals or fans report).
    const reported = random() < (band === 'low' ? 0.25 : 0.02);
    const reporter = stay === count ? 1 : stay + 1;
    reviews.push({
      hotelId,
      stay,
      language,
      score,
      feedbacks: [
        ...ranks,
        // A text item: the kind of trip, or 'no comment'.
        {
          type: 'TEXT',
          titleKey: 'review.feedback.trip',
          value: random() < 0.7 ? pick(random, TRIPS[language]) : null,
        },
      ],
      title: random() < 0.9 ? pick(random, texts.titles) : null,
      pro: pick(random, texts.pros),
      con: random() < 0.8 ? pick(random, texts.cons) : null,
      hint: random() < 0.5 ? pick(random, texts.hints) : null,
      anonymous,
      showRealName: !anonymous && nickname === null,
      nickname,
      delayDays: between(random, 0, 6),
      hour: between(random, 8, 22),
      reply: replied ? pick(random, texts.replies) : null,
      replyHours: between(random, 2, 40),
      likedBy,
      report: reported
        ? {
            by: reporter,
            type: pick(random, REPORT_TYPES),
            note: random() < 0.5 ? 'This review describes a different hotel.' : null,
          }
        : null,
    });
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
      reply: r.reply,
      rh: r.replyHours,
    })),
  );
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
       reply, reply_date, version, created_date)
    WITH ${pastStays(seedDay)}
    SELECT s.hotel_id, s.id, json_extract(j.value, '$.lang'), json_extract(j.value, '$.score'),
           json_extract(j.value, '$.title'), json_extract(j.value, '$.pro'), json_extract(j.value, '$.con'),
           json_extract(j.value, '$.hint'), json_extract(j.value, '$.fb'),
           json_extract(r.guest_json, '$.name'), json_extract(r.guest_json, '$.surname'),
           json_extract(j.value, '$.nick'), json_extract(j.value, '$.anon'), json_extract(j.value, '$.real'),
           0, 'PORTAL',
           json_extract(j.value, '$.reply'),
           CASE WHEN ${replied} THEN ${hoursAfter(created, "json_extract(j.value, '$.rh')", nowIso)} END,
           CASE WHEN ${replied} THEN 2 ELSE 1 END,
           ${created}
    ${stays}
    JOIN reservations r ON r.id = s.id`;
  return [
    { sql: invitation, params: [spec] },
    { sql: review, params: [spec] },
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
