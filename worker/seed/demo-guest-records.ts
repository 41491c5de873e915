/**
 * Identity documents and staff notes of the demo month (migration 0008): what a front desk has
 * typed for the guests in house. Documents follow the rules of src/domain/guest-documents.ts
 * (one per guest, a leader and members, Italian birthplaces from the shipped municipalities with
 * their province), and their status is the one those rules compute, so a few guests whose
 * document number is still missing show as PARTIAL. Deterministic from the PRNG it is given.
 */

import type { People } from '../../src/domain/booking/types.ts';
import { findMunicipality, MUNICIPALITIES } from '../../src/domain/data/municipalities.ts';
import {
  type DocumentPlace,
  derivedProvince,
  documentErrors,
  type GuestDocument,
  type GuestType,
} from '../../src/domain/guest-documents.ts';
import { between } from './demo-stays.ts';

/** Cities of the foreign guests' birthplaces and issuing offices, by country. */
const FOREIGN_CITIES: Record<string, string[]> = {
  DE: ['München', 'Berlin', 'Hamburg', 'Köln'],
  FR: ['Paris', 'Lyon', 'Marseille', 'Bordeaux'],
  GB: ['London', 'Manchester', 'Bristol', 'Edinburgh'],
  US: ['New York', 'Chicago', 'Boston', 'San Francisco'],
  ES: ['Madrid', 'Barcelona', 'Sevilla', 'Valencia'],
  NL: ['Amsterdam', 'Utrecht', 'Rotterdam'],
  AT: ['Wien', 'Innsbruck', 'Graz', 'Salzburg'],
  CH: ['Zürich', 'Bern', 'Basel', 'Lugano'],
  PL: ['Kraków', 'Warszawa', 'Gdańsk', 'Wrocław'],
  JP: ['Tokyo', 'Osaka', 'Kyoto'],
  BR: ['São Paulo', 'Rio de Janeiro', 'Curitiba'],
  AU: ['Sydney', 'Melbourne', 'Brisbane'],
  SE: ['Stockholm', 'Göteborg', 'Malmö'],
};

/** The municipalities Italian guests come from (ISTAT codes of large towns). */
const ITALIAN_TOWNS = ['058091', '015146', '001272', '063049', '037006', '048017', '027042', '082053'];

const FAMILY_NAMES = ['Luca', 'Sofia', 'Leonardo', 'Giulia', 'Anna', 'Noah', 'Emma', 'Mia', 'Paul', 'Léa'];

/** The guest of the reservation the documents are for. */
export type DocumentHolder = {
  name: string;
  surname: string;
  countryIso: string;
  checkin: string;
  people: People;
};

function place(random: () => number, country: string): DocumentPlace {
  if (country === 'IT') {
    const istat = ITALIAN_TOWNS[Math.floor(random() * ITALIAN_TOWNS.length)] as string;
    const town = findMunicipality(istat) ?? MUNICIPALITIES[0];
    return { country, name: town?.name ?? 'Roma', istat: town?.istat ?? '058091' };
  }
  const cities = FOREIGN_CITIES[country] ?? ['Capital'];
  return { country, name: cities[Math.floor(random() * cities.length)] as string, istat: null };
}

const letters = (random: () => number, n: number) =>
  Array.from({ length: n }, () => 'ABCDEFGHJKLMNPRSTUVWXYZ'[Math.floor(random() * 23)]).join('');
const digits = (random: () => number, n: number) =>
  Array.from({ length: n }, () => String(Math.floor(random() * 10))).join('');

/** A birth date `years` before the check-in, on a drawn day of that year. */
function bornBefore(random: () => number, checkin: string, years: number): string {
  const year = Number(checkin.slice(0, 4)) - years;
  return `${year}-${String(between(random, 1, 12)).padStart(2, '0')}-${String(between(random, 1, 28)).padStart(2, '0')}`;
}

/**
 * One document per guest: the reservation's guest leads (HOUSEHOLDER with children, GROUP_LEADER
 * with other adults, SINGLE_GUEST alone) with an identity card (Italians) or a passport; the others
 * are family or group members (no document of their own needed). `partial` leaves the leader's
 * document number blank, as when the guest has not shown the document yet. `roomId` is filled by
 * the seed's SQL (the physical room's id).
 */
export function demoDocuments(
  random: () => number,
  holder: DocumentHolder,
  reservationId: number,
  partial: boolean,
): GuestDocument[] {
  const minors = holder.people.boys + holder.people.children + holder.people.kids;
  const guests = holder.people.adults + minors;
  const leaderType: GuestType = guests === 1 ? 'SINGLE_GUEST' : minors > 0 ? 'HOUSEHOLDER' : 'GROUP_LEADER';
  const memberType: GuestType = leaderType === 'HOUSEHOLDER' ? 'FAMILY_MEMBER' : 'GROUP_MEMBER';
  const country = holder.countryIso;
  const ages = [
    between(random, 28, 66),
    ...Array.from({ length: holder.people.adults - 1 }, () => between(random, 22, 66)),
    ...Array.from({ length: holder.people.boys }, () => between(random, 13, 17)),
    ...Array.from({ length: holder.people.children }, () => between(random, 3, 12)),
    ...Array.from({ length: holder.people.kids }, () => between(random, 0, 2)),
  ];
  return ages.map((age, i) => {
    const birthPlace = place(random, country);
    const leader = i === 0;
    const doc: GuestDocument = {
      uuid: `demo-${reservationId}-${i + 1}`,
      name: leader ? holder.name : (FAMILY_NAMES[Math.floor(random() * FAMILY_NAMES.length)] as string),
      surname: holder.surname,
      gender: random() < 0.5 ? 'FEMALE' : 'MALE',
      birthDate: bornBefore(random, holder.checkin, age + 1),
      maxDate: holder.checkin,
      birthPlace,
      province: derivedProvince(birthPlace, findMunicipality),
      nationality: country,
      citizenship: country,
      type: leader ? (country === 'IT' ? 'IDENTITY_CARD' : 'PASSPORT') : null,
      issuer: leader ? place(random, country) : null,
      number: leader && !partial ? `${letters(random, 2)}${digits(random, 5)}${letters(random, 2)}` : '',
      guestType: leader ? leaderType : memberType,
      resident: false,
      exemption: null,
      roomId: null,
      status: 'PARTIAL',
    };
    return { ...doc, status: documentErrors(doc, findMunicipality).length === 0 ? 'COMPLETE' : 'PARTIAL' };
  });
}

/** What a front desk writes on a reservation: requests, arrangements, payments. */
export const DEMO_NOTES = [
  'Late arrival around 23:00: the night porter keeps the key.',
  'Asked for a quiet room away from the lift.',
  'Nut allergy: the breakfast room knows.',
  'Wedding anniversary: a bottle of prosecco in the room on arrival.',
  'City tax paid in cash at check-in.',
  'Cot set up in the room before arrival.',
  'Airport transfer booked for the departure day at 07:30.',
  'Guest left an umbrella at the desk: give it back at check-out.',
  'Early check-in at 11:00 if the room is ready.',
  'Invoice to the company: details sent by e-mail.',
] as const;
