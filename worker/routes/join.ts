import { Hono, type MiddlewareHandler } from 'hono';
import { joinQuerySchema, type Quote, quoteSchema } from '../../src/contracts/join.ts';
import { toPage } from '../../src/contracts/paging.ts';
import { pendingHotelsQuerySchema } from '../../src/contracts/public-lists.ts';
import type { JoinResponse, MessageResponse, Page, PendingHotel } from '../../src/contracts/types.ts';
import { generateHotelAlias, placeholderHotel } from '../../src/domain/hotel-types.ts';
import { findAbout } from '../data/about.ts';
import {
  findPendingHotels,
  insertJoinRequestStatement,
  insertQuoteStatements,
  isQuoteIdCollision,
  joinInvitationEmail,
  managerEmailExists,
  newQuoteId,
  type PendingHotelRecord,
  type QuoteHotelRow,
  quoteConfirmationEmail,
  quoteNotificationEmail,
} from '../data/onboarding.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import { queueEmailStatement } from '../mail/outbox.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { clientIp, enforceRateLimit } from '../security/rate-limit.ts';
import { validate } from '../validation.ts';

const HOUR = 3600;
const DAY = 24 * HOUR;

/** The API's pending hotel, field by field from the stored one. */
function pendingHotelView(hotel: PendingHotelRecord): PendingHotel {
  return {
    id: hotel.id,
    name: hotel.name,
    nameAlias: hotel.nameAlias,
    type: hotel.type,
    stars: hotel.stars,
    roomsNumber: hotel.roomsNumber,
    addressInfo: hotel.addressInfo,
    status: hotel.status,
    createdDate: hotel.createdDate,
  };
}

/** GET /join per client address: 30 an hour. */
export const JOIN_PER_IP_PER_HOUR = 30;
/** Join invitations (sendEmail=true) per recipient: 3 a day, so nobody's mailbox can be flooded. */
export const JOIN_INVITATIONS_PER_EMAIL_PER_DAY = 3;
/** POST /join/quote per client address: 10 an hour. */
export const QUOTES_PER_IP_PER_HOUR = 10;
/** POST /join/quote per manager e-mail: 5 a day. */
export const QUOTES_PER_EMAIL_PER_DAY = 5;

const PENDING_HOTELS_FAILURE = "Error getting temphotel's list";
const QUOTE_ID_ATTEMPTS = 3;

/** Counts the request against a per-IP limit before anything else (malformed requests included). */
function limitPerIp(action: string, limit: number, windowSeconds: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await enforceRateLimit(c, action, [{ key: `ip:${clientIp(c)}`, limit, windowSeconds }]);
    await next();
  };
}

/**
 * The rows of the quote's hotels: names kept (or a placeholder for building type NONE with no
 * name), unique url-safe aliases, and 'BUILDING' as type when the building type asks for none.
 */
export function resolveQuoteHotels(quote: Quote): QuoteHotelRow[] {
  const used = new Set<string>();
  return quote.hotels.map((hotel) => {
    let name = hotel.name;
    let nameAlias: string;
    do {
      if (name) {
        nameAlias = generateHotelAlias(name);
      } else {
        const placeholder = placeholderHotel();
        name = placeholder.name;
        nameAlias = placeholder.nameAlias;
      }
    } while (used.has(nameAlias));
    used.add(nameAlias);
    return {
      name,
      nameAlias,
      type: hotel.type ?? 'BUILDING',
      stars: hotel.stars ?? null,
      roomsNumber: hotel.roomsNumber ?? null,
      addressInfo: hotel.addressInfo,
    };
  });
}

/**
 * The join flow (SITEFLOW, PUBAPI): GET join, GET join/hotels, POST join/quote.
 */
