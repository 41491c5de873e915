/**
 * The promotion editor's form, without React: its values as typed (strings for numbers and
 * dates), the body the API takes, and the field errors of the shared schema (the same rules
 * the worker applies, src/contracts/secure/promotions.ts), with the number each message names.
 */

import { toFieldErrors } from '../../../contracts/error-codes.ts';
import { type PromotionView, promotionInput } from '../../../contracts/secure/promotions.ts';
import type { z } from '../../../contracts/zod.ts';
import {
  DAYS_RULES,
  type DiscountType,
  PROMOTION_MIN_STAY,
  type PromotionType,
  usesMinStay,
} from '../../../domain/promotions.ts';

export type PromotionForm = {
  type: PromotionType;
  nameEn: string;
  nameIt: string;
  discountType: DiscountType;
  amount: string;
  days: string;
  minStay: string;
  enabled: boolean;
  onArrival: boolean;
  secretCode: string;
  validFrom: string;
  validTo: string;
  /** null = all (including those added later). */
  ratePlanIds: number[] | null;
  roomTypeIds: number[] | null;
};

/** The form's fields in screen order: the first one with an error takes the focus. */
export const FORM_FIELDS = [
  'type',
  'name.en',
  'name.it',
  'discount.type',
  'discount.amount',
  'days',
  'minStay',
  'validFrom',
  'validTo',
  'secretCode',
  'ratePlanIds',
  'roomTypeIds',
] as const;
export type FormField = (typeof FORM_FIELDS)[number];

/** A message key and its parameters. */
export type FieldMessage = { key: string; params?: Record<string, number> };

export const emptyForm = (): PromotionForm => ({
  type: 'STANDARD',
  nameEn: '',
  nameIt: '',
  discountType: 'PERCENTAGE',
  amount: '',
  days: '',
  minStay: '',
  enabled: true,
  onArrival: false,
  secretCode: '',
  validFrom: '',
  validTo: '',
  ratePlanIds: null,
  roomTypeIds: null,
});

const text = (value: number | null): string => (value === null ? '' : String(value));

export function formOf(view: PromotionView): PromotionForm {
  return {
    type: view.type,
    nameEn: view.name.en,
    nameIt: view.name.it ?? '',
    discountType: view.discount.type,
    amount: String(view.discount.amount),
    days: text(view.days),
    minStay: text(view.minStay),
    enabled: view.enabled,
    onArrival: view.onArrival,
    secretCode: view.secretCode ?? '',
    validFrom: view.validFrom ?? '',
    validTo: view.validTo ?? '',
    ratePlanIds: view.ratePlanIds ? [...view.ratePlanIds] : null,
    roomTypeIds: view.roomTypeIds ? [...view.roomTypeIds] : null,
  };
}

/** '' → null; anything else a number (NaN for what is not one, which the schema refuses). */
const numberOrNull = (value: string): number | null => (value.trim() === '' ? null : Number(value.trim()));

/** The API body of the form (fields the type does not read are sent as null). */
export function bodyOf(form: PromotionForm): z.input<typeof promotionInput> {
  return {
    type: form.type,
    name: { en: form.nameEn, it: form.nameIt.trim() === '' ? null : form.nameIt },
    // An empty amount goes as null: the route refuses it naming the field, the form shows why.
    discount: { type: form.discountType, amount: numberOrNull(form.amount) as number },
    days: DAYS_RULES[form.type] ? numberOrNull(form.days) : null,
    minStay: usesMinStay(form.type) ? numberOrNull(form.minStay) : null,
    enabled: form.enabled,
    onArrival: form.onArrival,
    secretCode: form.secretCode.trim() === '' ? null : form.secretCode,
    validFrom: form.validFrom === '' ? null : form.validFrom,
    validTo: form.validTo === '' ? null : form.validTo,
    ratePlanIds: form.ratePlanIds,
    roomTypeIds: form.roomTypeIds,
  };
}

/** The number a field's min/max message names. */
function boundOf(type: PromotionType, field: string, code: string): number | undefined {
  const max = code === 'error.field.max';
  if (field === 'days') {
    const rule = DAYS_RULES[type];
    return rule ? (max ? rule.max : rule.min) : undefined;
  }
  if (field === 'minStay') return max ? PROMOTION_MIN_STAY.max : PROMOTION_MIN_STAY.min;
  return undefined;
}

/** Maps the API's field errors (or the schema's) to the form's fields, with their messages. */
export function messagesOf(
  type: PromotionType,
  errors: ReadonlyArray<{ field: string; code: string }>,
): Partial<Record<FormField, FieldMessage>> {
  const messages: Partial<Record<FormField, FieldMessage>> = {};
  for (const { field, code } of errors) {
    // `ratePlanIds.2` (a plan of another hotel) is the list's error.
    const base = field.replace(/\.\d+$/, '') as FormField;
    if (!FORM_FIELDS.includes(base) || messages[base]) continue;
    const num = boundOf(type, base, code);
    const params: Record<string, number> = {};
    if (num !== undefined) params.num = num;
    if (code === 'error.field.generic.maxlength') params.count = base === 'secretCode' ? 20 : 60;
    messages[base] = { key: code, params };
  }
  return messages;
}

/** The form's refusals before any request (empty: it may be sent). */
export function validateForm(form: PromotionForm): Partial<Record<FormField, FieldMessage>> {
  const result = promotionInput.safeParse(bodyOf(form), { reportInput: true });
  return result.success ? {} : messagesOf(form.type, toFieldErrors(result.error.issues));
}

/** The first field (screen order) that has a message. */
export function firstInvalid(messages: Partial<Record<FormField, FieldMessage>>): FormField | null {
  return FORM_FIELDS.find((field) => messages[field]) ?? null;
}
