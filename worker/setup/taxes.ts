/**
 * The use cases of a hotel's taxes, apart from HTTP: the document as the manager sees it (VAT of
 * the nights and of the extras, city tax per guest per night with its paying bands and most
 * nights), and a save refused when based on an older version.
 */
import { type TaxesInput, TaxesRefusal, type TaxesView } from '../../src/contracts/secure/taxes.ts';
import { DEFAULT_CITY_TAX_BANDS } from '../../src/domain/booking/pricing.ts';
import { loadTaxes, type StoredTaxes, saveTaxes } from '../data/taxes.ts';
import { type Actor, done, type Outcome, refuse } from './outcome.ts';

export const TAXES_CHANGED = 'The taxes were changed meanwhile: reload them and try again';

const changed = () => refuse(409, TAXES_CHANGED, [{ field: 'version', code: TaxesRefusal.changed }]);
const notFound = () => refuse(404, 'Hotel not found', []);

export function taxesViewOf(stored: StoredTaxes): TaxesView {
  return {
    vat: { accommodation: stored.vatRate, extras: stored.vatRateExtras ?? stored.vatRate },
    cityTax: {
      amountCents: stored.cityTaxCents,
      payingBands: [...(stored.cityTaxBands ?? DEFAULT_CITY_TAX_BANDS)],
      maxNights: stored.cityTaxLimit > 0 ? stored.cityTaxLimit : null,
    },
    currency: stored.currency,
    version: stored.version,
  };
}

const auditJson = (view: Pick<TaxesView, 'vat' | 'cityTax'>) =>
  JSON.stringify({ vat: view.vat, cityTax: view.cityTax });

export async function readTaxes(db: D1Database, hotelId: number): Promise<Outcome<TaxesView>> {
  const stored = await loadTaxes(db, hotelId);
  return stored ? done(taxesViewOf(stored)) : notFound();
}

/** Saves the taxes based on `input.version`; refused (409) when stale. */
export async function editTaxes(
  db: D1Database,
  actor: Actor,
  input: TaxesInput,
): Promise<Outcome<TaxesView>> {
  const stored = await loadTaxes(db, actor.hotelId);
  if (!stored) return notFound();
  if (stored.version !== input.version) return changed();
  const saved = await saveTaxes(db, {
    ...actor,
    version: input.version,
    beforeJson: auditJson(taxesViewOf(stored)),
    afterJson: auditJson(input),
    vatRate: input.vat.accommodation,
    // One rate stays one rate: the engine then splits each room at once, as it always did.
    vatRateExtras: input.vat.extras === input.vat.accommodation ? null : input.vat.extras,
    cityTaxCents: input.cityTax.amountCents,
    cityTaxLimit: input.cityTax.maxNights ?? 0,
    cityTaxBands: input.cityTax.payingBands,
  });
  if (!saved) return changed();
  const after = await loadTaxes(db, actor.hotelId);
  return after ? done(taxesViewOf(after)) : notFound();
}
