/**
 * Who an extra bed fits (CONSIST: a cot was offered to adults, "Lettino: adulti"). A cot (COT,
 * Italian 'lettino') and a cradle (CRADLE) are made for infants: they hold a guest of the kids
 * band (0–2 years, BOLIM) and nobody older. Every other bed type fits any guest. The
 * engine refuses a bed line with a guest the bed does not fit (validateExtras), and the widget
 * and the back office offer a bed only to the bands it fits.
 */
import { AGE_BANDS, type AgeBand } from './types.ts';

const INFANT_BEDS: ReadonlySet<string> = new Set(['COT', 'CRADLE']);
const INFANTS: readonly AgeBand[] = ['kids'];

/** The age bands a bed of `type` fits, in AGE_BANDS order. */
export function bedBands(type: string): readonly AgeBand[] {
  return INFANT_BEDS.has(type) ? INFANTS : AGE_BANDS;
}

/** Whether a guest of `band` fits a bed of `type`. */
export function bedFitsBand(type: string, band: AgeBand): boolean {
  return bedBands(type).includes(band);
}
