/**
 * The hotel's payment settings (issue 30; spec 001 §3 payment methods): whether the booking widget
 * asks for a guarantee card at all, and which circuits the hotel accepts as credit cards and as
 * other (debit, prepaid) cards. Saved through …/hotels/{id}/payment-settings
 * (src/contracts/secure/payment-settings.ts, run here before saving). A 409 reloads the settings
 * underneath and keeps what was ticked, so saving again replaces the other change.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import {
  PAYMENT_SETTINGS_CHANGED,
  type PaymentSettingsForm,
  type PaymentSettingsView,
  paymentSettingsForm,
} from '../../../contracts/secure/payment-settings.ts';
import { paymentBrandName } from '../../../domain/cards.ts';
import { CARD_CIRCUITS, type CardCircuit } from '../../../domain/types.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { timeoutMessage } from '../../shared/request-error.ts';
import { secureRequest } from '../app/request.ts';
import {
  CheckboxInput,
  errorsOfIssues,
  errorsOfResponse,
  errorText,
  type FieldErrors,
  firstField,
  firstInvalid,
  Notices,
  useFocusAfterRender,
} from './form.tsx';

type Draft = { guaranteeCard: boolean; creditCards: CardCircuit[]; otherCards: CardCircuit[] };
type CardList = 'creditCards' | 'otherCards';

const draftOf = (settings: PaymentSettingsView): Draft => ({
  guaranteeCard: settings.guaranteeCard,
  creditCards: [...settings.creditCards],
  otherCards: [...settings.otherCards],
});

export function PaymentsSection({ hotelId, t }: { hotelId: number; t: Translate }) {
  const id = `payments${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const path = `hotels/${hotelId}/payment-settings`;
  const formRef = useRef<HTMLFormElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const [settings, setSettings] = useState<PaymentSettingsView | null>(null);
  const [loadFailed, setLoadFailed] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const focusLater = useFocusAfterRender();

  const load = useCallback(async () => {
    try {
      setSettings(
        await secureRequest<PaymentSettingsView>(path, { fallback: 'Error getting the payment settings' }),
      );
      setLoadFailed(null);
    } catch (error) {
      setLoadFailed(timeoutMessage(error, t) ?? t('bo.payments.load.error'));
    }
  }, [path, t]);

  useEffect(() => {
    setSettings(null);
    void load();
  }, [load]);

  const open = () => {
    if (!settings) return;
    setDraft(draftOf(settings));
    setErrors({});
    setStatus(null);
    setAlert(null);
    focusLater(firstField(formRef));
  };
  const close = () => {
    setDraft(null);
    setErrors({});
    focusLater(() => editRef.current);
  };

  const save = async () => {
    if (!draft || !settings || busy) return;
    const parsed = paymentSettingsForm.safeParse(draft satisfies PaymentSettingsForm);
    if (!parsed.success) {
      setErrors(errorsOfIssues(parsed.error.issues));
      setAlert(t.text('error.validation.fields.text'));
      focusLater(firstInvalid(formRef));
      return;
    }
    setBusy(true);
    setAlert(null);
    try {
      const saved = await secureRequest<PaymentSettingsView>(path, {
        method: 'PUT',
        body: { ...parsed.data, version: settings.version },
        fallback: 'Error saving the payment settings',
      });
      setSettings(saved);
      setStatus(t('bo.payments.saved'));
      setBusy(false);
      close();
    } catch (error) {
      setErrors(errorsOfResponse(error));
      if (error instanceof ApiRequestError && error.status === 409) {
        setAlert(t(PAYMENT_SETTINGS_CHANGED));
        await load();
      } else setAlert(timeoutMessage(error, t) ?? t('bo.payments.save.error'));
    } finally {
      setBusy(false);
    }
  };

  const toggle = (list: CardList, circuit: CardCircuit, checked: boolean) =>
    setDraft((current) => {
      if (!current) return current;
      const chosen = new Set(current[list]);
      if (checked) chosen.add(circuit);
      else chosen.delete(circuit);
      return { ...current, [list]: CARD_CIRCUITS.filter((known) => chosen.has(known)) };
    });

  const cardChoices = (list: CardList, legend: string, hint: string) =>
    draft ? (
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
    ) : null;

  const names = (circuits: readonly CardCircuit[]) =>
    circuits.length > 0 ? circuits.map(paymentBrandName).join(', ') : t('bo.payments.none');

  return (
    <section className="bo-property__section" aria-labelledby={`${id}-h`}>
      <div className="bo-property__head">
        <h2 id={`${id}-h`}>{t('bo.payments.heading')}</h2>
        {settings ? (
          <button
            ref={editRef}
            type="button"
            className="button button--secondary"
            aria-expanded={draft !== null}
            aria-controls={`${id}-form`}
            onClick={draft ? close : open}
            disabled={busy}
          >
            {t('bo.payments.edit')}
          </button>
        ) : null}
      </div>
      <p className="bo-property__muted">{t('bo.payments.intro')}</p>
      <Notices status={status} error={alert} />
      {loadFailed && !settings ? (
        <div className="bo-property__error">
          <p>{loadFailed}</p>
          <button type="button" className="button button--secondary" onClick={() => void load()}>
            {t('bo.payments.retry')}
          </button>
        </div>
      ) : null}
      {!settings && !loadFailed ? <p aria-busy="true">{t('bo.payments.loading')}</p> : null}
      {draft ? (
        <form
          id={`${id}-form`}
          ref={formRef}
          className="bo-property__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <CheckboxInput
            id={`${id}-guarantee`}
            label={t('bo.payments.guarantee')}
            hint={t('bo.payments.guarantee.hint')}
            checked={draft.guaranteeCard}
            onChange={(guaranteeCard) =>
              setDraft((current) => (current ? { ...current, guaranteeCard } : current))
            }
          />
          {cardChoices('creditCards', t('bo.payments.credit'), t('bo.payments.credit.hint'))}
          {cardChoices('otherCards', t('bo.payments.other'), t('bo.payments.other.hint'))}
          <div className="bo-property__actions">
            <button type="submit" className="button" disabled={busy}>
              {busy ? t('bo.property.saving') : t('bo.property.save')}
            </button>
            <button type="button" className="button button--secondary" onClick={close} disabled={busy}>
              {t('bo.property.cancel')}
            </button>
          </div>
        </form>
      ) : settings ? (
        <dl className="bo-property__view">
          <div>
            <dt>{t('bo.payments.guarantee.view')}</dt>
            <dd>{settings.guaranteeCard ? t('bo.payments.guarantee.yes') : t('bo.payments.guarantee.no')}</dd>
          </div>
          <div>
            <dt>{t('bo.payments.credit')}</dt>
            <dd>{names(settings.creditCards)}</dd>
          </div>
          <div>
            <dt>{t('bo.payments.other')}</dt>
            <dd>{names(settings.otherCards)}</dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}
