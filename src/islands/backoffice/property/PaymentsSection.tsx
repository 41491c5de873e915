/**
 * The hotel's payment settings (FOLIO-1; PROPDATA-2 payment methods): whether the booking widget
 * asks for a guarantee card at all, and which circuits the hotel accepts as credit cards and as
 * other (debit, prepaid) cards. Saved through …/hotels/{id}/payment-settings
 * (src/contracts/secure/payment-settings.ts, run here before saving).
 */
import { useCallback } from 'react';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import { paymentSettingsEndpoints } from '../../../contracts/routes/payment-settings.ts';
import {
  PAYMENT_SETTINGS_CHANGED,
  type PaymentSettingsView,
  paymentSettingsForm,
} from '../../../contracts/secure/payment-settings.ts';
import { paymentBrandName } from '../../../domain/cards.ts';
import { CARD_CIRCUITS, type CardCircuit } from '../../../domain/types.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { timeoutMessage } from '../../shared/request-error.ts';
import { secureApi } from '../app/request.ts';
import { EditSection, SectionLoadState, useSectionEditor, useSectionValue } from './EditSection.tsx';
import { CheckboxInput, errorText } from './form.tsx';

type Draft = { guaranteeCard: boolean; creditCards: CardCircuit[]; otherCards: CardCircuit[] };
type CardList = 'creditCards' | 'otherCards';

export function PaymentsSection({ hotelId, t }: { hotelId: number; t: Translate }) {
  const path = `hotels/${hotelId}/payment-settings`;
  const loadFailedText = useCallback(
    (error: unknown) => timeoutMessage(error, t) ?? t('bo.payments.load.error'),
    [t],
  );
  const settings = useSectionValue<PaymentSettingsView>(
    path,
    'Error getting the payment settings',
    loadFailedText,
  );
  const editor = useSectionEditor<Draft, Draft, PaymentSettingsView>('payments', {
    t,
    parse: (draft) => paymentSettingsForm.safeParse(draft),
    send: (body) =>
      secureApi(
        paymentSettingsEndpoints.savePaymentSettings,
        { params: { hotelId }, body: { ...body, version: settings.value?.version ?? 0 } },
        { fallback: 'Error saving the payment settings' },
      ),
    onSaved: settings.setValue,
    savedText: t('bo.payments.saved'),
    failureText: (error) =>
      error instanceof ApiRequestError && error.status === 409
        ? t(PAYMENT_SETTINGS_CHANGED)
        : (timeoutMessage(error, t) ?? t('bo.payments.save.error')),
    reload: settings.load,
  });
  const { id, errors } = editor;
  const current = settings.value;

  const toggle = (list: CardList, circuit: CardCircuit, checked: boolean) =>
    editor.setDraft((draft) => {
      const chosen = new Set(draft[list]);
      if (checked) chosen.add(circuit);
      else chosen.delete(circuit);
      return { ...draft, [list]: CARD_CIRCUITS.filter((known) => chosen.has(known)) };
    });

  const cardChoices = (draft: Draft, list: CardList, legend: string, hint: string) => (
    <fieldset
      className="bo-property__fieldset bo-payments__cards"
      aria-describedby={`${id}-${list}-hint${errors[list] ? ` ${id}-${list}-error` : ''}`}
    >
      <legend>{legend}</legend>
      <p className="ui-field__hint" id={`${id}-${list}-hint`}>
        {hint}
      </p>
      <div className="bo-payments__grid">
        {CARD_CIRCUITS.map((circuit) => (
          <CheckboxInput
            key={circuit}
            id={`${id}-${list}-${circuit}`}
            label={paymentBrandName(circuit)}
            checked={draft[list].includes(circuit)}
            onChange={(checked) => toggle(list, circuit, checked)}
          />
        ))}
      </div>
      {errors[list] ? (
        <p className="ui-field__error" id={`${id}-${list}-error`}>
          {errorText(t, errors[list])}
        </p>
      ) : null}
    </fieldset>
  );

  const names = (circuits: readonly CardCircuit[]) =>
    circuits.length > 0 ? circuits.map(paymentBrandName).join(', ') : t('bo.payments.none');

  return (
    <EditSection
      editor={editor}
      t={t}
      heading={t('bo.payments.heading')}
      editLabel={t('bo.payments.edit')}
      intro={t('bo.payments.intro')}
      onEdit={
        current
          ? () =>
              editor.open({
                guaranteeCard: current.guaranteeCard,
                creditCards: [...current.creditCards],
                otherCards: [...current.otherCards],
              })
          : null
      }
      state={
        <SectionLoadState
          loaded={current !== null}
          loadFailed={settings.loadFailed}
          loadingText={t('bo.payments.loading')}
          retryText={t('bo.payments.retry')}
          onRetry={() => void settings.load()}
        />
      }
      fields={(draft) => (
        <>
          <CheckboxInput
            id={`${id}-guarantee`}
            label={t('bo.payments.guarantee')}
            hint={t('bo.payments.guarantee.hint')}
            checked={draft.guaranteeCard}
            onChange={(guaranteeCard) => editor.setDraft((next) => ({ ...next, guaranteeCard }))}
          />
          {cardChoices(draft, 'creditCards', t('bo.payments.credit'), t('bo.payments.credit.hint'))}
          {cardChoices(draft, 'otherCards', t('bo.payments.other'), t('bo.payments.other.hint'))}
        </>
      )}
      view={
        current ? (
          <dl className="bo-property__view">
            <div>
              <dt>{t('bo.payments.guarantee.view')}</dt>
              <dd>
                {current.guaranteeCard ? t('bo.payments.guarantee.yes') : t('bo.payments.guarantee.no')}
              </dd>
            </div>
            <div>
              <dt>{t('bo.payments.credit')}</dt>
              <dd>{names(current.creditCards)}</dd>
            </div>
            <div>
              <dt>{t('bo.payments.other')}</dt>
              <dd>{names(current.otherCards)}</dd>
            </div>
          </dl>
        ) : null
      }
    />
  );
}
