/**
 * The policies screen's cards: a cancellation policy (its terms, and under them what a guest
 * reads for the example stay, rendered by the widget's own component), a no-show policy, and the
 * hotel's deposit. Each card changes the one form of the screen through `onChange`.
 */
import type { Language } from '../../../contracts/types.ts';
import { noShowAmount, policySummary } from '../../../domain/booking/cancellation.ts';
import { hotelDeposit } from '../../../domain/booking/pricing.ts';
import {
  DEPOSIT_KINDS,
  EARLY_CHECKOUT_NIGHTS_MAX,
  FREE_DAYS_MAX,
  FREE_HOURS_MAX,
  FREE_UNITS,
  POLICY_NAME_MAX_LENGTH,
} from '../../../domain/policy-setup.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { PolicySummary } from '../../../ui/PolicySummary.tsx';
import {
  chargeOptions,
  depositTerms,
  dueText,
  type Example,
  type FieldMaker,
  NumberField,
  optionsOf,
  SelectField,
  TextField,
} from './policy-fields.tsx';
import {
  type CancellationForm,
  engineNoShowOf,
  enginePolicyOf,
  type NoShowForm,
  type PoliciesForm,
} from './policy-form.ts';

type CardProps<Policy> = {
  policy: Policy;
  index: number;
  field: FieldMaker;
  t: Translate;
  example: Example;
  money: (cents: number) => string;
  onChange: (change: Partial<Policy>) => void;
  onRemove: () => void;
};

/** Who uses a policy ("Used by: Standard, Flexible"), and its remove button. */
function CardFoot({
  plans,
  title,
  t,
  onRemove,
}: {
  plans: readonly { name: string }[];
  title: string;
  t: Translate;
  onRemove: () => void;
}) {
  return (
    <div className="bo-policies__foot">
      <p className="bo-list__detail">
        {plans.length > 0
          ? t('bo.policies.used.by', { plans: plans.map((plan) => plan.name).join(', ') })
          : t('bo.policies.unused')}
      </p>
      <button
        type="button"
        className="button button--secondary bo-list__delete"
        aria-label={t('bo.policies.remove.named', { name: title })}
        onClick={onRemove}
      >
        {t('bo.policies.remove')}
      </button>
    </div>
  );
}

type CancellationProps = CardProps<CancellationForm> & {
  form: PoliciesForm;
  timeZone: string;
  currency: string;
  language: Language;
};

/** How long cancelling is free: a number of hours or days before arrival. */
function FreeUntilFields({ policy, field, t, onChange, at }: CancellationProps & { at: string }) {
  return (
    <>
      <NumberField
        field={field}
        path={`${at}.freeUntil.count`}
        label={t('bo.policies.field.free.count')}
        value={policy.freeCount}
        min={0}
        max={policy.freeUnit === 'HOURS' ? FREE_HOURS_MAX : FREE_DAYS_MAX}
        onChange={(freeCount) => onChange({ freeCount })}
      />
      <SelectField
        field={field}
        path={`${at}.freeUntil.unit`}
        label={t('bo.policies.field.free.unit')}
        value={policy.freeUnit}
        options={FREE_UNITS.map((unit) => ({ value: unit, text: t(`bo.policies.unit.${unit}`) }))}
        onChange={(freeUnit) => onChange({ freeUnit })}
      />
    </>
  );
}

/** What leaving early costs when it is not the cancellation's own charge. */
function EarlyCheckoutFields({ policy, field, t, onChange, at }: CancellationProps & { at: string }) {
  return (
    <>
      <NumberField
        field={field}
        path={`${at}.earlyCheckout.nights`}
        label={t('bo.policies.field.early.nights')}
        value={policy.earlyNights}
        min={1}
        max={EARLY_CHECKOUT_NIGHTS_MAX}
        onChange={(earlyNights) => onChange({ earlyNights })}
      />
      <NumberField
        field={field}
        path={`${at}.earlyCheckout.percentage`}
        label={t('bo.policies.field.early.percentage')}
        value={policy.earlyPercentage}
        min={1}
        max={100}
        step="any"
        onChange={(earlyPercentage) => onChange({ earlyPercentage })}
      />
    </>
  );
}

