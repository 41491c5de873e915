/**
 * Promotions (RATES-2, BODATA-5 Promotion): the hotel's promotions as a table (type, name,
 * discount, period, enabled) with an editor dialog to create and edit them, a switch per row to
 * enable or disable one, and a confirmation before a deletion. Every write carries the version
 * the screen read: when somebody else changed the promotion meanwhile (409) the list reloads and
 * the screen says so; the booking widget prices with the change at its next search.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import { promotionsEndpoints } from '../../../contracts/routes/promotions.ts';
import type { PromotionsResponse, PromotionView } from '../../../contracts/secure/promotions.ts';
import type { Language } from '../../../contracts/types.ts';
import { formatLongDate } from '../../../domain/dates-format.ts';
import { DAYS_RULES, usesMinStay } from '../../../domain/promotions.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { ConfirmDialog } from '../../../ui/NotesList.confirm.tsx';
import { timeoutMessage } from '../../shared/request-error.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { secureApi } from '../app/request.ts';
import { plural } from '../reservations/texts.ts';
import type { ScreenProps } from '../screen.ts';
import { PromotionEditor } from './PromotionEditor.tsx';
import {
  bodyOf,
  emptyForm,
  type FieldMessage,
  type FormField,
  formOf,
  messagesOf,
  type PromotionForm,
} from './promotion-form.ts';
import '../../../ui/field.css';
import '../../../ui/GuestDocumentItem.css';
import './promotions.css';
import { EditDeleteCell, SwitchCell } from '../app/RowControls.tsx';
import { ScreenNotices } from '../app/ScreenNotices.tsx';
import { discountText, promotionName } from './promotion-text.ts';

type Notice = { kind: 'status' | 'error'; text: string };
type Editing = { promotion: PromotionView | null; form: PromotionForm };

function periodText(promotion: PromotionView, language: Language, t: Translate): string {
  const from = promotion.validFrom ? formatLongDate(promotion.validFrom, language) : null;
  const to = promotion.validTo ? formatLongDate(promotion.validTo, language) : null;
  if (from && to) return t('bo.promotions.period.range', { from, to });
  if (from) return t('bo.promotions.period.from', { from });
  if (to) return t('bo.promotions.period.to', { to });
  return t('bo.promotions.period.always');
}

function conditionText(promotion: PromotionView, t: Translate): string | null {
  const rule = DAYS_RULES[promotion.type];
  if (rule && promotion.days !== null) {
    const key = rule.unit === 'HOURS' ? 'bo.promotions.condition.hours' : 'bo.promotions.condition.days';
    return plural(t, key, promotion.days);
  }
  if (usesMinStay(promotion.type) && promotion.minStay !== null) {
    return plural(t, 'bo.promotions.condition.nights', promotion.minStay);
  }
  return null;
}

export default function PromotionsScreen({ hotel, language }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const [data, setData] = useState<PromotionsResponse | null>(null);
  const [loadFailed, setLoadFailed] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [editorOpen, setEditorOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [serverMessages, setServerMessages] = useState<Partial<Record<FormField, FieldMessage>>>({});
  const [busy, setBusy] = useState(false);
  const [toggling, setToggling] = useState<ReadonlySet<number>>(new Set());
  const [removing, setRemoving] = useState<PromotionView | null>(null);

  const load = useCallback(async (): Promise<PromotionsResponse | null> => {
    try {
      const loaded = await secureApi(
        promotionsEndpoints.listPromotions,
        { params: { hotelId: hotel.id } },
        { fallback: 'Error getting the promotions' },
      );
      setData(loaded);
      setLoadFailed(null);
      return loaded;
    } catch (error) {
      setLoadFailed(timeoutMessage(error, t) ?? t('bo.promotions.load.error'));
      return null;
    }
  }, [t, hotel.id]);

  useEffect(() => {
    setData(null);
    void load();
  }, [load]);

  const replace = (saved: PromotionView) =>
    setData((current) =>
      current
        ? { ...current, promotions: current.promotions.map((p) => (p.id === saved.id ? saved : p)) }
        : current,
    );

  /** 409/404: reload, and say what happened. */
  const reloadAfter = async (error: ApiRequestError): Promise<PromotionsResponse | null> => {
    const fresh = await load();
    setNotice({
      kind: 'error',
      text: t(error.status === 409 ? 'bo.promotions.conflict' : 'bo.promotions.gone'),
    });
    return fresh;
  };

  const openEditor = (promotion: PromotionView | null) => {
    setEditing({ promotion, form: promotion ? formOf(promotion) : emptyForm() });
    setFailure(null);
    setServerMessages({});
    setEditorOpen(true);
  };

  const save = async (form: PromotionForm) => {
    if (busy || !editing) return;
    setBusy(true);
    setFailure(null);
    const current = editing.promotion;
    try {
      const saved = current
        ? await secureApi(
            promotionsEndpoints.updatePromotion,
            {
              params: { hotelId: hotel.id, id: current.id },
              body: { ...bodyOf(form), version: current.version },
            },
            { fallback: 'Error saving the promotion' },
          )
        : await secureApi(
            promotionsEndpoints.createPromotion,
            { params: { hotelId: hotel.id }, body: bodyOf(form) },
            { fallback: 'Error saving the promotion' },
          );
      setData((list) =>
        list
          ? {
              ...list,
              promotions: current
                ? list.promotions.map((p) => (p.id === saved.id ? saved : p))
                : [...list.promotions, saved],
            }
          : list,
      );
      setEditorOpen(false);
      setNotice({ kind: 'status', text: t('bo.promotions.saved') });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400 && error.errors.length > 0) {
        setFailure(t('error.validation.fields.text'));
        setServerMessages(messagesOf(form.type, error.errors));
      } else if (error instanceof ApiRequestError && error.status === 409 && current) {
        // Keep what was typed, based on the fresh version: saving again overwrites knowingly.
        const fresh = await load();
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

  const toggle = async (promotion: PromotionView, enabled: boolean) => {
    setToggling((set) => new Set(set).add(promotion.id));
    setNotice(null);
    try {
      const saved = await secureApi(
        promotionsEndpoints.setPromotionEnabled,
        { params: { hotelId: hotel.id, id: promotion.id }, body: { enabled, version: promotion.version } },
        { fallback: 'Error saving the promotion' },
      );
      replace(saved);
      const name = promotionName(saved, language);
      setNotice({
        kind: 'status',
        text: t(enabled ? 'bo.promotions.toggled.on' : 'bo.promotions.toggled.off', { name }),
      });
    } catch (error) {
      if (error instanceof ApiRequestError && (error.status === 409 || error.status === 404))
        await reloadAfter(error);
      else setNotice({ kind: 'error', text: timeoutMessage(error, t) ?? t('bo.promotions.save.error') });
    } finally {
      setToggling((set) => {
        const next = new Set(set);
        next.delete(promotion.id);
        return next;
      });
    }
  };

  const remove = async (promotion: PromotionView) => {
    setRemoving(null);
    setNotice(null);
    try {
      await secureApi(
        promotionsEndpoints.deletePromotion,
        { params: { hotelId: hotel.id, id: promotion.id }, query: { version: promotion.version } },
        { fallback: 'Error removing the promotion' },
      );
      setData((list) =>
        list ? { ...list, promotions: list.promotions.filter((p) => p.id !== promotion.id) } : list,
      );
      setNotice({ kind: 'status', text: t('bo.promotions.deleted') });
    } catch (error) {
      if (error instanceof ApiRequestError && (error.status === 409 || error.status === 404))
        await reloadAfter(error);
      else setNotice({ kind: 'error', text: timeoutMessage(error, t) ?? t('bo.promotions.save.error') });
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
        loadFailed={data ? null : loadFailed}
        loading={!data && !loadFailed}
        onRetry={() => void load()}
        retryLabel={t('bo.promotions.retry')}
        loadingLabel={t('bo.promotions.loading')}
      />
      {data && data.promotions.length === 0 ? (
        <p className="bo-list__empty">{t('bo.promotions.empty')}</p>
      ) : null}
      {data && data.promotions.length > 0 ? (
        <table className="bo-list__table">
          <caption className="ui-sr-only">{t('bo.promotions.caption', { hotel: hotel.name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('bo.promotions.col.name')}</th>
              <th scope="col">{t('bo.promotions.col.type')}</th>
              <th scope="col">{t('bo.promotions.col.discount')}</th>
              <th scope="col">{t('bo.promotions.col.period')}</th>
              <th scope="col">{t('bo.promotions.col.enabled')}</th>
              <th scope="col">
                <span className="ui-sr-only">{t('bo.promotions.col.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.promotions.map((promotion) => {
              const name = promotionName(promotion, language);
              const condition = conditionText(promotion, t);
              return (
                <tr key={promotion.id} className={promotion.enabled ? undefined : 'bo-list__row--off'}>
                  <th scope="row" data-label={t('bo.promotions.col.name')}>
                    <span className="bo-list__name">{name}</span>
                    {promotion.secretCode ? (
                      <span className="bo-list__detail">
                        {t('bo.promotions.secret', { code: promotion.secretCode })}
                      </span>
                    ) : null}
                  </th>
                  <td data-label={t('bo.promotions.col.type')}>
                    {t(`bo.promotions.type.${promotion.type}`)}
                    {condition ? <span className="bo-list__detail">{condition}</span> : null}
                  </td>
                  <td data-label={t('bo.promotions.col.discount')}>
                    {discountText(promotion, data.currency, language, t)}
                  </td>
                  <td data-label={t('bo.promotions.col.period')}>{periodText(promotion, language, t)}</td>
                  <SwitchCell
                    columnLabel={t('bo.promotions.col.enabled')}
                    label={t('bo.promotions.enabled.named', { name })}
                    checked={promotion.enabled}
                    busy={toggling.has(promotion.id)}
                    onChange={(checked) => void toggle(promotion, checked)}
                  />
                  <EditDeleteCell
                    edit={{
                      text: t('bo.promotions.edit'),
                      label: t('bo.promotions.edit.named', { name }),
                      onClick: () => openEditor(promotion),
                    }}
                    remove={{
                      text: t('bo.promotions.delete'),
                      label: t('bo.promotions.delete.named', { name }),
                      onClick: () => setRemoving(promotion),
                    }}
                  />
                </tr>
              );
            })}
          </tbody>
        </table>
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
          onSave={(form) => void save(form)}
          onClose={() => setEditorOpen(false)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('bo.promotions.delete.title')}
        text={removing ? t('bo.promotions.delete.text', { name: promotionName(removing, language) }) : ''}
        confirmLabel={t('bo.promotions.delete.confirm')}
        cancelLabel={t('bo.promotions.delete.cancel')}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
