/** Texts of the plan list, dialog and contract summary, shared by the register wizard and the back office. */
import type { Plan, PlanLengthDiscount, PlanPaymentOption } from '../../contracts/types.ts';
import { planPrice } from '../../domain/plans.ts';
import type { LooseTranslate } from '../../i18n/translate.ts';

type Length = { count: number; unit: string };

/** The unit's name for a count: 'month' for 1, 'months' otherwise (one/other in English and Italian). */
export function unitName(t: LooseTranslate, unit: string, count: number): string {
  return t.text(count === 1 ? `value.unit.one.${unit}` : `value.unit.${unit}`);
}

/** '6 months', '1 year' (the value input's unit names: value.unit.*). */
export function lengthText(t: LooseTranslate, length: Length): string {
  return `${length.count} ${unitName(t, length.unit, length.count)}`;
}

/** 'Save 10%' or 'Save €5.00 a month'. */
export function discountText(
  t: LooseTranslate,
  discount: Pick<PlanLengthDiscount, 'discount'>,
  money: (value: number) => string,
): string {
  return discount.discount.type === 'PERCENTAGE'
    ? t.text('plan.length.discount', { value: discount.discount.finalAmount })
    : t.text('register.plan.length.discount.price', { amount: money(discount.discount.finalAmount) });
}

/**
 * 'VAT included (22%: €7.57)': a plan price includes VAT (decision 024), and the home page's plans
 * and the register wizard's say so the same way; null when the price carries no rate.
 */
export function planVatText(
  t: LooseTranslate,
  vat: { rate: number | null | undefined; amount: number },
  money: (value: number) => string,
): string | null {
  return vat.rate ? t.text('plan.vat.included', { rate: vat.rate, amount: money(vat.amount) }) : null;
}

/** '€420 / year'. */
export function optionPriceText(
  t: LooseTranslate,
  option: Pick<PlanPaymentOption, 'amount' | 'frequency'>,
  money: (value: number) => string,
): string {
  return `${money(option.amount.finalAmount)} ${t.text(`frequency.suffix.${option.frequency}`)}`;
}

/**
 * The chosen plan's price, one figure from the plan dialog to the register recap: the monthly
 * price after the length discount, the discount, and how it is paid ("€67.43 / month (Save 10%)
 * · Payment frequency: Yearly"). CONSIST: the recap showed the undiscounted yearly amount.
 */
export function chosenPriceText(
  t: LooseTranslate,
  plan: Pick<Plan, 'paymentOptions'>,
  option: PlanPaymentOption,
  discount: PlanLengthDiscount | null,
  money: (value: number) => string,
): string {
  const price = planPrice(plan, option, discount);
  const monthly = price === null ? '–' : `${money(price)} ${t.text('frequency.suffix.MONTHLY')}`;
  const saving = discount ? ` (${discountText(t, discount, money)})` : '';
  const paid =
    option.frequency === 'MONTHLY'
      ? ''
      : ` · ${t.text('plan.payment.frequency')}: ${t.text(`frequency.${option.frequency}`)}`;
  return `${monthly}${saving}${paid}`;
}

export function contractEndText(
  t: LooseTranslate,
  end: string | null,
  date: (iso: string) => string,
): string {
  return end ? date(end) : t.text('register.plan.contract.open');
}

/** A plan card shows at most 4 featured items; the rest are counted as "more". */
export const PLAN_FEATURED_MAX = 4;

export type FeaturedItems = { items: string[]; more: number };

/**
 * A plan card's featured items: the features of the plan's groups first (the
 * favorite groups before the others, each in its order), then the features outside any group;
 * without duplicates; at most `max` shown, the rest counted in `more`.
 */
export function planFeaturedItems(
  plan: Pick<Plan, 'features' | 'featureGroups'>,
  max = PLAN_FEATURED_MAX,
): FeaturedItems {
  const groups = [...(plan.featureGroups ?? [])].sort((a, b) => Number(b.favorite) - Number(a.favorite));
  const all = [...new Set([...groups.flatMap((group) => group.features), ...(plan.features ?? [])])];
  return { items: all.slice(0, max), more: Math.max(0, all.length - max) };
}
