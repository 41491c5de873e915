import type { MessageKey } from '../../../i18n/dictionary.ts';

/**
 * Site keys (outside the `bo.` areas) the Policies and Taxes screens show: field messages,
 * refusals, and the widget's own sentences they repeat word for word (no-show, taxes).
 */
export const POLICIES_KEYS = [
  'error.required',
  'error.field.min',
  'error.field.max',
  'error.field.generic.invalid',
  'error.field.generic.maxlength',
  'error.validation.fields.text',
  'error.policy.percentage.required',
  'error.policy.custom.new',
  'error.policy.cancellation.required',
  'error.policy.in.use',
  'error.policy.unknown',
  'error.policies.changed',
  'error.taxes.changed',
  'error.tax.bands.required',
  'widget.policy.noshow',
  'widget.policy.noshow.free',
  'widget.results.taxes',
  'widget.results.taxes.vat',
] as const satisfies readonly MessageKey[];
