import { PLAN_FREQUENCIES } from '../../domain/types.ts';
import { VALUE_UNITS } from '../../domain/value-unit.ts';
import { dictionaries, type MessageKey } from '../../i18n/dictionary.ts';

/** The plans' feature and feature-group names (the cards list them). */
const FEATURE_KEYS = Object.keys(dictionaries.en).filter((key) => key.startsWith('feature.')) as MessageKey[];

/**
 * The texts of the caller-translated widgets of INSIGHT-3 (Stepper, Wizard, ValueInput, the plan
 * list, dialog and contract summary): every bundle that shows them lists these (the register
 * island, the back office).
 */
export const PLAN_WIDGET_KEYS: readonly MessageKey[] = [
  ...FEATURE_KEYS,
  'stepper.position',
  'stepper.optional',
  'stepper.status.future',
  'stepper.status.current',
  'stepper.status.done',
  'stepper.status.error',
  'stepper.status.disabled',
  'stepper.back',
  'stepper.skip',
  'stepper.next',
  'stepper.confirm',
  'value.count.label',
  'value.unit.label',
  ...VALUE_UNITS.map((unit) => `value.unit.${unit}` as const),
  ...VALUE_UNITS.map((unit) => `value.unit.one.${unit}` as const),
  'error.field.min',
  'error.filed.invalid',
  'error.validation.fields.text',
  ...PLAN_FREQUENCIES.map((frequency) => `frequency.${frequency}` as const),
  ...PLAN_FREQUENCIES.map((frequency) => `frequency.suffix.${frequency}` as const),
  'plan.basic',
  'plan.professional',
  'plan.enterprise',
  'plan.channel',
  'plan.starter',
  'plan.from',
  'plan.vat.included',
  'plan.choose',
  'plan.contract.length',
  'plan.length.discount',
  'plan.payment.frequency',
  'plan.features.more',
  'register.plan.list',
  'register.plan.details',
  'register.plan.change',
  'register.plan.clear',
  'register.plan.selected',
  'register.plan.close',
  'register.plan.option.min',
  'register.plan.option.favourite',
  'register.plan.option.disabled',
  'register.plan.length.none',
  'register.plan.option.changed',
  'register.plan.length.discount.price',
  'register.plan.price.monthly',
  'register.plan.contract.start',
  'register.plan.contract.end',
  'register.plan.contract.open',
  'register.plan.unavailable',
];
