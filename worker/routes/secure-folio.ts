/**
 * The folio of a reservation and its receipt (FOLIO-1, decision 052), under
 * /api/rs/secure/hotels/{hotelId}:
 *
 *   GET  /reservations/{code}/folio            the lines, payments, balance, deposit  (folio.read)
 *   POST /reservations/{code}/folio/charges    a charge or a correction               (folio.write)
 *   POST /reservations/{code}/folio/payments   money received                         (folio.write)
 *   POST /reservations/{code}/folio/refunds    money given back                       (folio.write)
 *   POST /reservations/{code}/folio/waivers    a penalty waived, with its reason      (folio.waive)
 *   POST /reservations/{code}/folio/receipts   a receipt number of the hotel's year  (folio.write)
 *   POST …/folio/receipts/{year}/{number}/void   a receipt voided, its number kept    (folio.write)
 *   GET  /reservations/{code}/receipt          the printable receipt (HTML)           (folio.read)
 *
 * Thin: validate, name the permission, call worker/folio/. A code that is not a reservation of
 * the hotel is 404; a write based on an older folio version 409 (nothing written); a write the
 * folio's rules refuse (a refund above what was paid…) 400 with the field and its code.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { staffReservationParams } from '../../src/contracts/booking.ts';
import { VERSION_CONFLICT } from '../../src/contracts/secure/common.ts';
import {
  type FolioView,
  folioChargeInput,
  folioPaymentInput,
  folioRefundInput,
  folioWaiverInput,
  type ReceiptNumberView,
  receiptVoidInput,
  receiptVoidParams,
} from '../../src/contracts/secure/folio.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, badRequest, notFound } from '../errors.ts';
import {
  addCharge,
  type FolioWrite,
  issueReceipt,
  readFolio,
  recordPayment,
  recordRefund,
  voidReceiptNumber,
  waivePenalty,
} from '../folio/folio.ts';
import { loadReceipt, receiptHtml } from '../folio/receipt.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { requirePermission, signedInUser } from '../security/hotel-access.ts';
import { validate } from '../validation.ts';

const FOLIO = '/reservations/:code/folio';
export const FOLIO_NOT_FOUND = 'Reservation not found';
export const FOLIO_CHANGED = 'The folio was changed meanwhile: reload it and try again';

const REFUSED: Record<string, string> = {
  'error.folio.amount.invalid': 'The amount must be a whole number of cents other than zero',
  'error.folio.payment.exceeds.balance': 'The payment is more than the balance due',
  'error.folio.refund.exceeds.paid': 'The refund is more than what was paid',
  'error.folio.charges.below.zero': 'The correction takes the folio below zero',
  'error.folio.waive.nothing': 'There is no penalty to waive',
  'error.folio.waive.exceeds.penalty': 'The waiver is more than the penalty still owed',
};

const noStore = { 'Cache-Control': 'no-store' };

function written(c: Context<AppEnv>, result: FolioWrite) {
  if (result.kind === 'not-found') throw notFound(FOLIO_NOT_FOUND);
  if (result.kind === 'conflict') {
    throw new ApiError(409, FOLIO_CHANGED, [{ field: 'version', code: VERSION_CONFLICT }]);
  }
  if (result.kind === 'refused') {
    throw badRequest(REFUSED[result.code] ?? 'Refused', [{ field: result.field, code: result.code }]);
  }
  return c.json<FolioView>(result.folio.view, 201, noStore);
}

export const secureFolioRoutes = new Hono<AppEnv>()
  .get(
    FOLIO,
    failureMessage('Error getting the folio'),
    requirePermission('folio.read'),
    validate('param', staffReservationParams),
    async (c) => {
      const { hotelId, code } = c.req.valid('param');
      const folio = await readFolio(c.env.DB, hotelId, code);
      if (!folio) throw notFound(FOLIO_NOT_FOUND);
      return c.json<FolioView>(folio.view, 200, noStore);
    },
  )
  .post(
    `${FOLIO}/charges`,
    failureMessage('Error adding the charge'),
    requirePermission('folio.write'),
    validate('param', staffReservationParams),
    validate('json', folioChargeInput),
    async (c) =>
      written(
        c,
        await addCharge(c.env.DB, c.req.valid('param'), c.req.valid('json'), signedInUser(c), new Date()),
      ),
  )
  .post(
    `${FOLIO}/payments`,
    failureMessage('Error recording the payment'),
    requirePermission('folio.write'),
    validate('param', staffReservationParams),
    validate('json', folioPaymentInput),
    async (c) =>
      written(
        c,
        await recordPayment(c.env.DB, c.req.valid('param'), c.req.valid('json'), signedInUser(c), new Date()),
      ),
  )
  .post(
    `${FOLIO}/refunds`,
    failureMessage('Error recording the refund'),
    requirePermission('folio.write'),
    validate('param', staffReservationParams),
    validate('json', folioRefundInput),
    async (c) =>
      written(
        c,
        await recordRefund(c.env.DB, c.req.valid('param'), c.req.valid('json'), signedInUser(c), new Date()),
      ),
  )
  .post(
    `${FOLIO}/waivers`,
    failureMessage('Error waiving the penalty'),
    requirePermission('folio.waive'),
    validate('param', staffReservationParams),
    validate('json', folioWaiverInput),
    async (c) =>
      written(
        c,
        await waivePenalty(c.env.DB, c.req.valid('param'), c.req.valid('json'), signedInUser(c), new Date()),
      ),
  )
  .post(
    `${FOLIO}/receipts`,
    failureMessage('Error issuing the receipt'),
    requirePermission('folio.write'),
    validate('param', staffReservationParams),
    async (c) => {
      const result = await issueReceipt(c.env.DB, c.req.valid('param'), signedInUser(c), new Date());
      if (result.kind === 'not-found') throw notFound(FOLIO_NOT_FOUND);
      return c.json<ReceiptNumberView>(result.receipt, 201, noStore);
    },
  )
  .post(
    `${FOLIO}/receipts/:year/:number/void`,
    failureMessage('Error voiding the receipt'),
    requirePermission('folio.write'),
    validate('param', receiptVoidParams),
    validate('json', receiptVoidInput),
    async (c) => {
      const params = c.req.valid('param');
      const result = await voidReceiptNumber(
        c.env.DB,
        params,
        c.req.valid('json').reason,
        signedInUser(c),
        new Date(),
      );
      if (result === 'not-found') throw notFound('Receipt not found, or already void');
      return c.body(null, 204);
    },
  )
  .get(
    '/reservations/:code/receipt',
    failureMessage('Error getting the receipt'),
    requirePermission('folio.read'),
    validate('param', staffReservationParams),
    async (c) => {
      const { hotelId, code } = c.req.valid('param');
      const receipt = await loadReceipt(c.env.DB, hotelId, code);
      if (!receipt) throw notFound(FOLIO_NOT_FOUND);
      return c.html(receiptHtml(receipt), 200, noStore);
    },
  );
