/** Texts of the plan list, dialog and contract summary, shared by the register wizard and the back office. */
import type { PlanLengthDiscount, PlanPaymentOption } from '../../contracts/types.ts';
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

/** '€420 / year'. */
export function optionPriceText(
  t: LooseTranslate,
  option: Pick<PlanPaymentOption, 'amount' | 'frequency'>,
  money: (value: number) => string,
): string {
  return `${money(option.amount.finalAmount)} ${t.text(`frequency.suffix.${option.frequency}`)}`;
}

export function contractEndText(
  t: LooseTranslate,
  end: string | null,
  date: (iso: string) => string,
): string {
  return end ? date(end) : t.text('register.plan.contract.open');
}
