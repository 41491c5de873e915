import { Hono } from 'hono';
import { forgotPasswordSchema, RESET_LINK_INVALID, resetPasswordSchema } from '../../src/contracts/auth.ts';
import type { Language } from '../../src/contracts/types.ts';
import { countText } from '../../src/domain/plural.ts';
import { findManagerByEmail, findManagerById, type ManagerRow, toLanguage } from '../data/managers.ts';
import {
  completeResetStatements,
  deleteManagerTokensStatement,
  findResetToken,
  insertResetTokenStatement,
} from '../data/password-resets.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import { platformHtml } from '../mail/compose.ts';
import { type OutgoingEmail, queueEmailStatement } from '../mail/outbox.ts';
import { scheduleDelivery } from '../mail/send.ts';
import { mailLine } from '../mail/text.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { hashPassword } from '../security/password.ts';
import { clientIp, enforceRateLimit } from '../security/rate-limit.ts';
import { endSession } from '../security/session.ts';
import { constantTimeEqualText, randomToken, sha256Hex } from '../security/tokens.ts';
import { validate } from '../validation.ts';

/** Same answer whether or not the address belongs to an account. */
export const FORGOT_PASSWORD_MESSAGE =
  'If the address belongs to an account, we have sent a link to reset the password.';
export const INVALID_LINK_MESSAGE = 'The reset link is invalid or has expired';

/** A reset link works for 30 minutes, once. */
export const RESET_TOKEN_TTL_MS = 30 * 60_000;
const TOKEN_ID_BYTES = 16;
const TOKEN_SECRET_BYTES = 32;
const FIFTEEN_MINUTES = 15 * 60;

/** Compared against when the token id is unknown, so that path also does the hash and compare. */
const NO_TOKEN_HASH = '0'.repeat(64);

const invalidLink = () =>
  new ApiError(400, INVALID_LINK_MESSAGE, [{ field: 'hash', code: RESET_LINK_INVALID }]);

