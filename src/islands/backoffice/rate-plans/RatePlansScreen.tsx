/**
 * Rate plans: what a guest books a room at, as a table (name, type and meals, price: own prices
 * or "Standard −10 %", room types, cancellation in the guest's words, on sale) with an editor
 * dialog to add and edit one, a switch to take one off sale and back, and a confirmation before
 * a deletion. Every write carries the version the screen read; a refusal (409) says why with the
 * worker's counts, reservation codes or plan names, and the list reloads.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { FieldError } from '../../../contracts/error-codes.ts';
import { ratePlansEndpoints } from '../../../contracts/routes/rate-plans.ts';
import type { RatePlanInput, RatePlansResponse, RatePlanView } from '../../../contracts/secure/rate-plans.ts';
import { localePath } from '../../../i18n/paths.ts';
import { mealPlanList } from '../../../ui/meal-plans.ts';
import { ConfirmDialog } from '../../../ui/NotesList.confirm.tsx';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { EditDeleteCell, SwitchCell } from '../app/RowControls.tsx';
import { secureApi } from '../app/request.ts';
import { ScreenNotices } from '../app/ScreenNotices.tsx';
import { failureOf, fieldErrorsOf, isStatus, type Refusal, refusalOf } from '../rooms/setup-errors.ts';
import type { ScreenProps } from '../screen.ts';
import { RATE_PLAN_FIELDS, RatePlanEditor } from './RatePlanEditor.tsx';
import {
  cancellationWords,
  derivationLabel,
  emptyPlanForm,
  exampleStay,
  type PolicyContext,
  planForm,
  planName,
  type RatePlanFormValues,
} from './rate-plan-text.ts';
import '../../../ui/field.css';
import '../../../ui/GuestDocumentItem.css';
import '../rooms/rooms.css';
import './rate-plans.css';

type Notice = { kind: 'status' | 'error' } & Refusal;

/** The body of a plan as it is, with `enabled` switched (the on-sale switch). */
function switched(plan: RatePlanView, enabled: boolean): RatePlanInput & { version: number } {
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

export default function RatePlansScreen({ hotel, language, navigate }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const [data, setData] = useState<RatePlansResponse | null>(null);
  const [loadFailed, setLoadFailed] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [editing, setEditing] = useState<RatePlanView | null>(null);
  const [initial, setInitial] = useState<RatePlanFormValues | null>(null);
  const [editorOpen, setEditorOpen] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [serverErrors, setServerErrors] = useState<readonly FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const [toggling, setToggling] = useState<ReadonlySet<number>>(new Set());
  const [removing, setRemoving] = useState<RatePlanView | null>(null);
  const [now] = useState(() => Date.now());

  const load = useCallback(async (): Promise<RatePlansResponse | null> => {
    try {
      const loaded = await secureApi(
        ratePlansEndpoints.listRatePlans,
        { params: { hotelId: hotel.id } },
        { fallback: 'Error getting the rate plans' },
      );
      setData(loaded);
      setLoadFailed(null);
      return loaded;
    } catch (error) {
      setLoadFailed(failureOf(t, error, t('bo.rateplans.load.error')).text);
      return null;
    }
  }, [t, hotel.id]);

  useEffect(() => {
    setData(null);
    void load();
  }, [load]);

  const saveError = t('bo.rooms.save.error');
  const replace = (saved: RatePlanView) =>
    setData((list) =>
      list
        ? { ...list, ratePlans: list.ratePlans.map((plan) => (plan.id === saved.id ? saved : plan)) }
        : list,
    );

  const openEditor = (plan: RatePlanView | null) => {
    if (!data) return;
    setEditing(plan);
    setInitial(plan ? planForm(plan) : emptyPlanForm(data));
    setRefusal(null);
    setServerErrors([]);
    setNotice(null);
    setEditorOpen(true);
  };

  const save = async (value: RatePlanInput) => {
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    const current = editing;
    try {
      const saved = current
        ? await secureApi(
            ratePlansEndpoints.updateRatePlan,
            { params: { hotelId: hotel.id, id: current.id }, body: { ...value, version: current.version } },
            { fallback: 'Error saving the rate plan' },
          )
        : await secureApi(
            ratePlansEndpoints.createRatePlan,
            { params: { hotelId: hotel.id }, body: value },
            { fallback: 'Error saving the rate plan' },
          );
      setEditorOpen(false);
      setNotice({
        kind: 'status',
        text: t('bo.rateplans.saved', { name: planName(saved, language) }),
        detail: null,
      });
      // A new plan may have brought the hotel its default cancellation policy: read the list again.
      if (current) replace(saved);
      else await load();
    } catch (error) {
      const onFields = fieldErrorsOf(error, RATE_PLAN_FIELDS);
      if (onFields && onFields.length > 0) {
        setRefusal({ text: t('error.validation.fields.text'), detail: null });
        setServerErrors(onFields);
      } else if (isStatus(error, 409, 404, 400)) {
        // What was typed stays; based on the fresh version, saving again overwrites knowingly.
        setRefusal(refusalOf(t, error, saveError));
        const fresh = await load();
        const latest = current ? fresh?.ratePlans.find((plan) => plan.id === current.id) : null;
        if (latest) setEditing(latest);
      } else {
        setRefusal(failureOf(t, error, saveError));
      }
    } finally {
      setBusy(false);
    }
  };

  const toggle = async (plan: RatePlanView, enabled: boolean) => {
    setToggling((set) => new Set(set).add(plan.id));
    setNotice(null);
    try {
      const saved = await secureApi(
        ratePlansEndpoints.updateRatePlan,
        { params: { hotelId: hotel.id, id: plan.id }, body: switched(plan, enabled) },
        { fallback: 'Error saving the rate plan' },
      );
      replace(saved);
      const key = enabled ? 'bo.rateplans.toggled.on' : 'bo.rateplans.toggled.off';
      setNotice({ kind: 'status', text: t(key, { name: planName(saved, language) }), detail: null });
    } catch (error) {
      if (isStatus(error, 409, 404)) {
        setNotice({ kind: 'error', ...refusalOf(t, error, saveError) });
        await load();
      } else setNotice({ kind: 'error', ...failureOf(t, error, saveError) });
    } finally {
      setToggling((set) => {
        const next = new Set(set);
        next.delete(plan.id);
        return next;
      });
    }
  };

  const remove = async (plan: RatePlanView) => {
    setRemoving(null);
    setNotice(null);
    try {
      await secureApi(
        ratePlansEndpoints.deleteRatePlan,
        { params: { hotelId: hotel.id, id: plan.id }, query: { version: plan.version } },
        { fallback: 'Error removing the rate plan' },
      );
      setData((list) =>
        list ? { ...list, ratePlans: list.ratePlans.filter((p) => p.id !== plan.id) } : list,
      );
      setNotice({
        kind: 'status',
        text: t('bo.rateplans.deleted', { name: planName(plan, language) }),
        detail: null,
      });
    } catch (error) {
      if (isStatus(error, 409, 404)) {
        setNotice({ kind: 'error', ...refusalOf(t, error, saveError) });
        await load();
      } else setNotice({ kind: 'error', ...failureOf(t, error, saveError) });
    }
  };

  const ctx: PolicyContext | null = useMemo(
    () => (data ? { currency: data.currency, timeZone: data.timeZone, language, now } : null),
    [data, language, now],
  );
  const policyText = (plan: RatePlanView): string => {
    const policy = data?.cancellationPolicies.find((p) => p.id === String(plan.cancellationPolicyId));
    return policy && ctx ? cancellationWords(policy, ctx).join(' ') : t('bo.rateplans.policy.none');
  };
  const roomTypesText = (plan: RatePlanView): string => {
    if (plan.roomTypeIds === null) return t('bo.rateplans.roomtypes.all');
    const names = plan.roomTypeIds
      .map((id) => data?.roomTypes.find((type) => type.id === id))
      .filter((type) => type !== undefined)
      .map((type) => planName(type, language));
    return names.length > 0 ? names.join(', ') : t('bo.rateplans.roomtypes.none');
  };
  const link = (to: string, text: string) => (
    <a
      href={localePath(language, `/secure${to}`)}
      onClick={(event) => {
        event.preventDefault();
        navigate(to);
      }}
    >
      {text}
    </a>
  );

  return (
    <section className="bo-list bo-rateplans" aria-labelledby="bo-rateplans-title">
      <div className="bo-list__head">
        <h1 id="bo-rateplans-title">{t('bo.rateplans.title')}</h1>
        <button type="button" className="button" onClick={() => openEditor(null)} disabled={!data}>
          {t('bo.rateplans.add')}
        </button>
      </div>
      <p className="bo-list__intro">
        {t('bo.rateplans.intro')} {link('/ratesheet', t('bo.rateplans.to.ratesheet'))}
      </p>
      <ScreenNotices
        notice={notice}
        loadFailed={data ? null : loadFailed}
        loading={!data && !loadFailed}
        onRetry={() => void load()}
        retryLabel={t('bo.rooms.retry')}
        loadingLabel={t('bo.rooms.loading')}
      />
      {data && data.ratePlans.length === 0 ? (
        <p className="bo-list__empty">
          {t('bo.rateplans.empty')}{' '}
          {data.roomTypes.length === 0 ? link('/room-types', t('bo.rateplans.to.roomtypes')) : null}
        </p>
      ) : null}
      {data && ctx && data.ratePlans.length > 0 ? (
        <p className="bo-list__intro bo-rateplans__example-stay">{exampleStay(t, ctx)}</p>
      ) : null}
      {data && data.ratePlans.length > 0 ? (
        <table className="bo-list__table bo-rateplans__table">
          <caption className="ui-sr-only">{t('bo.rateplans.caption', { hotel: hotel.name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('bo.rateplans.col.name')}</th>
              <th scope="col">{t('bo.rateplans.col.price')}</th>
              <th scope="col">{t('bo.rateplans.col.roomtypes')}</th>
              <th scope="col">{t('bo.rateplans.col.policy')}</th>
              <th scope="col">{t('bo.rateplans.col.enabled')}</th>
              <th scope="col">
                <span className="ui-sr-only">{t('bo.rooms.col.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.ratePlans.map((plan) => {
              const name = planName(plan, language);
              const derived = derivationLabel(plan, data.ratePlans, language, data.currency);
              const meals = mealPlanList(t, plan.includedMealPlans, language);
              return (
                <tr key={plan.id} className={plan.enabled ? undefined : 'bo-list__row--off'}>
                  <th scope="row" data-label={t('bo.rateplans.col.name')}>
                    <span className="bo-list__name">{name}</span>
                    <span className="bo-list__detail">
                      {t(`bo.rateplans.type.${plan.type}`)}
                      {meals ? ` · ${meals}` : ''}
                    </span>
                  </th>
                  <td data-label={t('bo.rateplans.col.price')}>
                    {derived ? (
                      <>
                        {derived.parent} <span className="bo-rateplans__figure">{derived.figure}</span>
                      </>
                    ) : (
                      t('bo.rateplans.price.own')
                    )}
                    {plan.minStay || plan.maxStay ? (
                      <span className="bo-list__detail">
                        {[
                          plan.minStay ? t('bo.rateplans.stay.min', { count: plan.minStay }) : null,
                          plan.maxStay ? t('bo.rateplans.stay.max', { count: plan.maxStay }) : null,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    ) : null}
                  </td>
                  <td data-label={t('bo.rateplans.col.roomtypes')}>{roomTypesText(plan)}</td>
                  <td data-label={t('bo.rateplans.col.policy')} className="bo-rateplans__policy">
                    {policyText(plan)}
                  </td>
                  <SwitchCell
                    columnLabel={t('bo.rateplans.col.enabled')}
                    label={t('bo.rateplans.enabled.named', { name })}
                    checked={plan.enabled}
                    busy={toggling.has(plan.id)}
                    onChange={(checked) => void toggle(plan, checked)}
                  />
                  <EditDeleteCell
                    edit={{
                      text: t('bo.rooms.edit'),
                      label: t('bo.rooms.edit.named', { name }),
                      onClick: () => openEditor(plan),
                    }}
                    remove={{
                      text: t('bo.rooms.delete'),
                      label: t('bo.rooms.delete.named', { name }),
                      onClick: () => setRemoving(plan),
                    }}
                  />
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      {data && initial ? (
        <RatePlanEditor
          open={editorOpen}
          planId={editing?.id ?? null}
          initial={initial}
          data={data}
          language={language}
          t={t}
          busy={busy}
          refusal={refusal}
          serverErrors={serverErrors}
          onSave={(value) => void save(value)}
          onClose={() => setEditorOpen(false)}
          onRoomTypes={() => navigate('/room-types')}
          roomTypesHref={localePath(language, '/secure/room-types')}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('bo.rateplans.delete.title')}
        text={removing ? t('bo.rateplans.delete.text', { name: planName(removing, language) }) : ''}
        confirmLabel={t('bo.rooms.delete.confirm')}
        cancelLabel={t('bo.rooms.cancel')}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
