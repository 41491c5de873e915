/**
 * The guest document's form values and the document they stand for: places as a country, a
 * chosen municipality or a typed name; `toForm` opens a stored document, `fromForm` reads the
 * form back; `errorText` is a field error's text.
 */
import type { Language } from '../contracts/types.ts';
import { countryName, findCountries } from '../domain/countries.ts';
import {
  type DocumentError,
  type DocumentPlace,
  type DocumentType,
  defaultPlaceCountry,
  type Exemption,
  type Gender,
  type GuestDocument,
  type GuestType,
  ITALY,
  type MunicipalityLookup,
} from '../domain/guest-documents.ts';
import type { Translate } from '../i18n/translate.ts';
import type { ComboOption } from './GuestDocumentItem.combobox.tsx';

export type PlaceForm = { country: string; place: ComboOption | null; text: string };

export type DocumentForm = {
  name: string;
  surname: string;
  gender: '' | Gender;
  birthDate: string;
  birthPlace: PlaceForm;
  nationality: ComboOption | null;
  citizenship: ComboOption | null;
  guestType: '' | GuestType;
  type: '' | DocumentType;
  issuer: PlaceForm;
  number: string;
  resident: boolean;
  exemption: '' | Exemption;
};

/** A place's form fields; a blank place starts on `blankCountry` (the guest's own country). */
export function placeForm(
  place: DocumentPlace | null,
  lookup: MunicipalityLookup | null,
  blankCountry: string = ITALY,
): PlaceForm {
  if (!place) return { country: blankCountry, place: null, text: '' };
  if (place.country === ITALY && place.istat) {
    const province = lookup?.(place.istat)?.province;
    return {
      country: ITALY,
      place: { id: place.istat, label: place.name, ...(province ? { detail: province } : {}) },
      text: '',
    };
  }
  return { country: place.country, place: null, text: place.name };
}

export function toPlace(form: PlaceForm): DocumentPlace | null {
  if (form.country === ITALY)
    return form.place ? { country: ITALY, name: form.place.label, istat: form.place.id } : null;
  const name = form.text.trim();
  return name ? { country: form.country, name, istat: null } : null;
}

export const countryOption = (iso: string | null, language: Language): ComboOption | null =>
  iso ? { id: iso, label: countryName(iso, language) } : null;

export function toForm(
  doc: GuestDocument,
  language: Language,
  lookup: MunicipalityLookup | null,
): DocumentForm {
  return {
    name: doc.name,
    surname: doc.surname,
    gender: doc.gender ?? '',
    birthDate: doc.birthDate ?? '',
    birthPlace: placeForm(doc.birthPlace, lookup, defaultPlaceCountry(doc)),
    nationality: countryOption(doc.nationality, language),
    citizenship: countryOption(doc.citizenship, language),
    guestType: doc.guestType ?? '',
    type: doc.type ?? '',
    issuer: placeForm(doc.issuer, lookup, defaultPlaceCountry(doc)),
    number: doc.number,
    resident: doc.resident,
    exemption: doc.exemption ?? '',
  };
}

/** The document the form describes (status left to the rules). */
export function fromForm(form: DocumentForm, base: GuestDocument): GuestDocument {
  return {
    ...base,
    name: form.name,
    surname: form.surname,
    gender: form.gender || null,
    birthDate: form.birthDate || null,
    birthPlace: toPlace(form.birthPlace),
    nationality: form.nationality?.id ?? null,
    citizenship: form.citizenship?.id ?? null,
    guestType: form.guestType || null,
    type: form.type || null,
    issuer: toPlace(form.issuer),
    number: form.number,
    resident: Boolean(form.resident) && !form.exemption,
    exemption: form.exemption || null,
  };
}

/** The text of a rule's error code: a site key when the bundle has it, else this area's. */
export function errorText(t: Translate, error: Pick<DocumentError, 'code' | 'params'>): string {
  return t.has(error.code)
    ? t.text(error.code, error.params)
    : t.text(`bo.guests.${error.code}`, error.params);
}

export const ALL_COUNTRIES = (language: Language) => (query: string) =>
  findCountries(query, language, 20).map((c) => ({ id: c.iso, label: c.name }));