/** A page link on the configured public origin (never on the request's Host header). */
function siteLink(
  siteUrl: string,
  language: Language,
  path: string,
  query: Record<string, string> = {},
): string {
  const url = new URL(`${siteUrl.replace(/\/+$/, '')}${language === 'it' ? '/it' : ''}${path}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

/** The paragraphs as text, the paragraph '{link}' being `link`; the HTML is the platform layout's (queueEmailStatement). */
function composeEmail(
  language: Language,
  to: string,
  template: string,
  subject: string,
  paragraphs: string[],
  link: string,
): OutgoingEmail {
  const text = paragraphs.map((p) => (p === '{link}' ? link : p)).join('\n\n');
  return { to, template, subject, text, language, html: platformHtml({ text, language }) };
}

export function passwordResetEmail(manager: ManagerRow, link: string): OutgoingEmail {
  const minutes = RESET_TOKEN_TTL_MS / 60_000;
  if (toLanguage(manager.language) === 'it') {
    return composeEmail(
      'it',
      manager.email,
      'password-reset',
      'Reimposta la password di Itaca',
      [
        `Ciao ${mailLine(manager.name)},`,
        `abbiamo ricevuto una richiesta di reimpostare la password del tuo account Itaca (${manager.email}).\nApri questo link entro ${countText(minutes, 'it', { one: '{count} minuto', other: '{count} minuti' })} per scegliere una nuova password:`,
        '{link}',
        "Se non l'hai chiesto tu, ignora questa e-mail: la tua password resta invariata.",
      ],
      link,
    );
  }
  return composeEmail(
    'en',
    manager.email,
    'password-reset',
    'Reset your Itaca password',
    [
      `Hello ${mailLine(manager.name)},`,
      `we received a request to reset the password of your Itaca account (${manager.email}).\nOpen this link within ${countText(minutes, 'en', { one: '{count} minute', other: '{count} minutes' })} to choose a new password:`,
      '{link}',
      'If you did not ask for it, ignore this e-mail: your password stays the same.',
    ],
    link,
  );
}

export function passwordChangedEmail(manager: ManagerRow, loginLink: string, when: Date): OutgoingEmail {
  const date = `${when.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  if (toLanguage(manager.language) === 'it') {
    return composeEmail(
      'it',
      manager.email,
      'password-changed',
      'La password di Itaca è stata cambiata',
      [
        `Ciao ${mailLine(manager.name)},`,
        `la password del tuo account Itaca (${manager.email}) è stata cambiata il ${date}. Tutti i dispositivi sono stati disconnessi.`,
        'Se non sei stato tu, chiedi subito un nuovo link di reimpostazione dalla pagina di accesso:',
        '{link}',
      ],
      loginLink,
    );
  }
  return composeEmail(
    'en',
    manager.email,
    'password-changed',
    'Your Itaca password was changed',
    [
      `Hello ${mailLine(manager.name)},`,
      `the password of your Itaca account (${manager.email}) was changed on ${date}. Every device has been logged out.`,
      'If this was not you, ask for a new reset link from the login page right away:',
      '{link}',
    ],
    loginLink,
  );
}

/** Forgotten password: ask for a link (resetPassword/manager), then set a new one (…/new). */
export const passwordResetRoutes = new Hono<AppEnv>()
  .post(
    '/resetPassword/manager',
    failureMessage('Error sending forgot password mail'),
    validate('json', forgotPasswordSchema),
    async (c) => {
      const { email } = c.req.valid('json');
      await enforceRateLimit(c, 'password-forgot', [
        { key: `ip:${clientIp(c)}`, limit: 10, windowSeconds: FIFTEEN_MINUTES },
        { key: `account:${email.toLowerCase()}`, limit: 3, windowSeconds: FIFTEEN_MINUTES },
      ]);
      const manager = await findManagerByEmail(c.env.DB, email);
      const now = new Date();
      // Both paths make the token and its hash and run one write batch, so that neither the
      // answer nor (much of) its timing tells whether the address has an account.
      const id = randomToken(TOKEN_ID_BYTES);
      const secret = randomToken(TOKEN_SECRET_BYTES);
      const tokenHash = await sha256Hex(secret);
      if (manager && manager.enabled === 1) {
        const link = siteLink(c.env.SITE_URL, toLanguage(manager.language), '/password/reset', {
          id,
          hashCode: secret,
        });
        await c.env.DB.batch([
          deleteManagerTokensStatement(c.env.DB, manager.id),
          insertResetTokenStatement(c.env.DB, {
            id,
            managerId: manager.id,
            tokenHash,
            expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
            now,
          }),
          queueEmailStatement(c.env.DB, passwordResetEmail(manager, link), now),
        ]);
        scheduleDelivery(c);
      } else {
        // No manager 0 exists: the same kind of round trip, changing nothing.
        await c.env.DB.batch([deleteManagerTokensStatement(c.env.DB, 0)]);
      }
      return c.json({ message: FORGOT_PASSWORD_MESSAGE });
    },
  )
  .post(
    '/resetPassword/manager/new',
    failureMessage('Error resetting password'),
    validate('json', resetPasswordSchema),
    async (c) => {
      const { id, hash, password } = c.req.valid('json');
      await enforceRateLimit(c, 'password-reset', [
        { key: `ip:${clientIp(c)}`, limit: 20, windowSeconds: FIFTEEN_MINUTES },
      ]);
      const token = await findResetToken(c.env.DB, id);
      const secretMatches = constantTimeEqualText(await sha256Hex(hash), token?.token_hash ?? NO_TOKEN_HASH);
      if (
        !token ||
        !secretMatches ||
        token.used_at !== null ||
        !(Date.parse(token.expires_at) > Date.now())
      ) {
        throw invalidLink();
      }
      const manager = await findManagerById(c.env.DB, token.manager_id);
      if (manager?.enabled !== 1) throw invalidLink();
      const passwordHash = await hashPassword(password);
      const now = new Date();
      const results = await c.env.DB.batch(
        completeResetStatements(c.env.DB, { tokenId: token.id, managerId: manager.id, passwordHash, now }),
      );
      // The last statement marks the token used; 0 changes means it expired or another request used it.
      if (results.at(-1)?.meta.changes !== 1) throw invalidLink();
      const loginLink = siteLink(c.env.SITE_URL, toLanguage(manager.language), '/login');
      await queueEmailStatement(c.env.DB, passwordChangedEmail(manager, loginLink, now), now).run();
      scheduleDelivery(c);
      // This browser's session (if any) was one of those just deleted.
      await endSession(c);
      return c.json({ message: 'Password changed' });
    },
  );
