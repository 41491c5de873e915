/**
 * The Italian municipalities of ./municipalities.json (ISTAT, CC BY 3.0 IT; see ./README.md) as a
 * lookup by ISTAT code and a search by name, for the guest documents' birthplace and issuing
 * place (src/domain/guest-documents.ts). The worker imports it directly; the back office imports
 * it lazily (`import('…/municipalities.ts')`), so the list is its own chunk.
 */
import { foldForSearch } from '../countries.ts';
import type { Municipality, MunicipalityLookup } from '../guest-documents.ts';
import data from './municipalities.json' with { type: 'json' };

type Row = readonly [name: string, province: string, istat: string];

export const MUNICIPALITIES: readonly Municipality[] = (data.rows as unknown as Row[]).map(
  ([name, province, istat]) => ({ name, province, istat }),
);

const byIstat = new Map(MUNICIPALITIES.map((m) => [m.istat, m]));
const folded = MUNICIPALITIES.map((m) => ({ municipality: m, name: foldForSearch(m.name) }));

/** The municipality with this ISTAT code ('058091' → Roma, RM). */
export const findMunicipality: MunicipalityLookup = (istat) => byIstat.get(istat);

/**
 * Municipalities matching a typed text, best first: names that start with it (ignoring case and
 * accents), then names with a word that starts with it, then names containing it; alphabetical
 * within each group ('roma' → Roma, Romagnano al Monte…, then Castel Romano…).
 */
export function searchMunicipalities(query: string, limit = 20): Municipality[] {
  const q = foldForSearch(query);
  if (q === '') return [];
  const groups: Municipality[][] = [[], [], []];
  for (const entry of folded) {
    if (entry.name.startsWith(q)) groups[0]?.push(entry.municipality);
    else if (entry.name.split(/[\s'-]+/).some((word) => word.startsWith(q)))
      groups[1]?.push(entry.municipality);
    else if (entry.name.includes(q)) groups[2]?.push(entry.municipality);
  }
  return groups.flat().slice(0, limit);
}
