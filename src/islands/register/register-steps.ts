/**
 * The register wizard's steps and their checks, with the shared schemas of src/contracts: each
 * step's field errors keyed by the payload's field path ('account.email',
 * 'contract.billing.zip', 'terms'), and the errors shown once steps were submitted: those the
 * server answered, while nothing was changed since, else the steps' own checks of what is typed
 * now (a fixed field loses its error at once).
 */
import { billingSchema, type RegisterPayload, registerAccountSchema } from '../../contracts/register.ts';
import { hotelInfoForm } from '../../contracts/secure/property.ts';
import type { Language } from '../../contracts/types.ts';
import type { PlanSelection } from '../../domain/plan-selection.ts';
import type { Translate } from '../../i18n/translate.ts';
import { errorsOfIssues, errorText, type FieldErrors } from '../backoffice/property/form.tsx';
import { type HotelDraft, hotelValues } from '../backoffice/property/HotelInfoFields.tsx';
import type { AccountDraft, BillingDraft } from './drafts.ts';

export type StepId = 'account' | 'hotel' | 'plan' | 'confirm';

/** Everything the prospect typed or chose, step by step. */
export type RegisterDraft = {
  account: AccountDraft;
  hotel: HotelDraft;
  selection: PlanSelection | null;
  billing: BillingDraft;
  terms: boolean;
  privacy: boolean;
};

/** The step a server field error belongs to. */
export function stepOfField(field: string): StepId {
  if (field.startsWith('account.')) return 'account';
  if (field.startsWith('hotel.')) return 'hotel';
  if (field.startsWith('contract.')) return 'plan';
  return 'confirm';
}

/** True for a field path a step's own check answers for (the confirmation's have no prefix). */
function checkedBy(step: StepId, field: string): boolean {
  switch (step) {
    case 'account':
      return field.startsWith('account.');
    case 'hotel':
      return field.startsWith('hotel.');
    case 'plan':
      return field.startsWith('contract.');
    case 'confirm':
      return field === 'terms' || field === 'privacy';
  }
}

const prefixed = (prefix: string, errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([key, code]) => [`${prefix}${key}`, code]));

/** One step's errors: empty when the step can be left. */
export function stepFieldErrors(step: StepId, draft: RegisterDraft): FieldErrors {
  switch (step) {
    case 'account': {
      const parsed = registerAccountSchema.safeParse(draft.account);
      return parsed.success ? {} : prefixed('account.', errorsOfIssues(parsed.error.issues));
    }
    case 'hotel': {
      const parsed = hotelInfoForm.safeParse(hotelValues(draft.hotel));
      return parsed.success ? {} : prefixed('hotel.', errorsOfIssues(parsed.error.issues));
    }
    case 'plan': {
      const parsed = billingSchema.safeParse(draft.billing);
      const billing = parsed.success ? {} : prefixed('billing.', errorsOfIssues(parsed.error.issues, ''));
      return prefixed('contract.', draft.selection ? billing : { planId: 'error.plan.required', ...billing });
    }
    case 'confirm':
      return {
        ...(draft.terms ? {} : { terms: 'error.consent.required' }),
        ...(draft.privacy ? {} : { privacy: 'error.consent.required' }),
      };
  }
}

/** What the server refused in a confirmed draft. */
export type ServerAnswer = {
  draft: RegisterDraft;
  errors: FieldErrors;
  /** The steps holding a refused field. */
  steps: Partial<Record<StepId, string>>;
};

/**
 * The errors shown on the fields: the server's for the draft it answered; once the draft
 * changed, the submitted steps' own checks replace the server's errors of their fields.
 */
export function shownErrors(
  draft: RegisterDraft,
  submitted: ReadonlySet<StepId>,
  server: ServerAnswer | null,
): FieldErrors {
  const own = [...submitted].map((step) => stepFieldErrors(step, draft));
  const fromServer = server
    ? Object.entries(server.errors).filter(
        ([field]) => server.draft === draft || ![...submitted].some((step) => checkedBy(step, field)),
      )
    : [];
  return Object.assign({}, Object.fromEntries(fromServer), ...own);
}

/** The steps marked in the step list: the server's, until a step's own check passes. */
export function shownStepErrors(
  draft: RegisterDraft,
  submitted: ReadonlySet<StepId>,
  server: ServerAnswer | null,
): Partial<Record<StepId, string>> {
  if (!server) return {};
  if (server.draft === draft) return server.steps;
  return Object.fromEntries(
    Object.entries(server.steps).filter(
      ([step]) =>
        !submitted.has(step as StepId) || Object.keys(stepFieldErrors(step as StepId, draft)).length > 0,
    ),
  );
}

/**
 * The server's answer once a step was submitted again: its own check replaces the server's
 * errors of its fields, and its mark goes when the check passes.
 */
export function afterStepCheck(server: ServerAnswer, step: StepId, valid: boolean): ServerAnswer {
  const errors = Object.fromEntries(
    Object.entries(server.errors).filter(([field]) => !checkedBy(step, field)),
  );
  const steps = valid ? { ...server.steps, [step]: undefined } : server.steps;
  return { ...server, errors, steps };
}

/** The server's answer to a refused draft: its errors and the steps they belong to. */
export function serverAnswer(draft: RegisterDraft, errors: FieldErrors): ServerAnswer {
  const steps: Partial<Record<StepId, string>> = {};
  for (const field of Object.keys(errors)) steps[stepOfField(field)] ??= 'register.error.fields';
  return { draft, errors, steps };
}

/** The payload of POST /register; null until a plan is chosen. */
export function registerPayload(draft: RegisterDraft, language: Language): RegisterPayload | null {
  const { account, hotel, selection, billing, terms, privacy } = draft;
  if (!selection) return null;
  return {
    account,
    hotel: hotelValues(hotel),
    contract: {
      planId: selection.planId,
      optionId: selection.optionId,
      discountId: selection.discountId,
      billing,
    },
    terms,
    privacy,
    language,
  };
}

/** A field's error text, with the numbers its message takes. */
export const fieldError =
  (t: Translate, errors: FieldErrors) =>
  (key: string, params?: Record<string, number>): string | null =>
    errorText(t, errors[key], params);
