import type { MessageKey } from '../../../i18n/dictionary.ts';
import { MEAL_PLAN_KEYS } from '../../../ui/meal-plans.ts';

/** Site keys (outside the `bo.` areas) the rate plans screen shows: field messages, refusals, no-show words. */
export const RATE_PLANS_KEYS = [
  'error.required',
  'error.field.min',
  'error.field.max',
  'error.field.generic.invalid',
  'error.field.generic.maxlength',
  'error.validation.fields.text',
  'error.element.not.found',
  'button.close',
  'error.rate.plan.changed',
  'error.rate.plan.reserved',
  'error.rate.plan.last.primary',
  'error.rate.plan.has.children',
  'error.rate.plan.has.history',
  'error.rate.plan.parent.unknown',
  'error.rate.plan.parent.derived',
  'error.rate.plan.parent.self',
  'error.rate.plan.percentage.decimals',
  'error.rate.plan.room.type.unknown',
  'error.rate.plan.channel.unknown',
  'error.rate.plan.policy.unknown',
  'widget.policy.noshow',
  'widget.policy.noshow.free',
  ...MEAL_PLAN_KEYS,
] as const satisfies readonly MessageKey[];
