/**
 * Policies: the hotel's cancellation policies, no-show policies and deposit, one form saved as a
 * whole with the version it read. Under each policy, what a guest reads in the widget for an
 * example stay, rendered by the widget's own component (`PolicySummary` over the engine's
 * `policySummary`) from the terms the save will store. A policy a rate plan uses says so; removing
 * it is refused by the worker (409, naming the plans). A stale save says so and reloads.
 */
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { policiesEndpoints } from '../../../contracts/routes/policies.ts';
import type { PoliciesView } from '../../../contracts/secure/policies.ts';
import { noShowAmount, policySummary } from '../../../domain/booking/cancellation.ts';
import { addDays, todayIn } from '../../../domain/booking/dates.ts';
import { hotelDeposit } from '../../../domain/booking/pricing.ts';
import { formatLongDate } from '../../../domain/dates-format.ts';
import { fromCents } from '../../../domain/money.ts';
import {
  CHARGE_TYPES,
  type ChargeType,
  DEPOSIT_KINDS,
  EARLY_CHECKOUT_NIGHTS_MAX,
  FREE_DAYS_MAX,
  FREE_HOURS_MAX,
  FREE_UNITS,
  POLICY_NAME_MAX_LENGTH,
} from '../../../domain/policy-setup.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { formatMoney } from '../../../ui/format.ts';
import { PolicySummary } from '../../../ui/PolicySummary.tsx';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { secureApi } from '../app/request.ts';
import { ScreenNotices } from '../app/ScreenNotices.tsx';
import { codeText, failureOf, isStatus, type Limits, refusalOf } from '../rooms/setup-errors.ts';
import type { ScreenProps } from '../screen.ts';
import {
  type CancellationForm,
  checkPolicies,
  engineNoShowOf,
  enginePolicyOf,
  type NoShowForm,
  newCancellation,
  newNoShow,
  type PoliciesForm,
  policiesForm,
} from './policy-form.ts';
import '../../../ui/field.css';
import '../rooms/rooms.css';
import './policies.css';

/** The example stay of the sentences: 3 nights at 100 a night, arriving in 30 days. */
export const EXAMPLE_NIGHTS = 3;
export const EXAMPLE_NIGHT_CENTS = 10_000;
export const EXAMPLE_DAYS_AHEAD = 30;

type Notice = { kind: 'status' | 'error'; text: string; detail: string | null };

type Example = { checkin: string; nightlyCents: number[]; totalCents: number; now: number };

function exampleStay(timeZone: string, now: number): Example {
  const nightlyCents = Array.from({ length: EXAMPLE_NIGHTS }, () => EXAMPLE_NIGHT_CENTS);
  return {
    checkin: addDays(todayIn(timeZone, now), EXAMPLE_DAYS_AHEAD),
    nightlyCents,
    totalCents: EXAMPLE_NIGHTS * EXAMPLE_NIGHT_CENTS,
    now,
  };
}

