/** The register wizard's plan and contract step: the plans offered and who the invoices go to. */
import {
  BILLING_ADDRESS_MAX_LENGTH,
  BILLING_CITY_MAX_LENGTH,
  BILLING_COMPANY_MAX_LENGTH,
} from '../../contracts/register.ts';
import type { Language, Plan } from '../../contracts/types.ts';
import { EMAIL_MAX_LENGTH } from '../../domain/formats.ts';
import type { PlanSelection } from '../../domain/plan-selection.ts';
import type { Translate } from '../../i18n/translate.ts';
import { PlanList } from '../../ui/plans/PlanList.tsx';
import { type FieldErrors, TextInput } from '../backoffice/property/form.tsx';
import type { BillingDraft } from './drafts.ts';
import { fieldError } from './register-steps.ts';

function BillingFields({
  t,
  billing,
  errors,
  onChange,
}: {
  t: Translate;
  billing: BillingDraft;
  errors: FieldErrors;
  onChange: (patch: Partial<BillingDraft>) => void;
}) {
  const field = fieldError(t, errors);
  return (
    <fieldset className="register-billing">
      <legend>{t('register.billing.title')}</legend>
      <div className="register-grid">
        <TextInput
          label={t('register.billing.company')}
          required
          value={billing.companyName}
          autoComplete="organization"
          maxLength={BILLING_COMPANY_MAX_LENGTH + 20}
          onChange={(companyName) => onChange({ companyName })}
          error={field('contract.billing.companyName', { count: BILLING_COMPANY_MAX_LENGTH })}
        />
        <TextInput
          label={t('register.billing.vat')}
          hint={t('register.billing.vat.hint')}
          required
          value={billing.vatNumber}
          maxLength={24}
          onChange={(vatNumber) => onChange({ vatNumber })}
          error={field('contract.billing.vatNumber', { count: 20 })}
        />
        <TextInput
          label={t('register.billing.address')}
          required
          value={billing.address}
          autoComplete="street-address"
          maxLength={BILLING_ADDRESS_MAX_LENGTH + 20}
          onChange={(address) => onChange({ address })}
          error={field('contract.billing.address', { count: BILLING_ADDRESS_MAX_LENGTH })}
        />
        <TextInput
          label={t('register.billing.zip')}
          required
          value={billing.zip}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          onChange={(zip) => onChange({ zip })}
          error={field('contract.billing.zip')}
        />
        <TextInput
          label={t('register.billing.city')}
          required
          value={billing.city}
          autoComplete="address-level2"
          maxLength={BILLING_CITY_MAX_LENGTH + 20}
          onChange={(city) => onChange({ city })}
          error={field('contract.billing.city', { count: BILLING_CITY_MAX_LENGTH })}
        />
        <TextInput
          label={t('register.billing.email')}
          type="email"
          required
          value={billing.email}
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          onChange={(email) => onChange({ email })}
          error={field('contract.billing.email', { count: EMAIL_MAX_LENGTH })}
        />
      </div>
    </fieldset>
  );
}

export function PlanStep({
  t,
  language,
  id,
  now,
  plans,
  plansError,
  selection,
  billing,
  errors,
  onSelect,
  onBilling,
}: {
  t: Translate;
  language: Language;
  /** The id prefix of the plan list. */
  id: string;
  now: () => Date;
  plans: Plan[] | null;
  plansError: string | null;
  selection: PlanSelection | null;
  billing: BillingDraft;
  errors: FieldErrors;
  onSelect: (selection: PlanSelection | null) => void;
  onBilling: (patch: Partial<BillingDraft>) => void;
}) {
  const planError = errors['contract.planId'];
  return (
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
          onChange={onSelect}
          now={now}
          id={id}
          error={planError ? t.text(planError) : null}
        />
      )}
      <BillingFields t={t} billing={billing} errors={errors} onChange={onBilling} />
    </>
  );
}
