/**
 * A promotion's switch in the ratesheet: shown at once, the answer replaces it (in the store and
 * in the cached list of promotions, which the promotions screen shows too); the switch bumps the
 * hotel's rates version, so the sheet is read anew (a bulk edit's guard holds). A refused one
 * (changed or removed meanwhile) reads the promotions anew.
 */
import type { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import { planningEndpoints } from '../../../contracts/routes/planning.ts';
import { promotionsEndpoints } from '../../../contracts/routes/promotions.ts';
import { ratesheetEndpoints } from '../../../contracts/routes/ratesheet.ts';
import { staffBookingEndpoints } from '../../../contracts/routes/staff-booking.ts';
import type { PromotionView } from '../../../contracts/secure/promotions.ts';
import { invalidateReads, secureQueryKey, useQueryClient } from '../app/query.ts';
import { secureApi } from '../app/request.ts';
import { promotionName } from '../promotions/promotion-text.ts';
import { errorText } from './ratesheet-errors.ts';
import type { SheetWriteOptions } from './ratesheet-grid-types.ts';

/**
 * After a ratesheet write (its answer already in the store): the cached windows hold the dates as
 * they were, so they are marked stale (read again when next shown, nothing asked now); the
 * planning's and the new reservation's reads of prices and closings reload when next shown.
 */
export function markRatesWritten(client: QueryClient): void {
  void client.invalidateQueries({
    predicate: (query) => query.queryKey[0] === ratesheetEndpoints.getRatesheet.operationId,
    refetchType: 'none',
  });
  void invalidateReads(client, [planningEndpoints.getPlanning, staffBookingEndpoints.getStaffAvailability]);
}

export function usePromotionSwitch({
  hotel,
  language,
  t,
  store,
  setAlert,
  setStatus,
  reload,
}: SheetWriteOptions) {
  const client = useQueryClient();
  const promotionsKey = secureQueryKey(promotionsEndpoints.listPromotions, { params: { hotelId: hotel.id } });

  /** A promotion's switch: the answer replaces it; a refused one (changed or removed meanwhile) reads them anew. */
  const togglePromotion = async (promotionId: number) => {
    const promotion = store.promotions.peek().find((candidate) => candidate.id === promotionId);
    if (!promotion || store.promotionsSaving.peek().has(promotionId)) return;
    const enabled = !promotion.enabled;
    const replace = (next: PromotionView) => {
      store.promotions.value = store.promotions
        .peek()
        .map((candidate) => (candidate.id === next.id ? next : candidate));
    };
    store.promotionsSaving.value = new Set(store.promotionsSaving.peek()).add(promotionId);
    // Shown at once; the answer (or the read after a failure) settles it.
    replace({ ...promotion, enabled });
    setAlert('');
    try {
      const saved = await secureApi(
        promotionsEndpoints.setPromotionEnabled,
        { params: { hotelId: hotel.id, id: promotionId }, body: { enabled, version: promotion.version } },
        { fallback: t('bo.ratesheet.error.save') },
      );
      replace(saved);
      client.setQueryData<{ promotions: PromotionView[] }>(promotionsKey, (cached) =>
        cached
          ? { ...cached, promotions: cached.promotions.map((item) => (item.id === saved.id ? saved : item)) }
          : cached,
      );
      markRatesWritten(client);
      const name = promotionName(saved, language);
      setStatus(t(enabled ? 'bo.promotions.toggled.on' : 'bo.promotions.toggled.off', { name }));
      // The change bumped the hotel's rates version: read the sheet anew so a bulk edit's guard holds.
      reload();
    } catch (error) {
      replace(promotion);
      const stale = error instanceof ApiRequestError && (error.status === 409 || error.status === 404);
      setAlert(
        stale ? t('bo.ratesheet.promotion.changed') : errorText(error, t, t('bo.ratesheet.error.save')),
      );
      if (stale) void invalidateReads(client, [promotionsEndpoints.listPromotions]);
    } finally {
      const next = new Set(store.promotionsSaving.peek());
      next.delete(promotionId);
      store.promotionsSaving.value = next;
    }
  };

  return togglePromotion;
}
