/**
 * What the rate plans screen says about a plan: its name, its derivation ("Standard −10 %"), and
 * its policies in the words a guest reads on the widget's rate card (the engine's
 * `policySummary` said by the shared `policySentences`), worked on an example stay.
 */
import type { RatePlanInput, RatePlansResponse, RatePlanView } from '../../../contracts/secure/rate-plans.ts';
import type { Language } from '../../../contracts/types.ts';
import { noShowAmount, policySummary } from '../../../domain/booking/cancellation.ts';
import { addDays, todayIn } from '../../../domain/booking/dates.ts';
import type { CancellationPolicy, NoShowPolicy } from '../../../domain/booking/types.ts';
import { formatLongDate, LOCALE } from '../../../domain/dates-format.ts';
import { numberFormat } from '../../../domain/intl.ts';
import { fromCents } from '../../../domain/money.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { formatMoney } from '../../../ui/format.ts';
import { policySentences } from '../../../ui/PolicySummary.tsx';

/** A plan's (or room type's) name in the page language (Italian falls back to English when not given). */
export const planName = (plan: Pick<RatePlanView, 'name'>, language: Language): string =>
  (language === 'it' ? plan.name.it : null) || plan.name.en;

/** A signed figure as the manager reads it: '−10 %', '+12,5 %', '−€15.00'. */
export function signedDerivation(
  derivation: Pick<NonNullable<RatePlanView['derivation']>, 'kind' | 'value'>,
  language: Language,
  currency: string,
): string {
  const sign = derivation.value < 0 ? '\u2212' : '+';
  const magnitude = Math.abs(derivation.value);
  if (derivation.kind === 'PERCENTAGE') {
    const figure = numberFormat(LOCALE[language], { maximumFractionDigits: 2 }).format(magnitude);
    return `${sign}${figure}\u00a0%`;
  }
  return `${sign}${formatMoney(fromCents(magnitude), language, currency)}`;
}

/** "Standard −10 %": the parent's name and the derivation (apart, so the figure never wraps); null for a primary plan. */
export function derivationLabel(
  plan: Pick<RatePlanView, 'derivation'>,
  plans: ReadonlyArray<RatePlanView>,
  language: Language,
  currency: string,
): { parent: string; figure: string } | null {
  if (!plan.derivation) return null;
  const { parentId } = plan.derivation;
  const parent = plans.find((p) => p.id === parentId);
  return {
    parent: parent ? planName(parent, language) : `#${parentId}`,
    figure: signedDerivation(plan.derivation, language, currency),
  };
}

/** The example stay the policies are worked on: 2 nights at 100 a night, arriving in 30 days. */
export const EXAMPLE_NIGHT_CENTS = 10_000;
const EXAMPLE_NIGHTS = [EXAMPLE_NIGHT_CENTS, EXAMPLE_NIGHT_CENTS];
const EXAMPLE_TOTAL = EXAMPLE_NIGHT_CENTS * EXAMPLE_NIGHTS.length;

export type PolicyContext = Pick<RatePlansResponse, 'currency' | 'timeZone'> & {
  language: Language;
  now: number;
};

const exampleCheckin = (ctx: PolicyContext) => addDays(todayIn(ctx.timeZone, ctx.now), 30);

/** "For 2 nights at €100.00 arriving on 28 December 2026:" */
export function exampleStay(t: Translate, ctx: PolicyContext): string {
  return t('bo.rateplans.policy.example', {
    amount: formatMoney(fromCents(EXAMPLE_NIGHT_CENTS), ctx.language, ctx.currency),
    date: formatLongDate(exampleCheckin(ctx), ctx.language),
  });
}

/** A cancellation policy in the guest's words, on the example stay. */
export function cancellationWords(policy: CancellationPolicy, ctx: PolicyContext): string[] {
  const checkin = exampleCheckin(ctx);
  const summary = policySummary(
    policy,
    { checkin, nightlyCents: EXAMPLE_NIGHTS, totalCents: EXAMPLE_TOTAL },
    ctx.timeZone,
    ctx.now,
  );
  return policySentences(summary, {
    checkin,
    timeZone: ctx.timeZone,
    currency: ctx.currency,
    language: ctx.language,
    now: ctx.now,
  });
}

/** A no-show policy in the guest's words (the widget's), on the example stay. */
export function noShowWords(t: Translate, policy: NoShowPolicy, ctx: PolicyContext): string {
  const amount = noShowAmount(policy, EXAMPLE_NIGHTS, EXAMPLE_TOTAL);
  return amount > 0
    ? t('widget.policy.noshow', { amount: formatMoney(fromCents(amount), ctx.language, ctx.currency) })
    : t('widget.policy.noshow.free');
}

