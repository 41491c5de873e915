/**
 * The guest step's form model: its values (what the inputs hold), the resolver that checks them
 * with the schemas the reservation route uses (guestSchema, cardSchema, the body's notes), the
 * two rules only a form can check (the nationality chosen from the list; the card circuits the
 * hotel takes, which the route checks against the same list), and the conversions between the
 * form and the flow's state.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldErrors, get, type Resolver, type ResolverResult, set } from 'react-hook-form';
import {
  BookingErrorCode,
  cardSchema,
  createReservationSchema,
  guestSchema,
} from '../../../src/contracts/booking.ts';
import { ErrorCode, issueCode } from '../../../src/contracts/error-codes.ts';
import type { CardCircuit, Language } from '../../../src/contracts/types.ts';
import { z } from '../../../src/contracts/zod.ts';
import { checkCardNumber } from '../../../src/domain/cards.ts';
import { COUNTRY_QUERY_MIN_LENGTH } from '../../../src/domain/countries.ts';
import type { CardDetails, GuestDetails } from '../flow/controller.ts';

/** PROPCHECK-1: the nationality must be a listed country. */
export const COUNTRY_NOT_MATCHING = 'error.country.not.match';

export type CardFormValues = {
  holder: string;
  number: string;
  /** '' until chosen; '1'…'12'. */
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
};

export type GuestFormValues = {
  guest: {
    email: string;
    name: string;
    surname: string;
    phone: { prefix: string; number: string };
    /** The country's English name once chosen; what the guest typed until then. */
    nationality: string;
    /** The chosen country's ISO code; '' while the text matches none. */
    countryIso: string;
    consents: { MARKETING: boolean; PROFILING: boolean };
    language: Language;
  };
  notes: string;
  /** The guest chose to guarantee the booking with a card. */
  withCard: boolean;
  card: CardFormValues;
};

export type GuestFormOutput = { guest: GuestDetails; card: CardDetails | null; notes: string };

/** The fields of the form, in page order: server errors on other paths are not this step's. */
export const FORM_FIELDS = [
  'guest.email',
  'guest.name',
  'guest.surname',
  'guest.phone.prefix',
  'guest.phone.number',
  'guest.nationality',
  'notes',
  'card.holder',
  'card.number',
  'card.expiryMonth',
  'card.expiryYear',
  'card.cvv',
] as const;
export type FormField = (typeof FORM_FIELDS)[number];

/** Server paths that belong to a field under another name. */
const FIELD_ALIASES: Readonly<Record<string, FormField>> = {
  'guest.phone': 'guest.phone.number',
  'guest.countryIso': 'guest.nationality',
  card: 'card.number',
  'card.circuit': 'card.number',
};

export function formField(path: string): FormField | null {
  if ((FORM_FIELDS as readonly string[]).includes(path)) return path as FormField;
  return FIELD_ALIASES[path] ?? null;
}

const contactSchema = z.object({ guest: guestSchema, notes: createReservationSchema.shape.notes });

const EMPTY_CARD: CardFormValues = { holder: '', number: '', expiryMonth: '', expiryYear: '', cvv: '' };

function consentValue(value: unknown): boolean {
  if (typeof value === 'object' && value !== null && 'value' in value) return value.value === true;
  return value === true;
}

/** The form's values from the flow's state (what was entered before), or empty ones. */
export function initialValues(
  flow: { guest: GuestDetails | null; card: CardDetails | null; notes: string },
  language: Language,
  defaultPrefix: string,
): GuestFormValues {
  const { guest, card } = flow;
  return {
    guest: {
      email: guest?.email ?? '',
      name: guest?.name ?? '',
      surname: guest?.surname ?? '',
      phone: { prefix: guest?.phone.prefix || defaultPrefix, number: guest?.phone.number ?? '' },
      nationality: guest?.nationality ?? '',
      countryIso: guest?.countryIso ?? '',
      consents: {
        MARKETING: consentValue(guest?.consents?.MARKETING),
        PROFILING: consentValue(guest?.consents?.PROFILING),
      },
      language,
    },
    notes: flow.notes,
    withCard: card !== null,
    card:
      card === null
        ? EMPTY_CARD
        : {
            holder: card.holder,
            number: card.number,
            expiryMonth: card.expiryMonth > 0 ? String(card.expiryMonth) : '',
            expiryYear: card.expiryYear > 0 ? String(card.expiryYear) : '',
            cvv: card.cvv,
          },
  };
}

