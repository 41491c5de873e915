/**
 * The police reports a demo hotel's front desk already sent (migration 0026; decision 049): one
 * Alloggiati Web file per hotel for each day before the seed day whose arrivals have documents,
 * produced that evening by the demo manager, carrying the guests whose data was complete. The
 * seed day itself is left to send, so the police report screen shows guests to send, incomplete
 * ones and the files of the days before. Lines are the ones src/domain/alloggiati.ts writes.
 */
import { alloggiatiFile, policeReport } from '../../src/domain/alloggiati.ts';
import { findMunicipality } from '../../src/domain/data/municipalities.ts';
import type { GuestDocument } from '../../src/domain/guest-documents.ts';

/** A demo stay with the documents the seed gives its guests. */
export type DocumentedStay = {
  id: number;
  hotelId: number;
  code: string;
  checkin: string;
  checkout: string;
  documents: readonly GuestDocument[];
};

export type DemoPoliceExport = {
  id: string;
  hotelId: number;
  date: string;
  lineCount: number;
  content: string;
  createdDate: string;
  guests: { reservationId: number; uuid: string }[];
};

/** A version-4-shaped UUID drawn from `random` (deterministic, like the rest of the demo). */
function demoUuid(random: () => number): string {
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 16).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-8${hex(3)}-${hex(12)}`;
}

/**
 * The files sent before `start`: per hotel and arrival day (in order), the complete guests of its
 * stays, produced at 21:00 UTC of that day. Days with no complete guest have no file.
 */
export function demoPoliceExports(
  stays: readonly DocumentedStay[],
  start: string,
  random: () => number,
): DemoPoliceExport[] {
  const days = new Map<string, DocumentedStay[]>();
  for (const stay of stays) {
    if (stay.checkin >= start) continue;
    const key = `${stay.hotelId}|${stay.checkin}`;
    days.set(key, [...(days.get(key) ?? []), stay]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([key, group]) => {
      const [hotelId, date] = key.split('|') as [string, string];
      const byCode = new Map(group.map((s) => [s.code, s.id]));
      const { lines } = policeReport(
        [...group]
          .sort((a, b) => a.code.localeCompare(b.code))
          .map((s) => ({ code: s.code, arrival: s.checkin, departure: s.checkout, documents: s.documents })),
        findMunicipality,
      );
      if (lines.length === 0) return [];
      return [
        {
          id: demoUuid(random),
          hotelId: Number(hotelId),
          date,
          lineCount: lines.length,
          content: alloggiatiFile(lines),
          createdDate: `${date}T20:00:00.000Z`,
          guests: lines.map((l) => ({ reservationId: byCode.get(l.code) ?? 0, uuid: l.uuid })),
        },
      ];
    });
}
