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
import { ChargeSelect, depositTerms, dueText, type Example, type FieldMaker } from './policy-fields.tsx';
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
            onChange={(e) => onChange({ freeCount: e.currentTarget.value })}
          />
        ),
        { min: 0, max: policy.freeUnit === 'HOURS' ? FREE_HOURS_MAX : FREE_DAYS_MAX },
      )}
      {field(`${at}.freeUntil.unit`, t('bo.policies.field.free.unit'), (id, described, invalid) => (
        <select
          id={id}
          className="ui-input"
          value={policy.freeUnit}
          aria-describedby={described}
          aria-invalid={invalid || undefined}
          onChange={(e) =>
            onChange({
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
      ))}
    </>
  );
}

/** What leaving early costs when it is not the cancellation's own charge. */
function EarlyCheckoutFields({ policy, field, t, onChange, at }: CancellationProps & { at: string }) {
  return (
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
            onChange={(e) => onChange({ earlyNights: e.currentTarget.value })}
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
            onChange={(e) => onChange({ earlyPercentage: e.currentTarget.value })}
          />
        ),
        { min: 1, max: 100 },
      )}
    </>
  );
}

/** What a guest reads of the policy for the example stay, by the widget's own component. */
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
      {field(`${at}.type`, label, (id, described, invalid) => (
        <ChargeSelect
          id={id}
          invalid={invalid}
          described={described}
          t={t}
          value={type}
          custom={custom}
          onChange={onType}
        />
      ))}
      {type === 'PERCENTAGE'
        ? field(
            `${at}.percentage`,
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
                value={percentage}
                aria-describedby={described}
                aria-invalid={invalid || undefined}
                onChange={(e) => onPercentage(e.currentTarget.value)}
              />
            ),
            { min: 1, max: 100 },
          )
        : null}
    </>
  );
}

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
              onChange={(e) => onChange({ name: e.currentTarget.value })}
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
            onChange={(e) => onChange({ free: e.currentTarget.value as CancellationForm['free'] })}
          >
            <option value="UNTIL">{t('bo.policies.free.until')}</option>
            <option value="NEVER">{t('bo.policies.free.never')}</option>
          </select>
        ))}
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
        {field(`${at}.earlyCheckout`, t('bo.policies.field.early'), (id, described, invalid) => (
          <select
            id={id}
            className="ui-input"
            value={policy.early}
            aria-describedby={described}
            aria-invalid={invalid || undefined}
            onChange={(e) =>
              onChange({
                early: e.currentTarget.value as CancellationForm['early'],
              })
            }
          >
            <option value="SAME">{t('bo.policies.early.same')}</option>
            <option value="NIGHTS">{t('bo.policies.early.nights')}</option>
          </select>
        ))}
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
              onChange={(e) => onChange({ name: e.currentTarget.value })}
            />
          ),
          { maxLength: POLICY_NAME_MAX_LENGTH },
        )}
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
  return (
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
              onChange({ depositKind });
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
                onChange({ depositValue });
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
              onChange({ depositDue });
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
                    onChange({ depositDueDays });
                  }}
                />
              ),
              { min: 1, max: 365 },
            )
          : null}
      </div>
    </fieldset>
  );
}
