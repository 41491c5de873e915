/**
 * The folio of a reservation and its receipt (worker/routes/secure-folio.ts) for the OpenAPI
 * document; appended to `secureOperations` in secure.ts.
 */
import { staffReservationParams } from '../../src/contracts/booking.ts';
import {
  folioChargeInput,
  folioPaymentInput,
  folioRefundInput,
  folioView,
  folioWaiverInput,
  receiptNumberView,
  receiptVoidInput,
  receiptVoidParams,
} from '../../src/contracts/secure/folio.ts';
import type { OperationSpec } from './registry.ts';

const R = '/api/rs/secure/hotels/{hotelId}/reservations/{code}';
const RESERVATION = { hotelId: '1', code: 'DEMOVE0001' };
const TAGS = ['Back office: folio'] as const;
const NO_STORE = 'no-store';
const WRITE_ERRORS = [400, 401, 403, 404, 409, 413, 415] as const;
const written = (description: string) => ({
  status: 201 as const,
  description,
  schema: folioView,
  cacheControl: NO_STORE,
});

export const folioOperations: OperationSpec[] = [
  {
    method: 'get',
    path: `${R}/folio`,
    operationId: 'getFolio',
    summary: "The reservation's folio: lines, payments, balance and deposit",
    description:
      'The stay’s own lines come from the reservation as booked (one per night, each extra, city tax per room; a cancelled or no-show room owes its penalty instead), then the lines staff added (charges, corrections, waivers), each with its VAT rate (null: outside VAT). `balanceCents` = `chargesCents` − `paidCents`, city tax included: the figure the reservations list shows. Amounts are integer cents in `currency`; `version` goes with every write.',
    tags: TAGS,
    access: 'session',
    params: staffReservationParams,
    pathExamples: RESERVATION,
    success: { status: 200, description: 'The folio', schema: folioView, cacheControl: NO_STORE },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'post',
    path: `${R}/folio/charges`,
    operationId: 'addFolioCharge',
    summary: 'Add a charge (minibar, parking…) or a correction',
    description:
      'A negative amount is a correction of an earlier line and needs a `reason`; no line is ever edited. `vatClass` picks the hotel’s accommodation or extras rate. A correction may not take the folio below zero (400 `error.folio.charges.below.zero`). A stale `version` answers 409 and writes nothing.',
    tags: TAGS,
    access: 'session-xsrf',
    params: staffReservationParams,
    body: folioChargeInput,
    pathExamples: RESERVATION,
    bodyExample: { description: 'Parking', amountCents: 2000, vatClass: 'EXTRAS', version: 1 },
    success: written('The folio with the new line'),
    errors: WRITE_ERRORS,
  },
  {
    method: 'post',
    path: `${R}/folio/payments`,
    operationId: 'recordFolioPayment',
    summary: 'Record money received',
    description:
      'CASH, CARD (a terminal at the desk), BANK_TRANSFER, OTA_VIRTUAL_CARD or OTHER, with an optional reference. Never more than the balance due (400 `error.folio.payment.exceeds.balance`). Two desks paying the same balance at once: one gets 201, the other 409.',
    tags: TAGS,
    access: 'session-xsrf',
    params: staffReservationParams,
    body: folioPaymentInput,
    pathExamples: RESERVATION,
    bodyExample: { amountCents: 12000, method: 'CASH', version: 1 },
    success: written('The folio with the payment'),
    errors: WRITE_ERRORS,
  },
  {
    method: 'post',
    path: `${R}/folio/refunds`,
    operationId: 'recordFolioRefund',
    summary: 'Record money given back to the guest',
    description: 'With its reason; never more than what was paid (400 `error.folio.refund.exceeds.paid`).',
    tags: TAGS,
    access: 'session-xsrf',
    params: staffReservationParams,
    body: folioRefundInput,
    pathExamples: RESERVATION,
    bodyExample: { amountCents: 5000, method: 'CARD', reason: 'Parking not used', version: 2 },
    success: written('The folio with the refund'),
    errors: WRITE_ERRORS,
  },
  {
    method: 'post',
    path: `${R}/folio/waivers`,
    operationId: 'waiveFolioPenalty',
    summary: 'Waive a cancellation, no-show or early-checkout penalty',
    description:
      'Needs the `folio.waive` permission. Leave `amountCents` out to waive all of the penalty still owed; the waiver is a negative line with its reason, shown in the folio and the reservation’s history.',
    tags: TAGS,
    access: 'session-xsrf',
    params: staffReservationParams,
    body: folioWaiverInput,
    pathExamples: RESERVATION,
    bodyExample: { reason: 'Flight cancelled: certificate received', version: 1 },
    success: written('The folio with the waiver'),
    errors: WRITE_ERRORS,
  },
  {
    method: 'post',
    path: `${R}/folio/receipts`,
    operationId: 'issueReceiptNumber',
    summary: 'Issue a receipt number for the folio as it is now',
    description:
      'The next number of the hotel’s year (its today’s), taken in one statement under UNIQUE (hotel, year, number); numbers are never reused. Issuing again while the folio has not changed answers the same number. The printed receipt shows the last valid number.',
    tags: TAGS,
    access: 'session-xsrf',
    params: staffReservationParams,
    pathExamples: RESERVATION,
    bodyOptional: true,
    success: {
      status: 201,
      description: 'The receipt number',
      schema: receiptNumberView,
      cacheControl: NO_STORE,
    },
    errors: [400, 401, 403, 404, 413, 415],
  },
  {
    method: 'post',
    path: `${R}/folio/receipts/{year}/{number}/void`,
    operationId: 'voidReceiptNumber',
    summary: 'Void a receipt: its number stays, marked void with the reason',
    tags: TAGS,
    access: 'session-xsrf',
    params: receiptVoidParams,
    body: receiptVoidInput,
    pathExamples: { ...RESERVATION, year: '2026', number: '1' },
    bodyExample: { reason: 'Issued to the wrong company' },
    success: { status: 204, description: 'Voided' },
    errors: [400, 401, 403, 404, 413, 415],
  },
  {
    method: 'get',
    path: `${R}/receipt`,
    operationId: 'getReceipt',
    summary: 'The printable receipt of the stay (HTML)',
    description:
      'A complete HTML page with print CSS (A4, one page for a usual stay) in the guest’s language: the hotel’s legal name, address and VAT number, the guest, every folio line and payment, totals by VAT rate.',
    tags: TAGS,
    access: 'session',
    params: staffReservationParams,
    pathExamples: RESERVATION,
    success: {
      status: 200,
      description: 'The receipt: an HTML document, printable on one A4 page',
      text: { mediaType: 'text/html', example: '<!doctype html><html lang="en">…</html>' },
      cacheControl: NO_STORE,
    },
    errors: [400, 401, 403, 404],
  },
];
