/**
 * The rules of a folio dialog's form, apart from the screen: which fields a kind of entry needs,
 * the amount it suggests, and the server's refusal put back on the fields it names.
 */
import { ApiRequestError } from '../../../contracts/client/http.ts';
import type { FolioView } from '../../../contracts/secure/folio.ts';
import { toCents } from '../../../domain/money.ts';
import { parseAmount } from '../../../ui/AmountInput.tsx';

export type FolioEntryKind = 'charge' | 'payment' | 'refund' | 'waive';

export type FolioField = 'description' | 'amount' | 'reason' | 'reference';

/** What the form says of a draft: the message key of each wrong field, or the amount in cents. */
export type FolioDraftCheck =
  | { ok: true; amountCents: number | null }
  | { ok: false; errors: Partial<Record<FolioField, 'error.required' | 'bo.folio.amount.invalid'>> };

/**
 * A charge needs what it is; an amount is needed except for a waiver (empty waives all of the
 * penalty still owed); only a charge may be negative (a correction), and a correction, a refund
 * and a waiver need their reason.
 */
export function checkFolioDraft(
  kind: FolioEntryKind,
  draft: { description: string; amount: string; reason: string },
): FolioDraftCheck {
  const blank = draft.amount.trim() === '';
  const value = blank ? null : parseAmount(draft.amount, kind === 'charge');
  const errors: Extract<FolioDraftCheck, { ok: false }>['errors'] = {};
  if (kind === 'charge' && draft.description.trim() === '') errors.description = 'error.required';
  if (value === null && !(kind === 'waive' && blank)) errors.amount = 'bo.folio.amount.invalid';
  const needsReason = kind === 'refund' || kind === 'waive' || (kind === 'charge' && (value ?? 0) < 0);
  if (needsReason && draft.reason.trim() === '') errors.reason = 'error.required';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, amountCents: value === null ? null : toCents(value) };
}

/** The amount the dialog starts with: the balance to pay, the penalty to waive, else nothing. */
export function suggestedAmount(
  kind: FolioEntryKind,
  folio: Pick<FolioView, 'balanceCents' | 'penaltyCents'>,
) {
  const cents =
    kind === 'payment' ? Math.max(0, folio.balanceCents) : kind === 'waive' ? folio.penaltyCents : 0;
  return cents > 0 ? (cents / 100).toFixed(2) : '';
}

const FIELD_OF: Readonly<Record<string, FolioField>> = {
  amountCents: 'amount',
  reason: 'reason',
  description: 'description',
  reference: 'reference',
};

/** A refusal's errors by the form's fields (`form` for the rest), each said by `text`. */
export function refusalFields(
  failure: unknown,
  text: (code: string, fallback: string) => string,
): Partial<Record<FolioField | 'form', string>> {
  const found: Partial<Record<FolioField | 'form', string>> = {};
  if (!(failure instanceof ApiRequestError)) return found;
  for (const error of failure.errors) {
    found[(error.field && FIELD_OF[error.field]) || 'form'] = text(error.code, failure.message);
  }
  return found;
}