export const joinRoutes = new Hono<AppEnv>()
  /**
   * GET /join?email=&sendEmail= → {isContinue, email}. isContinue is true when no manager
   * account uses the address (the prospect goes on to the quote or registration), false when
   * one does (they should log in).
   *
   * Trade-off: the spec requires isContinue, so this call tells anyone whether an address has
   * an account (account enumeration). It is limited to 30 calls an hour per client address;
   * registration and login reveal the same fact anyway. Being a GET with side effects, a
   * cross-site page could trigger it (an <img>, a link): the invitation e-mail is therefore
   * only sent for same-origin requests (Sec-Fetch-Site) and at most 3 times a day per recipient.
   */
  .get(
    '/join',
    failureMessage('Error joining'),
    limitPerIp('join', JOIN_PER_IP_PER_HOUR, HOUR),
    validate('query', joinQuerySchema),
    async (c) => {
      const { email, sendEmail } = c.req.valid('query');
      const db = c.env.DB;
      if (sendEmail) {
        const fetchSite = c.req.header('Sec-Fetch-Site');
        if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') {
          throw new ApiError(403, 'Cross-site request refused');
        }
        await enforceRateLimit(c, 'join-invitation', [
          {
            key: `email:${email.toLowerCase()}`,
            limit: JOIN_INVITATIONS_PER_EMAIL_PER_DAY,
            windowSeconds: DAY,
          },
        ]);
      }
      const hasAccount = await managerEmailExists(db, email);
      const isContinue = !hasAccount;
      const now = new Date();
      const statements = [insertJoinRequestStatement(db, { email, sendEmail, isContinue }, now)];
      if (sendEmail) {
        statements.push(queueEmailStatement(db, joinInvitationEmail(email, c.env.SITE_URL, hasAccount), now));
      }
      await db.batch(statements);
      return c.json<JoinResponse>({ isContinue, email }, 200, { 'Cache-Control': 'no-store' });
    },
  )
  /** GET /join/hotels: the logged-in manager's proposed hotels, a page at a time. 401 when anonymous. */
  .get(
    '/join/hotels',
    failureMessage(PENDING_HOTELS_FAILURE),
    async (c, next) => {
      if (!c.get('user')) throw new ApiError(401, PENDING_HOTELS_FAILURE);
      await next();
    },
    validate('query', pendingHotelsQuerySchema),
    async (c) => {
      const user = c.get('user');
      if (!user) throw new ApiError(401, PENDING_HOTELS_FAILURE);
      const { page, size, sort, onlyPending } = c.req.valid('query');
      const { rows, total } = await findPendingHotels(c.env.DB, {
        managerId: user.id,
        email: user.email,
        onlyPending,
        page,
        size,
        sort,
      });
      return c.json<Page<PendingHotel>>(toPage(rows.map(pendingHotelView), total, page, size), 200, {
        'Cache-Control': 'private, no-store',
      });
    },
  )
  /**
   * POST /join/quote → 201 {message, id}. The quote, its hotels and both e-mails (confirmation
   * to the manager, notification to the About info address) are written in one batch.
   */
  .post(
    '/join/quote',
    failureMessage("Error saving hotel's quote"),
    limitPerIp('quote', QUOTES_PER_IP_PER_HOUR, HOUR),
    validate('json', quoteSchema),
    async (c) => {
      const quote = c.req.valid('json');
      await enforceRateLimit(c, 'quote', [
        {
          key: `email:${quote.manager.email.toLowerCase()}`,
          limit: QUOTES_PER_EMAIL_PER_DAY,
          windowSeconds: DAY,
        },
      ]);
      const db = c.env.DB;
      const about = await findAbout(db);
      const managerId = c.get('user')?.id ?? null;
      const hotels = resolveQuoteHotels(quote);
      const now = new Date();
      for (let attempt = 1; ; attempt++) {
        const id = newQuoteId();
        const statements = [
          ...insertQuoteStatements(db, { id, quote, managerId, hotels }, now),
          queueEmailStatement(db, quoteConfirmationEmail(quote, hotels, c.env.SITE_URL), now),
        ];
        if (about) {
          statements.push(
            queueEmailStatement(
              db,
              quoteNotificationEmail(quote, id, hotels, managerId, about.uiInfoEmail),
              now,
            ),
          );
        } else {
          console.warn('join/quote: no About row, so no info address to notify');
        }
        try {
          await db.batch(statements);
          return c.json<MessageResponse & { id: number }>({ message: 'Quote request received', id }, 201);
        } catch (error) {
          // The batch is all-or-nothing: on an id collision nothing was written; try another id.
          if (attempt >= QUOTE_ID_ATTEMPTS || !isQuoteIdCollision(error)) throw error;
        }
      }
    },
  );
