/**
 * Promotions (RATES-2, BODATA-5 Promotion): the hotel's promotions as a table (type, name,
 * discount, period, enabled) with an editor dialog to create and edit them, a switch per row to
 * enable or disable one, and a confirmation before a deletion. Every write carries the version
 * the screen read: when somebody else changed the promotion meanwhile (409) the list reloads and
 * the screen says so (usePromotionsData.ts); the booking widget prices with the change at its
 * next search.
 */
import { useMemo, useState } from 'react';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import type { PromotionView } from '../../../contracts/secure/promotions.ts';
import { timeoutMessage } from '../../shared/request-error.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { ConfirmRemoval } from '../app/RowControls.tsx';
import { ScreenNotices } from '../app/ScreenNotices.tsx';
import type { ScreenProps } from '../screen.ts';
import { PromotionEditor } from './PromotionEditor.tsx';
import { PromotionsTable } from './PromotionsTable.tsx';
import {
  emptyForm,
  type FieldMessage,
  type FormField,
  formOf,
  messagesOf,
  type PromotionForm,
} from './promotion-form.ts';
import { promotionName } from './promotion-text.ts';
import { usePromotionsData } from './usePromotionsData.ts';
import '../../../ui/field.css';
import './promotions.css';

type Editing = { promotion: PromotionView | null; form: PromotionForm };

export default function PromotionsScreen({ hotel, language }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const { list, notice, toggling, save, toggle, remove, reloaded, reloadAfter } = usePromotionsData(
    hotel.id,
    language,
    t,
  );
  const data = list.data;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [editorOpen, setEditorOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [serverMessages, setServerMessages] = useState<Partial<Record<FormField, FieldMessage>>>({});
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<PromotionView | null>(null);

  const openEditor = (promotion: PromotionView | null) => {
    setEditing({ promotion, form: promotion ? formOf(promotion) : emptyForm() });
    setFailure(null);
    setServerMessages({});
    setEditorOpen(true);
  };

  const submit = async (form: PromotionForm) => {
    if (busy || !editing) return;
    setBusy(true);
    setFailure(null);
    const current = editing.promotion;
    try {
      await save(current, form);
      setEditorOpen(false);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400 && error.errors.length > 0) {
        setFailure(t('error.validation.fields.text'));
        setServerMessages(messagesOf(form.type, error.errors));
      } else if (error instanceof ApiRequestError && error.status === 409 && current) {
        // Keep what was typed, based on the fresh version: saving again overwrites knowingly.
        const fresh = await reloaded();
        const latest = fresh?.promotions.find((p) => p.id === current.id);
        if (latest) setEditing({ promotion: latest, form });
        setFailure(t('bo.promotions.conflict'));
      } else if (error instanceof ApiRequestError && error.status === 404 && current) {
        setEditorOpen(false);
        await reloadAfter(error);
      } else {
        setFailure(timeoutMessage(error, t) ?? t('bo.promotions.save.error'));
      }
    } finally {
      setBusy(false);
    }
  };

  const initial = useMemo(() => editing?.form ?? emptyForm(), [editing]);

  return (
    <section className="bo-list" aria-labelledby="bo-promo-title">
      <div className="bo-list__head">
        <h1 id="bo-promo-title">{t('bo.promotions.title')}</h1>
        <button type="button" className="button" onClick={() => openEditor(null)} disabled={!data}>
          {t('bo.promotions.add')}
        </button>
      </div>
      <p className="bo-list__intro">{t('bo.promotions.intro')}</p>
      <ScreenNotices
        notice={notice}
        loadFailed={
          !data && list.isError ? (timeoutMessage(list.error, t) ?? t('bo.promotions.load.error')) : null
        }
        loading={list.isPending}
        onRetry={() => void list.refetch()}
        retryLabel={t('bo.promotions.retry')}
        loadingLabel={t('bo.promotions.loading')}
      />
      {data && data.promotions.length === 0 ? (
        <p className="bo-list__empty">{t('bo.promotions.empty')}</p>
      ) : null}
      {data && data.promotions.length > 0 ? (
        <PromotionsTable
          data={data}
          hotelName={hotel.name}
          language={language}
          t={t}
          toggling={toggling}
          onToggle={(promotion, enabled) => void toggle(promotion, enabled)}
          onEdit={openEditor}
          onRemove={setRemoving}
        />
      ) : null}
      {data ? (
        <PromotionEditor
          open={editorOpen}
          isNew={!editing?.promotion}
          initial={initial}
          currency={data.currency}
          ratePlans={data.ratePlans}
          roomTypes={data.roomTypes}
          language={language}
          t={t}
          busy={busy}
          failure={failure}
          serverMessages={serverMessages}
          onSave={(form) => void submit(form)}
          onClose={() => setEditorOpen(false)}
        />
      ) : null}
      <ConfirmRemoval
        item={removing}
        title={t('bo.promotions.delete.title')}
        text={(promotion) => t('bo.promotions.delete.text', { name: promotionName(promotion, language) })}
        confirmLabel={t('bo.promotions.delete.confirm')}
        cancelLabel={t('bo.promotions.delete.cancel')}
        onClose={() => setRemoving(null)}
        onRemove={(promotion) => void remove(promotion)}
      />
    </section>
  );
}
