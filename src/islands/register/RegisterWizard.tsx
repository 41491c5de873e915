/**
 * /register (INSIGHT-3; SITEFLOW-2 join flow, BOFLOW-9 wizard, plan and contract selection):
 * a wizard of account, property, plan and contract, and confirmation. Each step checks its part
 * with the shared schemas of src/contracts/register.ts before moving on; nothing is sent until
 * confirm, when POST /register checks everything again, stores the registration and e-mails the
 * activation link. The e-mail typed in the join form arrives as ?email=.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { ApiRequestError } from '../../contracts/client/http.ts';
import {
  BILLING_ADDRESS_MAX_LENGTH,
  BILLING_CITY_MAX_LENGTH,
  BILLING_COMPANY_MAX_LENGTH,
  billingSchema,
  REGISTER_NAME_MAX_LENGTH,
  type RegisterPayload,
  registerAccountSchema,
} from '../../contracts/register.ts';
import { hotelInfoForm } from '../../contracts/secure/property.ts';
import type { Language, Plan } from '../../contracts/types.ts';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../../domain/formats.ts';
import { passwordStrength } from '../../domain/password-strength.ts';
import { type PlanSelection, revalidateSelection } from '../../domain/plan-selection.ts';
import type { Translate } from '../../i18n/translate.ts';
import { browserApi } from '../../scripts/browser-api.ts';
import { describedBy, FieldShell, useFieldIds } from '../../ui/field.tsx';
import { PlanList } from '../../ui/plans/PlanList.tsx';
import { Wizard, type WizardStep } from '../../ui/Wizard.tsx';
import {
  CheckboxInput,
  errorsOfIssues,
  errorsOfResponse,
  errorText,
  type FieldErrors,
  TextInput,
} from '../backoffice/property/form.tsx';
import {
  EMPTY_HOTEL,
  type HotelDraft,
  HotelInfoFields,
  hotelValues,
} from '../backoffice/property/HotelInfoFields.tsx';
import { siteUrl } from '../shared/navigation.ts';
import { timeoutMessage } from '../shared/request-error.ts';
import { useStartup } from '../shared/useStartup.ts';
import { useTranslations } from '../shared/useTranslations.ts';
import type { AccountDraft, BillingDraft } from './drafts.ts';
import messages from './messages.gen.json';
import { RegisterRecap } from './RegisterRecap.tsx';
import '../shared/islands.css';
import '../backoffice/property/property.css';
import './register.css';

/** Plans offered at registration: every enabled public plan (there are a handful). */
const PLANS_PAGE_SIZE = 20;

const EMPTY_BILLING: BillingDraft = {
  companyName: '',
  vatNumber: '',
  address: '',
  zip: '',
  city: '',
  email: '',
};

type StepId = 'account' | 'hotel' | 'plan' | 'confirm';

/** The step a server field error belongs to. */
export function stepOfField(field: string): StepId {
  if (field.startsWith('account.')) return 'account';
  if (field.startsWith('hotel.')) return 'hotel';
  if (field.startsWith('contract.')) return 'plan';
  return 'confirm';
}

