/**
 * Rate plans: what a guest books a room at, as a table (name, type and meals, price: own prices
 * or "Standard −10 %", room types, cancellation in the guest's words, on sale) with an editor
 * dialog to add and edit one, a switch to take one off sale and back, and a confirmation before
 * a deletion. Every write carries the version the screen read; a refusal (409) says why with the
 * worker's counts, reservation codes or plan names, and the list reloads (useRatePlansData.ts).
 */
import { useMemo, useState } from 'react';
import type { RatePlanInput, RatePlanView } from '../../../contracts/secure/rate-plans.ts';
import { localePath } from '../../../i18n/paths.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { ConfirmRemoval } from '../app/RowControls.tsx';
import { ScreenLink } from '../app/ScreenLink.tsx';
import { ScreenNotices } from '../app/ScreenNotices.tsx';
import { failureOf } from '../rooms/setup-errors.ts';
import { useEditorSave } from '../rooms/use-editor-save.ts';
import type { ScreenProps } from '../screen.ts';
import { RATE_PLAN_FIELDS, RatePlanEditor } from './RatePlanEditor.tsx';
import { RatePlansTable } from './RatePlansTable.tsx';
import {
  emptyPlanForm,
  exampleStay,
  type PolicyContext,
  planForm,
  planName,
  type RatePlanFormValues,
} from './rate-plan-text.ts';
import { useRatePlansData } from './useRatePlansData.ts';
import '../../../ui/field.css';
import '../rooms/rooms.css';
import './rate-plans.css';

export default function RatePlansScreen({ hotel, language, navigate }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const named = (plan: RatePlanView) => planName(plan, language);
  const { list, notice, setNotice, toggling, save, toggle, remove, reloaded, saveError } = useRatePlansData(
    hotel.id,
    t,
    named,
  );
  const data = list.data;
  const [editing, setEditing] = useState<RatePlanView | null>(null);
  const [initial, setInitial] = useState<RatePlanFormValues | null>(null);
  const [editorOpen, setEditorOpen] = useState(false);
  const editor = useEditorSave(t, saveError);
  const [removing, setRemoving] = useState<RatePlanView | null>(null);
  const [now] = useState(() => Date.now());

  const openEditor = (plan: RatePlanView | null) => {
    if (!data) return;
    setEditing(plan);
    setInitial(plan ? planForm(plan) : emptyPlanForm(data));
    editor.clear();
    setNotice(null);
    setEditorOpen(true);
  };

  const submit = async (value: RatePlanInput) => {
    const current = editing;
    const saved = await editor.submit(
      () => save(current, value),
      RATE_PLAN_FIELDS,
      async () => {
        // What was typed stays; based on the fresh version, saving again overwrites knowingly.
        const fresh = await reloaded();
        const latest = current ? fresh?.ratePlans.find((plan) => plan.id === current.id) : null;
        if (latest) setEditing(latest);
      },
    );
    if (saved) setEditorOpen(false);
  };

  const ctx: PolicyContext | null = useMemo(
    () => (data ? { currency: data.currency, timeZone: data.timeZone, language, now } : null),
    [data, language, now],
  );
  const link = (to: string, text: string) => (
    <ScreenLink to={to} language={language} navigate={navigate}>
      {text}
    </ScreenLink>
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
        loadFailed={
          !data && list.isError ? failureOf(t, list.error, t('bo.rateplans.load.error')).text : null
        }
        loading={list.isPending}
        onRetry={() => void list.refetch()}
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
        <>
          <p className="bo-list__intro bo-rateplans__example-stay">{exampleStay(t, ctx)}</p>
          <RatePlansTable
            data={data}
            ctx={ctx}
            hotelName={hotel.name}
            language={language}
            t={t}
            toggling={toggling}
            onToggle={(plan, enabled) => void toggle(plan, enabled)}
            onEdit={openEditor}
            onRemove={setRemoving}
          />
        </>
      ) : null}
      {data && initial ? (
        <RatePlanEditor
          open={editorOpen}
          planId={editing?.id ?? null}
          initial={initial}
          data={data}
          language={language}
          t={t}
          busy={editor.busy}
          refusal={editor.refusal}
          serverErrors={editor.serverErrors}
          onSave={(value) => void submit(value)}
          onClose={() => setEditorOpen(false)}
          onRoomTypes={() => navigate('/room-types')}
          roomTypesHref={localePath(language, '/secure/room-types')}
        />
      ) : null}
      <ConfirmRemoval
        item={removing}
        title={t('bo.rateplans.delete.title')}
        text={(plan) => t('bo.rateplans.delete.text', { name: named(plan) })}
        confirmLabel={t('bo.rooms.delete.confirm')}
        cancelLabel={t('bo.rooms.cancel')}
        onClose={() => setRemoving(null)}
        onRemove={(plan) => void remove(plan)}
      />
    </section>
  );
}
