/**
 * The 'from' price of a night, as a hotel card shows it on the home page and the hotels page: the
 * cheapest rate of the best-availability answer, city tax included (what the guest pays). Small and
 * free of imports, so the hotels page's script carries it without the home page's code.
 */

export type Price = { finalAmount: number; initialAmount: number; currency: string };

type RateLike = {
  amount?: { initialAmount?: unknown; finalAmount?: unknown; currency?: unknown } | null;
  /** The stay's city tax: the card shows what the guest pays, as the hotel page does. */
  cityTax?: unknown;
};

function asPrice(rate: RateLike | null | undefined, currency: string): Price | null {
  const amount = rate?.amount;
  if (!amount) return null;
  const cityTax = Number(rate?.cityTax);
  const tax = Number.isFinite(cityTax) && cityTax > 0 ? cityTax : 0;
  const withTax = (value: number) => Math.round((value + tax) * 100) / 100;
  const finalAmount = Number(amount.finalAmount);
  if (!Number.isFinite(finalAmount)) return null;
  const initial = Number(amount.initialAmount);
  return {
    finalAmount: withTax(finalAmount),
    initialAmount: withTax(Number.isFinite(initial) ? initial : finalAmount),
    currency: typeof amount.currency === 'string' && amount.currency ? amount.currency : currency,
  };
}

/**
 * The 'from' price of a best-availability answer (totalRates[{amount {initialAmount,
 * finalAmount}, cityTax}], or the same under bestAv): the rate with the lowest final
 * amount; null when nothing is bookable for that night.
 */
export function bestAvailabilityPrice(availability: unknown, currency = 'EUR'): Price | null {
  if (!availability || typeof availability !== 'object') return null;
  const record = availability as { totalRates?: unknown; bestAv?: unknown; currency?: unknown };
  const fallbackCurrency =
    typeof record.currency === 'string' && record.currency ? record.currency : currency;
  const source = Array.isArray(record.totalRates)
    ? record.totalRates
    : record.bestAv && typeof record.bestAv === 'object'
      ? (record.bestAv as { totalRates?: unknown }).totalRates
      : undefined;
  if (!Array.isArray(source)) return null;
  let best: Price | null = null;
  for (const rate of source as RateLike[]) {
    const price = asPrice(rate, fallbackCurrency);
    if (price && (best === null || price.finalAmount < best.finalAmount)) best = price;
  }
  return best;
}

/** True when the struck-through initial price should be shown next to the final one. */
export function isDiscounted(price: Pick<Price, 'initialAmount' | 'finalAmount'>): boolean {
  return price.initialAmount > price.finalAmount;
}
