/**
 * The rate plans screen's data: the plans (with the room types, policies and channels they
 * name) through the query cache, and the writes (save, on-sale switch, deletion). Each carries
 * the version the screen read; its answer goes into the cached list at once and the reads naming
 * rate plans elsewhere reload (`RATE_PLAN_READS`: the ratesheet, promotions, policies…). A refusal
 * (409, 404) reloads them and says why with the worker's counts, codes or plan names.
 */
import { useState } from 'react';
import { ratePlansEndpoints } from '../../../contracts/routes/rate-plans.ts';
import type { RatePlanInput, RatePlansResponse, RatePlanView } from '../../../contracts/secure/rate-plans.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { invalidateReads, secureQueryKey, useQueryClient, useSecureQuery } from '../app/query.ts';
import { RATE_PLAN_READS } from '../app/reads.ts';
import { secureApi } from '../app/request.ts';
import { failureOf, isStatus, type Refusal, refusalOf } from '../rooms/setup-errors.ts';

export type Notice = { kind: 'status' | 'error' } & Refusal;

const SAVE_FALLBACK = 'Error saving the rate plan';

/** The body of a plan as it is, with `enabled` switched (the on-sale switch). */
export function switched(plan: RatePlanView, enabled: boolean): RatePlanInput & { version: number } {
  return {
    name: { en: plan.name.en, it: plan.name.it ?? undefined },
    type: plan.type,
    derivation: plan.derivation,
    includedMealPlans: plan.includedMealPlans as RatePlanInput['includedMealPlans'],
    roomTypeIds: plan.roomTypeIds,
    channels: plan.channels,
    pricingModel: plan.pricingModel,
    occupantsForBaseRate: plan.occupantsForBaseRate,
    cancellationPolicyId: plan.cancellationPolicyId,
    noShowPolicyId: plan.noShowPolicyId,
    minStay: plan.minStay,
    maxStay: plan.maxStay,
    position: plan.position,
    enabled,
    version: plan.version,
  };
}

export function useRatePlansData(hotelId: number, t: Translate, named: (plan: RatePlanView) => string) {
  const client = useQueryClient();
  const input = { params: { hotelId } };
  const key = secureQueryKey(ratePlansEndpoints.listRatePlans, input);
  const list = useSecureQuery(ratePlansEndpoints.listRatePlans, input, {
    fallback: 'Error getting the rate plans',
  });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [toggling, setToggling] = useState<ReadonlySet<number>>(new Set());
  const saveError = t('bo.rooms.save.error');

  /** Puts a write's answer into the list shown, then reloads every read naming rate plans. */
  const settle = (change: (plans: RatePlanView[]) => RatePlanView[]) => {
    client.setQueryData<RatePlansResponse>(key, (old) =>
      old ? { ...old, ratePlans: change(old.ratePlans) } : old,
    );
    void invalidateReads(client, RATE_PLAN_READS);
  };
  const reloaded = async (): Promise<RatePlansResponse | undefined> => {
    await invalidateReads(client, RATE_PLAN_READS);
    return client.getQueryData<RatePlansResponse>(key);
  };
  const refused = async (error: unknown) => {
    if (isStatus(error, 409, 404)) {
      setNotice({ kind: 'error', ...refusalOf(t, error, saveError) });
      await reloaded();
    } else setNotice({ kind: 'error', ...failureOf(t, error, saveError) });
  };

  /** Creates or updates (with `current`'s version); the caller words a refusal in its dialog. */
  const save = async (current: RatePlanView | null, value: RatePlanInput) => {
    const saved = current
      ? await secureApi(
          ratePlansEndpoints.updateRatePlan,
          { params: { hotelId, id: current.id }, body: { ...value, version: current.version } },
          { fallback: SAVE_FALLBACK },
        )
      : await secureApi(
          ratePlansEndpoints.createRatePlan,
          { params: { hotelId }, body: value },
          {
            fallback: SAVE_FALLBACK,
          },
        );
    setNotice({ kind: 'status', text: t('bo.rateplans.saved', { name: named(saved) }), detail: null });
    // A new plan may have brought the hotel its default cancellation policy: read the list again.
    if (current) settle((plans) => plans.map((plan) => (plan.id === saved.id ? saved : plan)));
    else await reloaded();
  };

  const toggle = async (plan: RatePlanView, enabled: boolean) => {
    setToggling((set) => new Set(set).add(plan.id));
    setNotice(null);
    try {
      const saved = await secureApi(
        ratePlansEndpoints.updateRatePlan,
        { params: { hotelId, id: plan.id }, body: switched(plan, enabled) },
        { fallback: SAVE_FALLBACK },
      );
      settle((plans) => plans.map((other) => (other.id === saved.id ? saved : other)));
      const key = enabled ? 'bo.rateplans.toggled.on' : 'bo.rateplans.toggled.off';
      setNotice({ kind: 'status', text: t(key, { name: named(saved) }), detail: null });
    } catch (error) {
      await refused(error);
    } finally {
      setToggling((set) => {
        const next = new Set(set);
        next.delete(plan.id);
        return next;
      });
    }
  };

  const remove = async (plan: RatePlanView) => {
    setNotice(null);
    try {
      await secureApi(
        ratePlansEndpoints.deleteRatePlan,
        { params: { hotelId, id: plan.id }, query: { version: plan.version } },
        { fallback: 'Error removing the rate plan' },
      );
      settle((plans) => plans.filter((other) => other.id !== plan.id));
      setNotice({ kind: 'status', text: t('bo.rateplans.deleted', { name: named(plan) }), detail: null });
    } catch (error) {
      await refused(error);
    }
  };

  return { list, notice, setNotice, toggling, save, toggle, remove, reloaded, saveError };
}
