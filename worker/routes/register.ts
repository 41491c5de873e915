/**
 * Registration (INSIGHT-3; decision 030), under /api/rs/public:
 *
 *   POST /register         the whole wizard's payload, checked again → 200; stores a pending
 *                          registration and queues the verification e-mail. Nothing else exists yet.
 *   POST /register/verify  the link's id and secret → 201; creates the manager, the hotel (not
 *                          bookable until set up) and the contract in one guarded batch. It signs
 *                          nobody in: the page then leads to the login.
 *
 * Both are rate-limited per address (and register per e-mail). An e-mail or username already
 * taken answers 400 with the field (account.email / account.username).
 */
import { Hono } from 'hono';
import { RegisterError, registerSchema, registerVerifySchema } from '../../src/contracts/register.ts';
import type { HotelInfoView } from '../../src/contracts/secure/property.ts';
import type { Language } from '../../src/contracts/types.ts';
import { generateHotelAlias } from '../../src/domain/hotel-types.ts';
import { contractChoiceIssue } from '../../src/domain/plan-selection.ts';
import { contractDates } from '../../src/domain/plans.ts';
import { countText } from '../../src/domain/plural.ts';
import { normaliseHotelInfo } from '../../src/domain/property.ts';
import { findPlan } from '../data/plans.ts';
import {
  activateStatements,
  findPendingRegistration,
  storePendingStatements,
  takenIdentity,
} from '../data/registrations.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import { type OutgoingEmail, queueEmailStatement } from '../mail/outbox.ts';
import { scheduleDelivery } from '../mail/send.ts';
import { escapeHtml, mailLine } from '../mail/text.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { hashPassword } from '../security/password.ts';
import { clientIp, enforceRateLimit } from '../security/rate-limit.ts';
import { constantTimeEqualText, randomToken, sha256Hex } from '../security/tokens.ts';
import { validate } from '../validation.ts';

/** A verification link works for 24 hours, once. */
export const REGISTER_TOKEN_TTL_MS = 24 * 60 * 60_000;
export const REGISTER_MESSAGE = 'We have sent you an e-mail: open its link to activate the account.';
export const VERIFIED_MESSAGE = 'Account activated: you can log in';
const FIFTEEN_MINUTES = 15 * 60;
const NO_TOKEN_HASH = '0'.repeat(64);

const invalidLink = () =>
  new ApiError(400, 'The verification link is invalid or has expired', [
    { field: 'token', code: RegisterError.link },
  ]);

function takenError(taken: { email: boolean; username: boolean }): ApiError | null {
  const errors = [
    ...(taken.email ? [{ field: 'account.email', code: RegisterError.emailTaken }] : []),
    ...(taken.username ? [{ field: 'account.username', code: RegisterError.usernameTaken }] : []),
  ];
  return errors.length > 0 ? new ApiError(400, 'The e-mail or username is already taken', errors) : null;
}