function PasswordInput(props: {
  t: Translate;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  hint?: string;
  autoComplete: 'new-password';
  meter?: boolean;
}) {
  const ids = useFieldIds();
  const [visible, setVisible] = useState(false);
  const strength = passwordStrength(props.value);
  const meterId = `${ids.inputId}-meter`;
  return (
    <FieldShell ids={ids} label={props.label} hint={props.hint} error={props.error} required>
      <div className="register-password">
        <input
          id={ids.inputId}
          className="ui-input"
          type={visible ? 'text' : 'password'}
          autoComplete={props.autoComplete}
          maxLength={PASSWORD_MAX_LENGTH * 2}
          value={props.value}
          aria-invalid={props.error ? true : undefined}
          aria-required
          aria-describedby={describedBy(ids, props.hint, props.error, props.meter ? meterId : undefined)}
          onChange={(event) => props.onChange(event.currentTarget.value)}
        />
        <button
          type="button"
          className="button button--secondary"
          aria-pressed={visible}
          aria-controls={ids.inputId}
          onClick={() => setVisible((v) => !v)}
        >
          {props.t('register.account.password.show')}
        </button>
      </div>
      {props.meter ? (
        <div className="register-strength" id={meterId}>
          <label className="register-strength__label">
            {props.t('register.password.strength')}: {props.t(`register.password.level.${strength.level}`)}
            <meter
              min={0}
              max={5}
              low={3}
              high={5}
              optimum={5}
              value={strength.score}
              data-level={strength.level}
            />
          </label>
          <ul className="register-strength__rules">
            {(['length', 'digit', 'lower', 'upper', 'special'] as const).map((rule) => (
              <li key={rule} data-met={strength.met[rule] || undefined}>
                <span aria-hidden="true">{strength.met[rule] ? '✓' : '○'} </span>
                {props.t(`register.password.rule.${rule}`)}
                <span className="visually-hidden">
                  :{' '}
                  {props.t(
                    strength.met[rule] ? 'register.password.rule.met' : 'register.password.rule.missing',
                  )}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </FieldShell>
  );
}

/** BOSCREENS: the stepper's mobile mode on narrow screens (one line "Step 2 of 4: …" and the icons). */
const NARROW_QUERY = '(max-width: 40rem)';

function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(NARROW_QUERY);
    setNarrow(query.matches);
    const change = () => setNarrow(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return narrow;
}

export function RegisterWizard({
  language,
  now = () => new Date(),
}: {
  language: Language;
  now?: () => Date;
}) {
  const t = useTranslations(messages, language) as Translate;
  useStartup(language);
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const [account, setAccount] = useState<AccountDraft>({
    name: '',
    surname: '',
    email: '',
    username: '',
    password: '',
    confirmPassword: '',
  });
  const [hotel, setHotel] = useState<HotelDraft>(EMPTY_HOTEL);
  const [plans, setPlans] = useState<Plan[] | null>(null);
  const [plansError, setPlansError] = useState<string | null>(null);
  const [selection, setSelection] = useState<PlanSelection | null>(null);
  const [billing, setBilling] = useState<BillingDraft>(EMPTY_BILLING);
  const [terms, setTerms] = useState(false);
  const [privacy, setPrivacy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [stepErrors, setStepErrors] = useState<Partial<Record<StepId, string>>>({});
  const [submitted, setSubmitted] = useState<ReadonlySet<StepId>>(new Set());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);
  const narrow = useNarrow();

  useEffect(() => {
    const email = new URLSearchParams(window.location.search).get('email');
    if (email) setAccount((a) => ({ ...a, email: email.slice(0, EMAIL_MAX_LENGTH) }));
  }, []);

  useEffect(() => {
    let live = true;
    browserApi()
      .hotelPlans({ page: 0, size: PLANS_PAGE_SIZE, sort: 'classification,asc' })
      .then((page) => {
        if (!live) return;
        setPlans(page.content);
        setSelection((current) => revalidateSelection(page.content, current));
      })
      .catch(
        (error: unknown) => live && setPlansError(timeoutMessage(error, t) ?? t('register.plans.error')),
      );
    return () => {
      live = false;
    };
  }, [t]);

  useEffect(() => {
    if (sentTo) sentRef.current?.focus();
  }, [sentTo]);

  const field = (key: string, params?: Record<string, number>) => errorText(t, errors[key], params);
  const check = (step: StepId, result: FieldErrors, prefix: string) => {
    setErrors((current) => {
      // The confirmation step's fields (terms, privacy) have no prefix.
      const mine = (k: string) => (prefix ? k.startsWith(prefix) : k === 'terms' || k === 'privacy');
      const kept = Object.fromEntries(Object.entries(current).filter(([k]) => !mine(k)));
      return { ...kept, ...Object.fromEntries(Object.entries(result).map(([k, v]) => [`${prefix}${k}`, v])) };
    });
    const valid = Object.keys(result).length === 0;
    if (valid) setStepErrors((current) => ({ ...current, [step]: undefined }));
    return valid;
  };

  const contractErrors = (): FieldErrors => {
    const parsed = billingSchema.safeParse(billing);
    const result: Record<string, string> = parsed.success
      ? {}
      : { ...errorsOfIssues(parsed.error.issues, '') };
    const prefixed = Object.fromEntries(Object.entries(result).map(([k, v]) => [`billing.${k}`, v]));
    return selection ? prefixed : { planId: 'error.plan.required', ...prefixed };
  };

  /** Each step's check with the shared schemas; the errors it finds are shown on its fields. */
  const runCheck = (step: StepId): boolean => {
    switch (step) {
      case 'account': {
        const parsed = registerAccountSchema.safeParse(account);
        return check('account', parsed.success ? {} : errorsOfIssues(parsed.error.issues), 'account.');
      }
      case 'hotel': {
        const parsed = hotelInfoForm.safeParse(hotelValues(hotel));
        return check('hotel', parsed.success ? {} : errorsOfIssues(parsed.error.issues), 'hotel.');
      }
      case 'plan':
        return check('plan', contractErrors(), 'contract.');
      case 'confirm':
        return check(
          'confirm',
          {
            ...(terms ? {} : { terms: 'error.consent.required' }),
            ...(privacy ? {} : { privacy: 'error.consent.required' }),
          },
          '',
        );
    }
  };
  const submit = (step: StepId) => {
    setSubmitted((current) => new Set(current).add(step));
    return runCheck(step);
  };
  // Once a step was submitted, its errors follow the typing (a fixed field loses its error at once).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runCheck reads exactly these values
  useEffect(() => {
    for (const step of submitted) runCheck(step);
  }, [account, hotel, billing, selection, terms, privacy, submitted]);

  const payload = (): RegisterPayload | null => {
    if (!selection) return null;
    return {
      account,
      hotel: hotelValues(hotel),
      contract: {
        planId: selection.planId,
        optionId: selection.optionId,
        discountId: selection.discountId,
        billing,
      },
      terms,
      privacy,
      language,
    };
  };

  const confirm = async () => {
    const body = payload();
    if (!body || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await browserApi().register(body);
      setSentTo(account.email.trim());
    } catch (error) {
      const fieldErrors = errorsOfResponse(error);
      if (Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
        const marked: Partial<Record<StepId, string>> = {};
        for (const key of Object.keys(fieldErrors)) marked[stepOfField(key)] ??= 'register.error.fields';
        setStepErrors(marked);
        setFailure(t('register.error.fields'));
      } else if (error instanceof ApiRequestError && error.status === 429) {
        setFailure(t('error.rate.limit'));
      } else {
        setFailure(timeoutMessage(error, t) ?? t('register.error'));
      }
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) {
    return (
      <div className="island register-sent" role="status">
        <h2 ref={sentRef} tabIndex={-1}>
          {t('register.sent.title')}
        </h2>
        <p>{t('register.sent.text', { email: sentTo })}</p>
      </div>
    );
  }

  const setA = (patch: Partial<AccountDraft>) => setAccount((a) => ({ ...a, ...patch }));
  const setB = (patch: Partial<BillingDraft>) => setBilling((b) => ({ ...b, ...patch }));

  const steps: WizardStep[] = [
    {
      id: 'account',
      title: t('register.step.account'),
      subtitle: t('register.step.account.subtitle'),
      validate: () => submit('account'),
      render: () => (
        <div className="register-grid">
          <TextInput
            label={t('register.account.name')}
            required
            value={account.name}
            autoComplete="given-name"
            maxLength={REGISTER_NAME_MAX_LENGTH + 20}
            onChange={(name) => setA({ name })}
            error={field('account.name', { count: REGISTER_NAME_MAX_LENGTH })}
          />
          <TextInput
            label={t('register.account.surname')}
            required
            value={account.surname}
            autoComplete="family-name"
            maxLength={REGISTER_NAME_MAX_LENGTH + 20}
            onChange={(surname) => setA({ surname })}
            error={field('account.surname', { count: REGISTER_NAME_MAX_LENGTH })}
          />
          <TextInput
            label={t('register.account.email')}
            type="email"
            required
            value={account.email}
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            onChange={(email) => setA({ email })}
            error={field('account.email', { count: EMAIL_MAX_LENGTH })}
          />
          <TextInput
            label={t('register.account.username')}
            hint={t('register.account.username.hint')}
            required
            value={account.username}
            autoComplete="username"
            maxLength={64}
            onChange={(username) => setA({ username })}
            error={field('account.username', { count: 32 })}
          />
          <PasswordInput
            t={t}
            label={t('register.account.password')}
            hint={t('register.account.password.hint')}
            value={account.password}
            autoComplete="new-password"
            meter
            onChange={(password) => setA({ password })}
            error={field('account.password', {
              count: account.password.length < 8 ? 8 : PASSWORD_MAX_LENGTH,
            })}
          />
          <PasswordInput
            t={t}
            label={t('register.account.confirm')}
            value={account.confirmPassword}
            autoComplete="new-password"
            onChange={(confirmPassword) => setA({ confirmPassword })}
            error={field('account.confirmPassword')}
          />
        </div>
      ),
    },
    {
      id: 'hotel',
      title: t('register.step.hotel'),
      subtitle: t('register.step.hotel.subtitle'),
      validate: () => submit('hotel'),
      render: () => (
        <div className="register-grid">
          <HotelInfoFields
            t={t}
            draft={hotel}
            errors={Object.fromEntries(
              Object.entries(errors)
                .filter(([k]) => k.startsWith('hotel.'))
                .map(([k, v]) => [k.slice('hotel.'.length), v]),
            )}
            onChange={(patch) => setHotel((h) => ({ ...h, ...patch }))}
            nameAutoComplete="organization"
          />
        </div>
      ),
    },
    {
      id: 'plan',
      title: t('register.step.plan'),
      subtitle: t('register.step.plan.subtitle'),
      validate: () => submit('plan'),
      render: () => (
        <>
          {plansError ? (
            <p className="register-error" role="alert">
              {plansError}
            </p>
          ) : plans === null ? (
            <p role="status">{t('register.plans.loading')}</p>
          ) : (
            <PlanList
              t={t}
              language={language}
              plans={plans}
              selection={selection}
              onChange={(next) => {
                setSelection(next);
                if (next) setErrors(({ 'contract.planId': _, ...rest }) => rest);
              }}
              now={now}
              id={`${id}-plans`}
              error={errors['contract.planId'] ? t.text(errors['contract.planId']) : null}
            />
          )}
          <fieldset className="register-billing">
            <legend>{t('register.billing.title')}</legend>
            <div className="register-grid">
              <TextInput
                label={t('register.billing.company')}
                required
                value={billing.companyName}
                autoComplete="organization"
                maxLength={BILLING_COMPANY_MAX_LENGTH + 20}
                onChange={(companyName) => setB({ companyName })}
                error={field('contract.billing.companyName', { count: BILLING_COMPANY_MAX_LENGTH })}
              />
              <TextInput
                label={t('register.billing.vat')}
                hint={t('register.billing.vat.hint')}
                required
                value={billing.vatNumber}
                maxLength={24}
                onChange={(vatNumber) => setB({ vatNumber })}
                error={field('contract.billing.vatNumber', { count: 20 })}
              />
              <TextInput
                label={t('register.billing.address')}
                required
                value={billing.address}
                autoComplete="street-address"
                maxLength={BILLING_ADDRESS_MAX_LENGTH + 20}
                onChange={(address) => setB({ address })}
                error={field('contract.billing.address', { count: BILLING_ADDRESS_MAX_LENGTH })}
              />
              <TextInput
                label={t('register.billing.zip')}
                required
                value={billing.zip}
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={10}
                onChange={(zip) => setB({ zip })}
                error={field('contract.billing.zip')}
              />
              <TextInput
                label={t('register.billing.city')}
                required
                value={billing.city}
                autoComplete="address-level2"
                maxLength={BILLING_CITY_MAX_LENGTH + 20}
                onChange={(city) => setB({ city })}
                error={field('contract.billing.city', { count: BILLING_CITY_MAX_LENGTH })}
              />
              <TextInput
                label={t('register.billing.email')}
                type="email"
                required
                value={billing.email}
                autoComplete="email"
                maxLength={EMAIL_MAX_LENGTH}
                onChange={(email) => setB({ email })}
                error={field('contract.billing.email', { count: EMAIL_MAX_LENGTH })}
              />
            </div>
          </fieldset>
        </>
      ),
    },
    {
      id: 'confirm',
      title: t('register.step.confirm'),
      subtitle: t('register.step.confirm.subtitle'),
      validate: () => submit('confirm'),
      render: () => (
        <>
          <RegisterRecap
            t={t}
            language={language}
            account={account}
            hotel={hotelValues(hotel)}
            plan={plans?.find((p) => p.id === selection?.planId) ?? null}
            selection={selection}
            billing={billing}
          />
          <CheckboxInput
            label={t('register.terms')}
            checked={terms}
            onChange={setTerms}
            hint={
              <a href={siteUrl(language, '/terms')} target="_blank" rel="noopener">
                {t('register.terms.link')}
              </a>
            }
            error={field('terms')}
          />
          <CheckboxInput
            label={t('register.privacy')}
            checked={privacy}
            onChange={setPrivacy}
            hint={
              <a href={siteUrl(language, '/privacy')} target="_blank" rel="noopener">
                {t('register.privacy.link')}
              </a>
            }
            error={field('privacy')}
          />
        </>
      ),
    },
  ];

  return (
    <div className="island register">
      <Wizard
        t={t}
        label={t('register.steps.label')}
        mode={narrow ? 'mobile' : 'horizontal'}
        steps={steps}
        onConfirm={confirm}
        confirmLabel={busy ? t('register.sending') : t('register.confirm')}
        busy={busy}
        stepErrors={stepErrors}
        footer={
          <div role="alert" className="register-alert">
            {failure ? <p className="register-error">{failure}</p> : null}
          </div>
        }
      />
    </div>
  );
}
