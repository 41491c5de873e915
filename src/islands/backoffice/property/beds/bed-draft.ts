/**
 * A bed as its editor holds it (every number as the text typed) and back, and the rules the editor
 * applies while typing and saving: each people band capped at the bed's max persons, the edited bed
 * put in its place in the room type's list (or appended when new), and a 400's field names read
 * against the one bed shown (`beds.2.count` → `count`).
 */
import {
  type Bed,
  type BedFrequency,
  type BedType,
  capBandCount,
  PEOPLE_BANDS,
  type PeopleBand,
} from '../../../../domain/property.ts';
import { numberText, toNumber } from '../form.tsx';

export type BedDraft = {
  uid: string;
  type: BedType;
  count: string;
  maxPerson: string;
  people: Record<PeopleBand, string>;
  showPeopleType: boolean;
  toPay: boolean;
  frequency: BedFrequency;
  prices: Record<PeopleBand, string>;
};

/** One value per people band (adults, children…). */
export const perBand = <T>(fn: (band: PeopleBand) => T) =>
  Object.fromEntries(PEOPLE_BANDS.map((band) => [band, fn(band)])) as Record<PeopleBand, T>;

export const bedDraftOf = (bed: Bed): BedDraft => ({
  uid: bed.uid,
  type: bed.type,
  count: String(bed.count),
  maxPerson: String(bed.maxPerson),
  people: perBand((band) => String(bed.people[band])),
  showPeopleType: bed.showPeopleType,
  toPay: bed.toPay,
  frequency: bed.frequency,
  prices: perBand((band) => numberText(bed.prices[band])),
});

/** The bed the schema checks: numbers parsed, prices only for a bed the guest pays for. */
export const bedOfDraft = (d: BedDraft) => ({
  uid: d.uid,
  type: d.type,
  count: toNumber(d.count),
  maxPerson: toNumber(d.maxPerson),
  people: perBand((band) => toNumber(d.people[band]) ?? 0),
  showPeopleType: d.showPeopleType,
  toPay: d.toPay,
  frequency: d.frequency,
  prices: perBand((band) => (d.toPay ? toNumber(d.prices[band]) : null)),
});

/** The draft with `patch`, each band capped at a valid max persons (a band not a number is left for the schema). */
export function changeBedDraft(draft: BedDraft, patch: Partial<BedDraft>): BedDraft {
  const next = { ...draft, ...patch };
  const max = toNumber(next.maxPerson);
  if (max !== null && Number.isInteger(max) && max >= 1) {
    next.people = perBand((band) => {
      const n = toNumber(next.people[band]);
      return n === null || Number.isNaN(n) ? next.people[band] : String(capBandCount(n, max));
    });
  }
  return next;
}

/** The room type's list with `bed` in its place, or appended when the list does not have it yet. */
export function bedsWith<B extends { uid: string }>(beds: readonly B[], bed: B): B[] {
  return beds.some((b) => b.uid === bed.uid)
    ? beds.map((b) => (b.uid === bed.uid ? bed : b))
    : [...beds, bed];
}

/** A 400's field errors on the list (`beds.2.count`) as the fields of the one bed edited (`count`). */
export function bedFieldErrors(errors: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, code]) => [field.replace(/^beds\.\d+\./, ''), code]),
  );
}

/** A new bed's id, unique within its room type. */
export function newBedUid(): string {
  return `bed-${crypto.getRandomValues(new Uint32Array(1))[0]?.toString(36) ?? Date.now().toString(36)}`;
}