function siteLink(siteUrl: string, language: Language, path: string, query: Record<string, string>): string {
  const url = new URL(`${siteUrl.replace(/\/+$/, '')}${language === 'it' ? '/it' : ''}${path}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

export function verificationEmail(
  to: string,
  name: string,
  hotel: string,
  language: Language,
  link: string,
): OutgoingEmail {
  const hours = REGISTER_TOKEN_TTL_MS / 3_600_000;
  const it = language === 'it';
  const paragraphs = it
    ? [
        `Ciao ${mailLine(name)},`,
        `grazie per aver registrato ${mailLine(hotel)} su Itaca. Apri questo link entro ${countText(hours, 'it', { one: '{count} ora', other: '{count} ore' })} per confermare l'indirizzo e attivare l'account:`,
        '{link}',
        'Se non sei stato tu, ignora questa e-mail: senza conferma non viene creato nulla.',
      ]
    : [
        `Hello ${mailLine(name)},`,
        `thank you for registering ${mailLine(hotel)} on Itaca. Open this link within ${countText(hours, 'en', { one: '{count} hour', other: '{count} hours' })} to confirm your address and activate the account:`,
        '{link}',
        'If this was not you, ignore this e-mail: nothing is created without the confirmation.',
      ];
  return {
    to,
    template: 'register-verify',
    subject: it ? 'Conferma la registrazione su Itaca' : 'Confirm your Itaca registration',
    text: paragraphs.map((p) => (p === '{link}' ? link : p)).join('\n\n'),
    html: paragraphs
      .map((p) =>
        p === '{link}'
          ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
          : `<p>${escapeHtml(p)}</p>`,
      )
      .join('\n'),
  };
}

/** Which managers' UNIQUE column a failed batch hit (taken meanwhile by another account), if any. */
function uniqueViolation(error: unknown): { email: boolean; username: boolean } | null {
  const match =
    error instanceof Error
      ? /UNIQUE constraint failed: managers\.(email|username)/.exec(error.message)
      : null;
  return match ? { email: match[1] === 'email', username: match[1] === 'username' } : null;
}

export const registerRoutes = new Hono<AppEnv>()
  .post('/register', failureMessage('Error registering'), validate('json', registerSchema), async (c) => {
    const { account, hotel, contract, language } = c.req.valid('json');
    const email = account.email.toLowerCase();
    await enforceRateLimit(c, 'register', [
      { key: `ip:${clientIp(c)}`, limit: 10, windowSeconds: FIFTEEN_MINUTES },
      { key: `account:${email}`, limit: 3, windowSeconds: FIFTEEN_MINUTES },
    ]);
    const now = new Date();
    const taken = takenError(await takenIdentity(c.env.DB, email, account.username, now));
    if (taken) throw taken;
    const plan = await findPlan(c.env.DB, contract.planId);
    const issue = contractChoiceIssue(plan?.partner ? null : plan, contract.optionId, contract.discountId);
    if (issue) {
      throw new ApiError(400, 'The chosen plan is not available', [
        { field: `contract.${issue}`, code: RegisterError.plan },
      ]);
    }
    const id = randomToken(16);
    const secret = randomToken(32);
    const info = normaliseHotelInfo(hotel) as Omit<HotelInfoView, 'version'>;
    const link = siteLink(c.env.SITE_URL, language, '/register/verify', { id, token: secret });
    await c.env.DB.batch([
      ...storePendingStatements(c.env.DB, {
        id,
        tokenHash: await sha256Hex(secret),
        email,
        username: account.username,
        name: account.name,
        surname: account.surname,
        passwordHash: await hashPassword(account.password),
        language,
        hotel: info,
        planId: contract.planId,
        optionId: contract.optionId,
        discountId: contract.discountId,
        billing: contract.billing,
        now,
        expiresAt: new Date(now.getTime() + REGISTER_TOKEN_TTL_MS),
      }),
      queueEmailStatement(c.env.DB, verificationEmail(email, account.name, info.name, language, link), now),
    ]);
    scheduleDelivery(c);
    return c.json({ message: REGISTER_MESSAGE }, 200);
  })
  .post(
    '/register/verify',
    failureMessage('Error verifying the registration'),
    validate('json', registerVerifySchema),
    async (c) => {
      const { id, token } = c.req.valid('json');
      await enforceRateLimit(c, 'register-verify', [
        { key: `ip:${clientIp(c)}`, limit: 20, windowSeconds: FIFTEEN_MINUTES },
      ]);
      const registration = await findPendingRegistration(c.env.DB, id);
      const matches = constantTimeEqualText(
        await sha256Hex(token),
        registration?.token_hash ?? NO_TOKEN_HASH,
      );
      const now = new Date();
      if (
        !registration ||
        !matches ||
        registration.used_at !== null ||
        !(Date.parse(registration.expires_at) > now.getTime())
      ) {
        throw invalidLink();
      }
      const taken = takenError(await takenIdentity(c.env.DB, registration.email, registration.username, now));
      if (taken) throw taken;
      const plan = await findPlan(c.env.DB, registration.plan_id);
      const issue = contractChoiceIssue(
        plan?.partner ? null : plan,
        registration.payment_option_id,
        registration.length_discount_id,
      );
      const option = plan?.paymentOptions.find((o) => o.id === registration.payment_option_id);
      if (issue || !plan || !option) {
        throw new ApiError(400, 'The chosen plan is no longer available', [
          { field: `contract.${issue ?? 'planId'}`, code: RegisterError.plan },
        ]);
      }
      const discount =
        plan.multiLengthDiscounts.find((d) => d.id === registration.length_discount_id) ?? null;
      const hotel = JSON.parse(registration.hotel_json) as Omit<HotelInfoView, 'version'>;
      // The contract starts when the account exists, i.e. now (BOFLOW-4: start now, end now + the discount's length).
      const { startDate, endDate } = contractDates(now, discount);
      let results: D1Result[];
      try {
        results = await c.env.DB.batch(
          activateStatements(c.env.DB, {
            registration,
            hotel,
            alias: generateHotelAlias(hotel.name),
            plan,
            option,
            discount,
            startDate,
            endDate,
            now,
          }),
        );
      } catch (error) {
        const violation = uniqueViolation(error);
        throw (violation && takenError(violation)) ?? error;
      }
      if (results.at(-1)?.meta.changes !== 1) throw invalidLink();
      return c.json({ message: VERIFIED_MESSAGE, username: registration.username }, 201);
    },
  );