/**
 * What a cancellation after the free period or a no-show costs: the kind of charge and, for a
 * percentage, how much (`at` is the field path of the charge: `…penalty` or `…charge`).
 */
function ChargeFields({
  at,
  label,
  field,
  t,
  type,
  percentage,
  custom,
  onType,
  onPercentage,
}: {
  at: string;
  label: string;
  field: FieldMaker;
  t: Translate;
  type: CancellationForm['penaltyType'];
  percentage: string;
  custom: boolean;
  onType: (type: CancellationForm['penaltyType']) => void;
  onPercentage: (percentage: string) => void;
}) {
  return (
    <>
      <SelectField
        field={field}
        path={`${at}.type`}
        label={label}
        value={type}
        options={chargeOptions(t, type, custom)}
        onChange={onType}
      />
      {type === 'PERCENTAGE' ? (
        <NumberField
          field={field}
          path={`${at}.percentage`}
          label={t('bo.policies.field.percentage')}
          value={percentage}
          min={1}
          max={100}
          step="any"
          onChange={onPercentage}
        />
      ) : null}
    </>
  );
}

/** What a guest reads of the policy for the example stay, by the widget's own component. */
function CancellationGuestReads(props: CancellationProps & { engine: ReturnType<typeof enginePolicyOf> }) {
  const { policy, t, example, money, form, timeZone, currency, language, engine } = props;
  return (
    <div className="bo-policies__guest" data-testid="guest-reads">
      <h3>{t('bo.policies.guest.reads')}</h3>
      {engine ? (
        <PolicySummary
          summary={policySummary(engine, example, timeZone, example.now)}
          checkin={example.checkin}
          timeZone={timeZone}
          currency={currency}
          language={language}
          headingLevel={4}
          now={example.now}
        />
      ) : null}
      {engine?.deposit ? (
        <p className="ui-policy__text">
          {t('bo.policies.deposit.text', {
            amount: money(hotelDeposit(depositTerms(form), example.nightlyCents, example.totalCents)),
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
  );
}

export function CancellationCard(props: CancellationProps) {
  const { policy, index, field, t, onChange, onRemove } = props;
  const at = `cancellationPolicies.${index}`;
  const engine = enginePolicyOf(policy);
  const title = policy.name.trim() || t('bo.policies.cancellation.new');
  return (
    <fieldset className="bo-policies__card" data-testid="cancellation-policy">
      <legend>{title}</legend>
      <div className="bo-policies__fields">
        <TextField
          field={field}
          path={`${at}.name`}
          label={t('bo.policies.field.name')}
          value={policy.name}
          limit={POLICY_NAME_MAX_LENGTH}
          // A few characters past the limit: what is typed too long is shown and its message says why.
          maxLength={POLICY_NAME_MAX_LENGTH + 10}
          onChange={(name) => onChange({ name })}
        />
        <SelectField
          field={field}
          path={`${at}.freeUntil`}
          label={t('bo.policies.field.free')}
          value={policy.free}
          options={optionsOf(t, { UNTIL: 'bo.policies.free.until', NEVER: 'bo.policies.free.never' })}
          onChange={(free) => onChange({ free })}
        />
        {policy.free === 'UNTIL' ? <FreeUntilFields {...props} at={at} /> : null}
        <ChargeFields
          at={`${at}.penalty`}
          label={t('bo.policies.field.penalty')}
          field={field}
          t={t}
          type={policy.penaltyType}
          percentage={policy.percentage}
          custom={policy.engine !== null}
          onType={(penaltyType) => onChange({ penaltyType })}
          onPercentage={(percentage) => onChange({ percentage })}
        />
        <SelectField
          field={field}
          path={`${at}.earlyCheckout`}
          label={t('bo.policies.field.early')}
          value={policy.early}
          options={optionsOf(t, { SAME: 'bo.policies.early.same', NIGHTS: 'bo.policies.early.nights' })}
          onChange={(early) => onChange({ early })}
        />
        {policy.early === 'NIGHTS' ? <EarlyCheckoutFields {...props} at={at} /> : null}
        <label className="bo-check bo-policies__wide">
          <input
            type="checkbox"
            checked={policy.deposit}
            onChange={(e) => onChange({ deposit: e.currentTarget.checked })}
          />
          {t('bo.policies.field.deposit')}
        </label>
      </div>
      <CancellationGuestReads {...props} engine={engine} />
      <CardFoot plans={policy.ratePlans} title={title} t={t} onRemove={onRemove} />
    </fieldset>
  );
}

export function NoShowCard({
  policy,
  index,
  field,
  t,
  example,
  money,
  onChange,
  onRemove,
}: CardProps<NoShowForm>) {
  const at = `noShowPolicies.${index}`;
  const engine = engineNoShowOf(policy);
  const title = policy.name.trim() || t('bo.policies.noshow.new');
  const cents = engine ? noShowAmount(engine, example.nightlyCents, example.totalCents) : null;
  return (
    <fieldset className="bo-policies__card" data-testid="noshow-policy">
      <legend>{title}</legend>
      <div className="bo-policies__fields">
        <TextField
          field={field}
          path={`${at}.name`}
          label={t('bo.policies.field.name')}
          value={policy.name}
          limit={POLICY_NAME_MAX_LENGTH}
          onChange={(name) => onChange({ name })}
        />
        <ChargeFields
          at={`${at}.charge`}
          label={t('bo.policies.field.noshow')}
          field={field}
          t={t}
          type={policy.chargeType}
          percentage={policy.percentage}
          custom={policy.engine !== null}
          onType={(chargeType) => onChange({ chargeType })}
          onPercentage={(percentage) => onChange({ percentage })}
        />
      </div>
      <div className="bo-policies__guest" data-testid="guest-reads">
        <h3>{t('bo.policies.guest.reads')}</h3>
        {cents !== null ? (
          <p className="ui-policy__text">
            {cents > 0 ? t('widget.policy.noshow', { amount: money(cents) }) : t('widget.policy.noshow.free')}
          </p>
        ) : null}
      </div>
      <CardFoot plans={policy.ratePlans} title={title} t={t} onRemove={onRemove} />
    </fieldset>
  );
}

/** The hotel's deposit: how much (a percentage or nights) and when it is due. */
export function DepositCard({
  form,
  field,
  t,
  onChange,
}: {
  form: PoliciesForm;
  field: FieldMaker;
  t: Translate;
  onChange: (change: Partial<PoliciesForm>) => void;
}) {
  const nights = form.depositKind === 'NIGHTS';
  return (
    <fieldset className="bo-policies__card">
      <legend className="ui-sr-only">{t('bo.policies.deposit.title')}</legend>
      <p className="bo-list__detail bo-policies__wide">{t('bo.policies.deposit.intro')}</p>
      <div className="bo-policies__fields">
        <SelectField
          field={field}
          path="deposit.kind"
          label={t('bo.policies.field.deposit.kind')}
          value={form.depositKind}
          options={DEPOSIT_KINDS.map((kind) => ({ value: kind, text: t(`bo.policies.deposit.${kind}`) }))}
          onChange={(depositKind) => onChange({ depositKind })}
        />
        <NumberField
          field={field}
          path="deposit.value"
          label={nights ? t('bo.policies.field.deposit.nights') : t('bo.policies.field.deposit.percentage')}
          value={form.depositValue}
          min={nights ? 1 : 0}
          max={nights ? 30 : 100}
          step="any"
          onChange={(depositValue) => onChange({ depositValue })}
        />
        <SelectField
          field={field}
          path="deposit.due"
          label={t('bo.policies.field.deposit.due')}
          value={form.depositDue}
          options={optionsOf(t, {
            BOOKING: 'bo.policies.deposit.due.booking',
            BEFORE: 'bo.policies.deposit.due.before',
          })}
          onChange={(depositDue) => onChange({ depositDue })}
        />
        {form.depositDue === 'BEFORE' ? (
          <NumberField
            field={field}
            path="deposit.dueDaysBeforeArrival"
            label={t('bo.policies.field.deposit.due.days')}
            value={form.depositDueDays}
            min={1}
            max={365}
            onChange={(depositDueDays) => onChange({ depositDueDays })}
          />
        ) : null}
      </div>
    </fieldset>
  );
}
