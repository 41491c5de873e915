/**
 * The promotions screen's data: the promotions (with the rate plans and room types they may
 * name) through the query cache, and the writes (save, switch, deletion). Each carries the version
 * the screen read; its answer goes into the cached list at once and the reads of promotions
 * elsewhere reload (`PROMOTION_READS`). When somebody else changed or removed the promotion
 * meanwhile (409, 404) the list reloads and the screen says so.
 */
import { useState } from 'react';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import { promotionsEndpoints } from '../../../contracts/routes/promotions.ts';
import type { PromotionsResponse, PromotionView } from '../../../contracts/secure/promotions.ts';
import type { Language } from '../../../contracts/types.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { timeoutMessage } from '../../shared/request-error.ts';
import { invalidateReads, secureQueryKey, useQueryClient, useSecureQuery } from '../app/query.ts';
import { PROMOTION_READS } from '../app/reads.ts';
import { secureApi } from '../app/request.ts';
import { bodyOf, type PromotionForm } from './promotion-form.ts';
import { promotionName } from './promotion-text.ts';

export type Notice = { kind: 'status' | 'error'; text: string };

const SAVE_FALLBACK = 'Error saving the promotion';

export function usePromotionsData(hotelId: number, language: Language, t: Translate) {
  const client = useQueryClient();
  const input = { params: { hotelId } };
  const key = secureQueryKey(promotionsEndpoints.listPromotions, input);
  const list = useSecureQuery(promotionsEndpoints.listPromotions, input, {
    fallback: 'Error getting the promotions',
  });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [toggling, setToggling] = useState<ReadonlySet<number>>(new Set());

  /** Puts a write's answer into the list shown, then reloads every read of promotions. */
  const settle = (change: (promotions: PromotionView[]) => PromotionView[]) => {
    client.setQueryData<PromotionsResponse>(key, (old) =>
      old ? { ...old, promotions: change(old.promotions) } : old,
    );
    void invalidateReads(client, PROMOTION_READS);
  };
  const reloaded = async (): Promise<PromotionsResponse | undefined> => {
    await invalidateReads(client, PROMOTION_READS);
    return client.getQueryData<PromotionsResponse>(key);
  };
  /** 409/404: reload, and say what happened. */
  const reloadAfter = async (error: ApiRequestError) => {
    await reloaded();
    setNotice({
      kind: 'error',
      text: t(error.status === 409 ? 'bo.promotions.conflict' : 'bo.promotions.gone'),
    });
  };
  const refused = async (error: unknown) => {
    if (error instanceof ApiRequestError && (error.status === 409 || error.status === 404))
      await reloadAfter(error);
    else setNotice({ kind: 'error', text: timeoutMessage(error, t) ?? t('bo.promotions.save.error') });
  };

  /** Creates or updates (with `current`'s version); the caller words a refusal in its dialog. */
  const save = async (current: PromotionView | null, form: PromotionForm) => {
    const saved = current
      ? await secureApi(
          promotionsEndpoints.updatePromotion,
          { params: { hotelId, id: current.id }, body: { ...bodyOf(form), version: current.version } },
          { fallback: SAVE_FALLBACK },
        )
      : await secureApi(
          promotionsEndpoints.createPromotion,
          { params: { hotelId }, body: bodyOf(form) },
          {
            fallback: SAVE_FALLBACK,
          },
        );
    settle((promotions) =>
      current ? promotions.map((p) => (p.id === saved.id ? saved : p)) : [...promotions, saved],
    );
    setNotice({ kind: 'status', text: t('bo.promotions.saved') });
  };

  const toggle = async (promotion: PromotionView, enabled: boolean) => {
    setToggling((set) => new Set(set).add(promotion.id));
    setNotice(null);
    try {
      const saved = await secureApi(
        promotionsEndpoints.setPromotionEnabled,
        { params: { hotelId, id: promotion.id }, body: { enabled, version: promotion.version } },
        { fallback: SAVE_FALLBACK },
      );
      settle((promotions) => promotions.map((p) => (p.id === saved.id ? saved : p)));
      const name = promotionName(saved, language);
      setNotice({
        kind: 'status',
        text: t(enabled ? 'bo.promotions.toggled.on' : 'bo.promotions.toggled.off', { name }),
      });
    } catch (error) {
      await refused(error);
    } finally {
      setToggling((set) => {
        const next = new Set(set);
        next.delete(promotion.id);
        return next;
      });
    }
  };

  const remove = async (promotion: PromotionView) => {
    setNotice(null);
    try {
      await secureApi(
        promotionsEndpoints.deletePromotion,
        { params: { hotelId, id: promotion.id }, query: { version: promotion.version } },
        { fallback: 'Error removing the promotion' },
      );
      settle((promotions) => promotions.filter((p) => p.id !== promotion.id));
      setNotice({ kind: 'status', text: t('bo.promotions.deleted') });
    } catch (error) {
      await refused(error);
    }
  };

  return { list, notice, setNotice, toggling, save, toggle, remove, reloaded, reloadAfter };
}
