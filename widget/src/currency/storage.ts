/**
 * The guest's display currency in the host page's local storage, 'X-ITACA-CURRENCY' (decision
 * 011: PROPLIM-2 keeps it in a cookie; the widget sets no cookies, and local storage is already
 * per host page origin). The rates cache is in ./rates-cache.ts, loaded only when needed.
 * Reading never throws: a malformed or blocked storage reads as empty.
 */
import { isCurrencyCode } from '../../../src/domain/currency.ts';
import type { DraftStorage } from '../drafts.ts';

export const CURRENCY_STORAGE_KEY = 'X-ITACA-CURRENCY';

export type CurrencyStorage = DraftStorage;

export function readChoice(storage: CurrencyStorage | null | undefined): string | null {
  try {
    const value = storage?.getItem(CURRENCY_STORAGE_KEY) ?? null;
    return value !== null && isCurrencyCode(value) ? value : null;
  } catch {
    return null;
  }
}

/** Stores the guest's currency; null forgets it. */
export function writeChoice(storage: CurrencyStorage | null | undefined, currency: string | null): void {
  try {
    if (currency === null) storage?.removeItem(CURRENCY_STORAGE_KEY);
    else storage?.setItem(CURRENCY_STORAGE_KEY, currency);
  } catch {
    // Storage full or blocked: the choice lasts for this page view only.
  }
}