/** A card as the flow keeps it: expiry as numbers, 0 while not chosen. */
export function cardDetails(card: CardFormValues): CardDetails {
  return {
    holder: card.holder.trim(),
    number: card.number.trim(),
    expiryMonth: card.expiryMonth === '' ? 0 : Number(card.expiryMonth),
    expiryYear: card.expiryYear === '' ? 0 : Number(card.expiryYear),
    cvv: card.cvv.trim(),
  };
}

/** The values as typed, for the flow to keep when the guest leaves the step unfinished. */
export function typedValues(values: GuestFormValues): GuestFormOutput {
  const { guest } = values;
  return {
    guest: { ...guest, phone: { ...guest.phone }, consents: { ...guest.consents } },
    card: values.withCard ? cardDetails(values.card) : null,
    notes: values.notes,
  };
}

type Issue = { field: string; code: string };

/** PROPCHECK-1: a typed nationality that names no listed country. */
function nationalityIssues(guest: GuestFormValues['guest']): Issue[] {
  const text = guest.nationality.trim();
  if (text === '' || guest.countryIso !== '') return [];
  const code = text.length < COUNTRY_QUERY_MIN_LENGTH ? ErrorCode.minLength : COUNTRY_NOT_MATCHING;
  return [{ field: 'guest.nationality', code }];
}

/**
 * The card's issues: cardSchema's, and the number against the hotel's circuits. cardSchema
 * checks the number only once its other fields are valid; the number's own check
 * (checkCardNumber, the function cardSchema and the route use) runs here in any case, so that
 * every error shows at once.
 */
function cardIssues(card: CardFormValues, circuits: readonly CardCircuit[]): Issue[] {
  const input = {
    holder: card.holder,
    number: card.number,
    expiryMonth: card.expiryMonth === '' ? undefined : Number(card.expiryMonth),
    expiryYear: card.expiryYear === '' ? undefined : Number(card.expiryYear),
    cvv: card.cvv,
  };
  const parsed = cardSchema.safeParse(input);
  const issues: Issue[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ field: `card.${issue.path.join('.')}`, code: issueCode(issue) }));
  if (!issues.some((issue) => issue.field === 'card.number')) {
    const check = checkCardNumber(card.number, circuits);
    if (!check.ok) {
      const code = check.reason === 'invalid' ? BookingErrorCode.cardInvalid : BookingErrorCode.cardType;
      issues.push({ field: 'card.number', code });
    }
  }
  return issues;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * react-hook-form's resolver: zodResolver over the contact part (guest and notes), then the
 * nationality and, when the guest asked for it, the card. A required field left empty reports
 * 'error.required' whatever its format rule says about an empty value.
 */
export function guestFormResolver(
  circuits: readonly CardCircuit[],
): Resolver<GuestFormValues, unknown, GuestFormOutput> {
  const contact = zodResolver(contactSchema);
  return async (values, context, options): Promise<ResolverResult<GuestFormValues, GuestFormOutput>> => {
    const result = await contact(values as z.input<typeof contactSchema>, context, options as never);
    const errors = result.errors as FieldErrors<GuestFormValues>;
    const extra = [
      ...nationalityIssues(values.guest),
      ...(values.withCard ? cardIssues(values.card, circuits) : []),
    ];
    for (const issue of extra) {
      if (get(errors, issue.field) === undefined)
        set(errors, issue.field, { type: 'validate', message: issue.code });
    }
    let invalid = false;
    for (const field of FORM_FIELDS) {
      const error = get(errors, field) as { message?: string } | undefined;
      if (error === undefined) continue;
      invalid = true;
      if (field !== 'notes' && isEmpty(get(values, field))) error.message = ErrorCode.required;
    }
    if (invalid || Object.keys(errors).length > 0) return { values: {}, errors };
    const parsed = result.values as z.output<typeof contactSchema>;
    return {
      values: {
        guest: parsed.guest,
        card: values.withCard ? cardDetails(values.card) : null,
        notes: parsed.notes ?? '',
      },
      errors: {},
    };
  };
}
