/**
 * GA4-style e-commerce pushes (view_item_list, select_item, begin_checkout, purchase) to the host
 * page's `window.dataLayer`. Only when the host opted in (`analytics` attribute) and its consent
 * state allows it (`analytics-consent="granted"`), checked by the caller; never creates the
 * global: a page without a dataLayer gets nothing. No personal data is ever pushed.
 */
export function analyticsPush(
  dataLayer: unknown[] | null,
  event: string,
  ecommerce: Record<string, unknown>,
): boolean {
  if (!Array.isArray(dataLayer)) return false;
  // GA4 merges consecutive ecommerce objects unless the previous one is cleared first.
  dataLayer.push({ ecommerce: null });
  dataLayer.push({ event, ecommerce });
  return true;
}