export default function PoliciesScreen({ hotel, language }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const [view, setView] = useState<PoliciesView | null>(null);
  const [form, setForm] = useState<PoliciesForm | null>(null);
  const [loadFailed, setLoadFailed] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [busy, setBusy] = useState(false);
  const base = `pol${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;

  const load = useCallback(async (): Promise<PoliciesView | null> => {
    try {
      const loaded = await secureApi(
        policiesEndpoints.getPolicies,
        { params: { hotelId: hotel.id } },
        { fallback: 'Error getting the policies' },
      );
      setView(loaded);
      setForm(policiesForm(loaded));
      setLoadFailed(null);
      return loaded;
    } catch (error) {
      setLoadFailed(failureOf(t, error, t('bo.policies.load.error')).text);
      return null;
    }
  }, [t, hotel.id]);

  useEffect(() => {
    setView(null);
    setForm(null);
    void load();
  }, [load]);

  const example = useMemo(() => (view ? exampleStay(view.timeZone, Date.now()) : null), [view]);

  const save = async () => {
    if (!form || !view || busy) return;
    setNotice(null);
    const checked = checkPolicies(form, view.version);
    if (!checked.ok) {
      setErrors(checked.errors);
      setNotice({ kind: 'error', text: t('error.validation.fields.text'), detail: null });
      focusFirst(base, checked.errors);
      return;
    }
    setErrors(new Map());
    setBusy(true);
    try {
      const saved = await secureApi(
        policiesEndpoints.updatePolicies,
        { params: { hotelId: hotel.id }, body: checked.value },
        { fallback: 'Error saving the policies' },
      );
      setView(saved);
      setForm(policiesForm(saved));
      setNotice({ kind: 'status', text: t('bo.policies.saved'), detail: null });
    } catch (error) {
      if (isStatus(error, 400) && error.errors.length > 0) {
        const fieldErrors = new Map(error.errors.map((e) => [e.field, e.code] as const));
        setErrors(fieldErrors);
        setNotice({ kind: 'error', ...refusalOf(t, error, t('bo.policies.save.error')) });
        focusFirst(base, fieldErrors);
      } else if (isStatus(error, 409) && error.errors[0]?.field === 'version') {
        // Stale: what another manager saved is shown; the manager makes the changes again.
        await load();
        setNotice({ kind: 'error', text: t('bo.policies.stale'), detail: null });
      } else if (isStatus(error, 409, 404)) {
        setNotice({ kind: 'error', ...refusalOf(t, error, t('bo.policies.save.error')) });
      } else {
        setNotice({ kind: 'error', ...failureOf(t, error, t('bo.policies.save.error')) });
      }
    } finally {
      setBusy(false);
    }
  };

  const updateCancellation = (index: number, change: Partial<CancellationForm>) =>
    setForm((f) =>
      f ? { ...f, cancellation: f.cancellation.map((p, i) => (i === index ? { ...p, ...change } : p)) } : f,
    );
  const updateNoShow = (index: number, change: Partial<NoShowForm>) =>
    setForm((f) =>
      f ? { ...f, noShow: f.noShow.map((p, i) => (i === index ? { ...p, ...change } : p)) } : f,
    );

  const money = (cents: number) => formatMoney(fromCents(cents), language, view?.currency);
  const field = makeField(base, t, errors);

  return (
    <section className="bo-list bo-policies" aria-labelledby={`${base}-title`}>
      <div className="bo-list__head">
        <h1 id={`${base}-title`}>{t('bo.policies.title')}</h1>
      </div>
      <p className="bo-list__intro">{t('bo.policies.intro')}</p>
      <ScreenNotices
        notice={notice}
        loadFailed={view ? null : loadFailed}
        loading={!view && !loadFailed}
        onRetry={() => void load()}
        retryLabel={t('bo.policies.retry')}
        loadingLabel={t('bo.policies.loading')}
      />
      {view && form && example ? (
        <form
          className="bo-policies__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <h2>{t('bo.policies.cancellation.title')}</h2>
          <p className="bo-list__detail">
            {t('bo.policies.example', {
              nights: EXAMPLE_NIGHTS,
              amount: money(EXAMPLE_NIGHT_CENTS),
              date: formatLongDate(example.checkin, language),
            })}
          </p>
          {errors.has('cancellationPolicies') ? (
            <p className="ui-field__error">{codeText(t, errors.get('cancellationPolicies'))}</p>
          ) : null}
          {form.cancellation.map((policy, index) => {
            const at = `cancellationPolicies.${index}`;
            const engine = enginePolicyOf(policy);
            const title = policy.name.trim() || t('bo.policies.cancellation.new');
            return (
              <fieldset key={policy.key} className="bo-policies__card" data-testid="cancellation-policy">
                <legend>{title}</legend>
                <div className="bo-policies__fields">
                  {field(
                    `${at}.name`,
                    t('bo.policies.field.name'),
                    (id, described, invalid) => (
                      <input
                        id={id}
                        className="ui-input"
                        value={policy.name}
                        maxLength={POLICY_NAME_MAX_LENGTH + 10}
                        aria-describedby={described}
                        aria-invalid={invalid || undefined}
                        onChange={(e) => updateCancellation(index, { name: e.currentTarget.value })}
                      />
                    ),
                    { maxLength: POLICY_NAME_MAX_LENGTH },
                  )}
                  {field(`${at}.freeUntil`, t('bo.policies.field.free'), (id, described, invalid) => (
                    <select
                      id={id}
                      className="ui-input"
                      value={policy.free}
                      aria-describedby={described}
                      aria-invalid={invalid || undefined}
                      onChange={(e) =>
                        updateCancellation(index, { free: e.currentTarget.value as CancellationForm['free'] })
                      }
                    >
                      <option value="UNTIL">{t('bo.policies.free.until')}</option>
                      <option value="NEVER">{t('bo.policies.free.never')}</option>
                    </select>
                  ))}
                  {policy.free === 'UNTIL' ? (
                    <>
                      {field(
                        `${at}.freeUntil.count`,
                        t('bo.policies.field.free.count'),
                        (id, described, invalid) => (
                          <input
                            id={id}
                            className="ui-input"
                            type="number"
                            inputMode="numeric"
                            min={0}
                            max={policy.freeUnit === 'HOURS' ? FREE_HOURS_MAX : FREE_DAYS_MAX}
                            value={policy.freeCount}
                            aria-describedby={described}
                            aria-invalid={invalid || undefined}
                            onChange={(e) => updateCancellation(index, { freeCount: e.currentTarget.value })}
                          />
                        ),
                        { min: 0, max: policy.freeUnit === 'HOURS' ? FREE_HOURS_MAX : FREE_DAYS_MAX },
                      )}
                      {field(
                        `${at}.freeUntil.unit`,
                        t('bo.policies.field.free.unit'),
                        (id, described, invalid) => (
                          <select
                            id={id}
                            className="ui-input"
                            value={policy.freeUnit}
                            aria-describedby={described}
                            aria-invalid={invalid || undefined}
                            onChange={(e) =>
                              updateCancellation(index, {
                                freeUnit: e.currentTarget.value as CancellationForm['freeUnit'],
                              })
                            }
                          >
                            {FREE_UNITS.map((unit) => (
                              <option key={unit} value={unit}>
                                {t(`bo.policies.unit.${unit}`)}
                              </option>
                            ))}
                          </select>
                        ),
                      )}
                    </>
                  ) : null}
                  {field(`${at}.penalty.type`, t('bo.policies.field.penalty'), (id, described, invalid) => (
                    <ChargeSelect
                      id={id}
                      invalid={invalid}
                      described={described}
                      t={t}
                      value={policy.penaltyType}
                      custom={policy.engine !== null}
                      onChange={(penaltyType) => updateCancellation(index, { penaltyType })}
                    />
                  ))}
                  {policy.penaltyType === 'PERCENTAGE'
                    ? field(
                        `${at}.penalty.percentage`,
                        t('bo.policies.field.percentage'),
                        (id, described, invalid) => (
                          <input
                            id={id}
                            className="ui-input"
                            type="number"
                            inputMode="decimal"
                            min={1}
                            max={100}
                            step="any"
                            value={policy.percentage}
                            aria-describedby={described}
                            aria-invalid={invalid || undefined}
                            onChange={(e) => updateCancellation(index, { percentage: e.currentTarget.value })}
                          />
                        ),
                        { min: 1, max: 100 },
                      )
                    : null}
                  {field(`${at}.earlyCheckout`, t('bo.policies.field.early'), (id, described, invalid) => (
                    <select
                      id={id}
                      className="ui-input"
                      value={policy.early}
                      aria-describedby={described}
                      aria-invalid={invalid || undefined}
                      onChange={(e) =>
                        updateCancellation(index, {
                          early: e.currentTarget.value as CancellationForm['early'],
                        })
                      }
                    >
                      <option value="SAME">{t('bo.policies.early.same')}</option>
                      <option value="NIGHTS">{t('bo.policies.early.nights')}</option>
                    </select>
                  ))}
                  {policy.early === 'NIGHTS' ? (
                    <>
                      {field(
                        `${at}.earlyCheckout.nights`,
                        t('bo.policies.field.early.nights'),
                        (id, described, invalid) => (
                          <input
                            id={id}
                            className="ui-input"
                            type="number"
                            inputMode="numeric"
                            min={1}
                            max={EARLY_CHECKOUT_NIGHTS_MAX}
                            value={policy.earlyNights}
                            aria-describedby={described}
                            aria-invalid={invalid || undefined}
                            onChange={(e) =>
                              updateCancellation(index, { earlyNights: e.currentTarget.value })
                            }
                          />
                        ),
                        { min: 1, max: EARLY_CHECKOUT_NIGHTS_MAX },
                      )}
                      {field(
                        `${at}.earlyCheckout.percentage`,
                        t('bo.policies.field.early.percentage'),
                        (id, described, invalid) => (
                          <input
                            id={id}
                            className="ui-input"
                            type="number"
                            inputMode="decimal"
                            min={1}
                            max={100}
                            step="any"
                            value={policy.earlyPercentage}
                            aria-describedby={described}
                            aria-invalid={invalid || undefined}
                            onChange={(e) =>
                              updateCancellation(index, { earlyPercentage: e.currentTarget.value })
                            }
                          />
                        ),
                        { min: 1, max: 100 },
                      )}
                    </>
                  ) : null}
                  <label className="bo-check bo-policies__wide">
                    <input
                      type="checkbox"
                      checked={policy.deposit}
                      onChange={(e) => updateCancellation(index, { deposit: e.currentTarget.checked })}
                    />
                    {t('bo.policies.field.deposit')}
                  </label>
                </div>
                <div className="bo-policies__guest" data-testid="guest-reads">
                  <h3>{t('bo.policies.guest.reads')}</h3>
                  {engine ? (
                    <PolicySummary
                      summary={policySummary(engine, example, view.timeZone, example.now)}
                      checkin={example.checkin}
                      timeZone={view.timeZone}
                      currency={view.currency}
                      language={language}
                      headingLevel={4}
                      now={example.now}
                    />
                  ) : null}
                  {engine?.deposit ? (
                    <p className="ui-policy__text">
                      {t('bo.policies.deposit.text', {
                        amount: money(
                          hotelDeposit(depositTerms(form), example.nightlyCents, example.totalCents),
                        ),
                        when: dueText(t, form),
                      })}
                    </p>
                  ) : null}
                  <p className="bo-list__detail">
                    {policy.early === 'NIGHTS'
                      ? t('bo.policies.early.text', {
                          nights: policy.earlyNights,
                          percentage: policy.earlyPercentage,
                        })
                      : t('bo.policies.early.text.same')}
                  </p>
                </div>
                <div className="bo-policies__foot">
                  <p className="bo-list__detail">
                    {policy.ratePlans.length > 0
                      ? t('bo.policies.used.by', {
                          plans: policy.ratePlans.map((plan) => plan.name).join(', '),
                        })
                      : t('bo.policies.unused')}
                  </p>
                  <button
                    type="button"
                    className="button button--secondary bo-list__delete"
                    aria-label={t('bo.policies.remove.named', { name: title })}
                    onClick={() =>
                      setForm((f) =>
                        f ? { ...f, cancellation: f.cancellation.filter((_, i) => i !== index) } : f,
                      )
                    }
                  >
                    {t('bo.policies.remove')}
                  </button>
                </div>
              </fieldset>
            );
          })}
          <button
            type="button"
            className="button button--secondary"
            onClick={() =>
              setForm((f) =>
                f
                  ? {
                      ...f,
                      cancellation: [...f.cancellation, newCancellation(t('bo.policies.cancellation.new'))],
                    }
                  : f,
              )
            }
          >
            {t('bo.policies.cancellation.add')}
          </button>

          <h2>{t('bo.policies.noshow.title')}</h2>
          {form.noShow.length === 0 ? (
            <p className="bo-list__empty">{t('bo.policies.noshow.empty')}</p>
          ) : null}
          {form.noShow.map((policy, index) => {
            const at = `noShowPolicies.${index}`;
            const engine = engineNoShowOf(policy);
            const title = policy.name.trim() || t('bo.policies.noshow.new');
            const cents = engine ? noShowAmount(engine, example.nightlyCents, example.totalCents) : null;
            return (
              <fieldset key={policy.key} className="bo-policies__card" data-testid="noshow-policy">
                <legend>{title}</legend>
                <div className="bo-policies__fields">
                  {field(
                    `${at}.name`,
                    t('bo.policies.field.name'),
                    (id, described, invalid) => (
                      <input
                        id={id}
                        className="ui-input"
                        value={policy.name}
                        aria-describedby={described}
                        aria-invalid={invalid || undefined}
                        onChange={(e) => updateNoShow(index, { name: e.currentTarget.value })}
                      />
                    ),
                    { maxLength: POLICY_NAME_MAX_LENGTH },
                  )}
                  {field(`${at}.charge.type`, t('bo.policies.field.noshow'), (id, described, invalid) => (
                    <ChargeSelect
                      id={id}
                      invalid={invalid}
                      described={described}
                      t={t}
                      value={policy.chargeType}
                      custom={policy.engine !== null}
                      onChange={(chargeType) => updateNoShow(index, { chargeType })}
                    />
                  ))}
                  {policy.chargeType === 'PERCENTAGE'
                    ? field(
                        `${at}.charge.percentage`,
                        t('bo.policies.field.percentage'),
                        (id, described, invalid) => (
                          <input
                            id={id}
                            className="ui-input"
                            type="number"
                            inputMode="decimal"
                            min={1}
                            max={100}
                            step="any"
                            value={policy.percentage}
                            aria-describedby={described}
                            aria-invalid={invalid || undefined}
                            onChange={(e) => updateNoShow(index, { percentage: e.currentTarget.value })}
                          />
                        ),
                        { min: 1, max: 100 },
                      )
                    : null}
                </div>
                <div className="bo-policies__guest" data-testid="guest-reads">
                  <h3>{t('bo.policies.guest.reads')}</h3>
                  {cents !== null ? (
                    <p className="ui-policy__text">
                      {cents > 0
                        ? t('widget.policy.noshow', { amount: money(cents) })
                        : t('widget.policy.noshow.free')}
                    </p>
                  ) : null}
                </div>
                <div className="bo-policies__foot">
                  <p className="bo-list__detail">
                    {policy.ratePlans.length > 0
                      ? t('bo.policies.used.by', {
                          plans: policy.ratePlans.map((plan) => plan.name).join(', '),
                        })
                      : t('bo.policies.unused')}
                  </p>
                  <button
                    type="button"
                    className="button button--secondary bo-list__delete"
                    aria-label={t('bo.policies.remove.named', { name: title })}
                    onClick={() =>
                      setForm((f) => (f ? { ...f, noShow: f.noShow.filter((_, i) => i !== index) } : f))
                    }
                  >
                    {t('bo.policies.remove')}
                  </button>
                </div>
              </fieldset>
            );
          })}
          <button
            type="button"
            className="button button--secondary"
            onClick={() =>
              setForm((f) =>
                f ? { ...f, noShow: [...f.noShow, newNoShow(t('bo.policies.noshow.new'))] } : f,
              )
            }
          >
            {t('bo.policies.noshow.add')}
          </button>

          <h2>{t('bo.policies.deposit.title')}</h2>
          <fieldset className="bo-policies__card">
            <legend className="ui-sr-only">{t('bo.policies.deposit.title')}</legend>
            <p className="bo-list__detail bo-policies__wide">{t('bo.policies.deposit.intro')}</p>
            <div className="bo-policies__fields">
              {field('deposit.kind', t('bo.policies.field.deposit.kind'), (id, described, invalid) => (
                <select
                  id={id}
                  className="ui-input"
                  value={form.depositKind}
                  aria-describedby={described}
                  aria-invalid={invalid || undefined}
                  onChange={(e) => {
                    const depositKind = e.currentTarget.value as PoliciesForm['depositKind'];
                    setForm((f) => (f ? { ...f, depositKind } : f));
                  }}
                >
                  {DEPOSIT_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`bo.policies.deposit.${kind}`)}
                    </option>
                  ))}
                </select>
              ))}
              {field(
                'deposit.value',
                form.depositKind === 'NIGHTS'
                  ? t('bo.policies.field.deposit.nights')
                  : t('bo.policies.field.deposit.percentage'),
                (id, described, invalid) => (
                  <input
                    id={id}
                    className="ui-input"
                    type="number"
                    inputMode="decimal"
                    min={form.depositKind === 'NIGHTS' ? 1 : 0}
                    max={form.depositKind === 'NIGHTS' ? 30 : 100}
                    step="any"
                    value={form.depositValue}
                    aria-describedby={described}
                    aria-invalid={invalid || undefined}
                    onChange={(e) => {
                      const depositValue = e.currentTarget.value;
                      setForm((f) => (f ? { ...f, depositValue } : f));
                    }}
                  />
                ),
                form.depositKind === 'NIGHTS' ? { min: 1, max: 30 } : { min: 0, max: 100 },
              )}
              {field('deposit.due', t('bo.policies.field.deposit.due'), (id, described, invalid) => (
                <select
                  id={id}
                  className="ui-input"
                  value={form.depositDue}
                  aria-describedby={described}
                  aria-invalid={invalid || undefined}
                  onChange={(e) => {
                    const depositDue = e.currentTarget.value as PoliciesForm['depositDue'];
                    setForm((f) => (f ? { ...f, depositDue } : f));
                  }}
                >
                  <option value="BOOKING">{t('bo.policies.deposit.due.booking')}</option>
                  <option value="BEFORE">{t('bo.policies.deposit.due.before')}</option>
                </select>
              ))}
              {form.depositDue === 'BEFORE'
                ? field(
                    'deposit.dueDaysBeforeArrival',
                    t('bo.policies.field.deposit.due.days'),
                    (id, described, invalid) => (
                      <input
                        id={id}
                        className="ui-input"
                        type="number"
                        inputMode="numeric"
                        min={1}
                        max={365}
                        value={form.depositDueDays}
                        aria-describedby={described}
                        aria-invalid={invalid || undefined}
                        onChange={(e) => {
                          const depositDueDays = e.currentTarget.value;
                          setForm((f) => (f ? { ...f, depositDueDays } : f));
                        }}
                      />
                    ),
                    { min: 1, max: 365 },
                  )
                : null}
            </div>
          </fieldset>
          <div className="bo-policies__save">
            <button type="submit" className="button" disabled={busy}>
              {busy ? t('bo.policies.saving') : t('bo.policies.save')}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}

/** The deposit terms the form stands for (invalid numbers read as none). */
function depositTerms(form: PoliciesForm) {
  const value = Number(form.depositValue);
  const ok = form.depositValue.trim() !== '' && Number.isFinite(value);
  return form.depositKind === 'NIGHTS'
    ? { depositPercentage: 0, depositNights: ok ? Math.max(0, Math.floor(value)) : 0 }
    : { depositPercentage: ok ? value : 0, depositNights: null };
}

function dueText(t: Translate, form: PoliciesForm): string {
  return form.depositDue === 'BEFORE'
    ? t('bo.policies.deposit.when.days', { days: form.depositDueDays })
    : t('bo.policies.deposit.when.booking');
}

/** Focuses the first field with an error (its input's id is built from the path). */
function focusFirst(base: string, errors: ReadonlyMap<string, string>): void {
  const first = [...errors.keys()][0];
  if (!first) return;
  requestAnimationFrame(() => document.getElementById(fieldId(base, first))?.focus());
}

const fieldId = (base: string, path: string) => `${base}-${path.replace(/\./g, '-')}`;

/** A labelled field with its message: `render` gets the input's id and its aria-describedby. */
function makeField(base: string, t: Translate, errors: ReadonlyMap<string, string>) {
  return (
    path: string,
    label: string,
    render: (id: string, described: string | undefined, invalid: boolean) => React.ReactNode,
    limits: Limits = {},
  ) => {
    const id = fieldId(base, path);
    const code = errors.get(path);
    return (
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={id}>
          {label}
        </label>
        {render(id, code ? `${id}-error` : undefined, code !== undefined)}
        {code ? (
          <p className="ui-field__error" id={`${id}-error`}>
            {codeText(t, code, limits)}
          </p>
        ) : null}
      </div>
    );
  };
}

/** What a charge costs; CUSTOM only for a stored policy (it keeps terms the form cannot say). */
function ChargeSelect(props: {
  id: string;
  invalid: boolean;
  described: string | undefined;
  t: Translate;
  value: ChargeType;
  custom: boolean;
  onChange: (value: ChargeType) => void;
}) {
  const { id, invalid, described, t, value, custom, onChange } = props;
  return (
    <select
      id={id}
      className="ui-input"
      value={value}
      aria-describedby={described}
      aria-invalid={invalid || undefined}
      onChange={(e) => onChange(e.currentTarget.value as ChargeType)}
    >
      {CHARGE_TYPES.filter((type) => type !== 'CUSTOM' || (custom && value === 'CUSTOM')).map((type) => (
        <option key={type} value={type}>
          {t(`bo.policies.charge.${type}`)}
        </option>
      ))}
    </select>
  );
}
