/** How the back office names a promotion and its discount (the promotions list and the ratesheet). */

import type { PromotionView } from '../../../contracts/secure/promotions.ts';
import type { Language } from '../../../contracts/types.ts';
import { LOCALE } from '../../../domain/dates-format.ts';
import type { Translate } from '../../../i18n/translate.ts';

/** The promotion's name in the manager's language, English when it has none. */
export const promotionName = (promotion: PromotionView, language: Language): string =>
  (language === 'it' ? promotion.name.it : null) ?? promotion.name.en;

/** '10% off' or '€15.00 off per night'. */
export function discountText(
  promotion: PromotionView,
  currency: string,
  language: Language,
  t: Translate,
): string {
  const { type, amount } = promotion.discount;
  if (type === 'PERCENTAGE') {
    return t('bo.promotions.discount.percent', {
      value: new Intl.NumberFormat(LOCALE[language]).format(amount),
    });
  }
  const value = new Intl.NumberFormat(LOCALE[language], { style: 'currency', currency }).format(amount);
  return t('bo.promotions.discount.price', { value });
}