/** The form's values: a plan's input with the derivation's figure as typed (an amount in currency units). */
export type RatePlanFormValues = {
  nameEn: string;
  nameIt: string;
  type: RatePlanInput['type'];
  derived: boolean;
  parentId: string;
  kind: 'PERCENTAGE' | 'AMOUNT';
  /** Percentage, or amount in currency units (converted to cents on save). */
  value: string;
  includedMealPlans: string[];
  allRoomTypes: boolean;
  roomTypeIds: number[];
  channels: string[];
  pricingModel: RatePlanInput['pricingModel'];
  occupantsForBaseRate: string;
  cancellationPolicyId: string;
  noShowPolicyId: string;
  minStay: string;
  maxStay: string;
  position: string;
  enabled: boolean;
};

/** A new plan: a standard primary plan for every room type and channel, with the hotel's first policy. */
export function emptyPlanForm(choices: Omit<RatePlansResponse, 'ratePlans'>): RatePlanFormValues {
  return {
    nameEn: '',
    nameIt: '',
    type: 'STANDARD',
    derived: false,
    parentId: '',
    kind: 'PERCENTAGE',
    value: '',
    includedMealPlans: [],
    allRoomTypes: true,
    roomTypeIds: [],
    channels: choices.channels.map((c) => c.channel),
    pricingModel: 'PER_ROOM',
    occupantsForBaseRate: '',
    cancellationPolicyId: choices.cancellationPolicies[0]?.id ?? '',
    noShowPolicyId: '',
    minStay: '',
    maxStay: '',
    position: '',
    enabled: true,
  };
}

/** The form of a saved plan. */
export function planForm(plan: RatePlanView): RatePlanFormValues {
  const amount = plan.derivation?.kind === 'AMOUNT';
  return {
    nameEn: plan.name.en,
    nameIt: plan.name.it ?? '',
    type: plan.type,
    derived: plan.derivation !== null,
    parentId: plan.derivation ? String(plan.derivation.parentId) : '',
    kind: plan.derivation?.kind ?? 'PERCENTAGE',
    value: plan.derivation ? String(amount ? fromCents(plan.derivation.value) : plan.derivation.value) : '',
    includedMealPlans: [...plan.includedMealPlans],
    allRoomTypes: plan.roomTypeIds === null,
    roomTypeIds: plan.roomTypeIds ? [...plan.roomTypeIds] : [],
    channels: [...plan.channels],
    pricingModel: plan.pricingModel,
    occupantsForBaseRate: plan.occupantsForBaseRate === null ? '' : String(plan.occupantsForBaseRate),
    cancellationPolicyId: plan.cancellationPolicyId === null ? '' : String(plan.cancellationPolicyId),
    noShowPolicyId: plan.noShowPolicyId === null ? '' : String(plan.noShowPolicyId),
    minStay: plan.minStay === null ? '' : String(plan.minStay),
    maxStay: plan.maxStay === null ? '' : String(plan.maxStay),
    position: String(plan.position),
    enabled: plan.enabled,
  };
}

/** A typed number ('' → null; anything else a number for the schema to judge, NaN included). */
const numberOf = (text: string): number | null =>
  text.trim() === '' ? null : Number(text.replace(',', '.'));

/** The derivation's figure as the API takes it: a percentage as typed, an amount in whole cents. */
export function derivationValue(values: Pick<RatePlanFormValues, 'kind' | 'value'>): number | null {
  const figure = numberOf(values.value);
  if (figure === null || values.kind === 'PERCENTAGE') return figure;
  return Math.round(figure * 100);
}

/** The body the form sends (the shared schema judges it before the worker does). */
export function planBody(values: RatePlanFormValues): Record<string, unknown> {
  return {
    name: { en: values.nameEn, it: values.nameIt || null },
    type: values.type,
    derivation: values.derived
      ? {
          parentId: numberOf(values.parentId),
          kind: values.kind,
          value: derivationValue(values),
        }
      : null,
    includedMealPlans: values.includedMealPlans,
    roomTypeIds: values.allRoomTypes ? null : values.roomTypeIds,
    channels: values.channels,
    pricingModel: values.pricingModel,
    occupantsForBaseRate:
      values.pricingModel === 'OCCUPANCY_BASED_PRICING' ? numberOf(values.occupantsForBaseRate) : null,
    cancellationPolicyId: numberOf(values.cancellationPolicyId),
    noShowPolicyId: numberOf(values.noShowPolicyId),
    minStay: numberOf(values.minStay),
    maxStay: numberOf(values.maxStay),
    position: numberOf(values.position),
    enabled: values.enabled,
  };
}
