/**
 * The taxes screen's form values and what they mean: inputs hold text (an empty number is "not
 * given"), the shared schema (`taxesInput`) judges what they become, and the example stay's VAT
 * and city tax are computed by the engine's own rules (`roomVatSplit`, `cityTax`).
 */
import { type TaxesView, taxesInput } from '../../../contracts/secure/taxes.ts';
import { cityTax, roomVatSplit } from '../../../domain/booking/pricing.ts';
import type { AgeBand } from '../../../domain/booking/types.ts';
import { toCents } from '../../../domain/money.ts';

export type TaxesForm = {
  accommodation: string;
  extras: string;
  /** In the currency's units ('3.50'); sent in cents. */
  amount: string;
  bands: AgeBand[];
  maxNights: string;
};

/** The example stay: 2 adults and a child, 3 nights at 100 a night, 45 of extras (a sofa bed). */
export const EXAMPLE = { adults: 2, children: 1, nights: 3, nightCents: 10_000, extrasCents: 4_500 };

const numberOf = (value: string): number | null => (value.trim() === '' ? null : Number(value));

export function formOf(view: TaxesView): TaxesForm {
  return {
    accommodation: String(view.vat.accommodation),
    extras: String(view.vat.extras),
    amount: (view.cityTax.amountCents / 100).toFixed(2),
    bands: [...view.cityTax.payingBands],
    maxNights: view.cityTax.maxNights === null ? '' : String(view.cityTax.maxNights),
  };
}

export function bodyOf(form: TaxesForm, version: number) {
  const amount = numberOf(form.amount);
  return {
    vat: { accommodation: numberOf(form.accommodation), extras: numberOf(form.extras) },
    cityTax: {
      amountCents: amount === null || !Number.isFinite(amount) ? amount : toCents(amount),
      payingBands: form.bands,
      maxNights: numberOf(form.maxNights),
    },
    version,
  };
}

/** The example, by the engine's rules, from what the form says now (invalid numbers: null). */
export function liveExample(form: TaxesForm) {
  const parsed = taxesInput.safeParse(bodyOf(form, 1));
  if (!parsed.success) return null;
  const { vat, cityTax: city } = parsed.data;
  const nightsCents = EXAMPLE.nights * EXAMPLE.nightCents;
  const rates = { accommodation: vat.accommodation, extras: vat.extras };
  const rooms = roomVatSplit({ accommodationCents: nightsCents, extrasCents: 0 }, rates);
  const extras = roomVatSplit({ accommodationCents: 0, extrasCents: EXAMPLE.extrasCents }, rates);
  const all = roomVatSplit({ accommodationCents: nightsCents, extrasCents: EXAMPLE.extrasCents }, rates);
  const cityCents = cityTax(
    { cityTaxCents: city.amountCents, cityTaxLimit: city.maxNights ?? 0, cityTaxBands: city.payingBands },
    { adults: EXAMPLE.adults, boys: 0, children: EXAMPLE.children, kids: 0 },
    EXAMPLE.nights,
  );
  return { vat, rooms: rooms.vatCents, extras: extras.vatCents, all: all.vatCents, cityCents };
}

export type LiveExample = NonNullable<ReturnType<typeof liveExample>>;
