/**
 * The rate plan editor: a modal dialog (shared Dialog) whose values the shared schema judges
 * before the worker does, so the form refuses what the worker would. A derived plan shows a live
 * example of its derivation, computed by the engine's own rule; policies are listed in the words
 * a guest reads. The worker's 400 marks the same fields by their path; a refusal keeps the dialog
 * open with what was typed and says why.
 */
import { useEffect, useId, useState } from 'react';
import type { FieldError } from '../../../contracts/error-codes.ts';
import { toFieldErrors } from '../../../contracts/error-codes.ts';
import {
  type RatePlanInput,
  type RatePlansResponse,
  ratePlanInput,
} from '../../../contracts/secure/rate-plans.ts';
import type { Language } from '../../../contracts/types.ts';
import { MEAL_PLANS } from '../../../domain/meal-plans.ts';
import { fromCents } from '../../../domain/money.ts';
import {
  DERIVATION_PERCENT_MAX,
  DERIVATION_PERCENT_MIN,
  derivationExample,
  OCCUPANTS_MAX,
  RATE_PLAN_NAME_MAX_LENGTH,
  RATE_PLAN_POSITION_MAX,
} from '../../../domain/rate-plan-setup.ts';
import { STAY_MAX, STAY_MIN } from '../../../domain/ratesheet.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { formatMoney } from '../../../ui/format.ts';
import { mealPlanName } from '../../../ui/meal-plans.ts';
import { Dialog } from '../../shared/Dialog.tsx';
import { codeText, type Limits, type Refusal } from '../rooms/setup-errors.ts';
import {
  cancellationWords,
  derivationValue,
  EXAMPLE_NIGHT_CENTS,
  exampleStay,
  noShowWords,
  type PolicyContext,
  planBody,
  planName,
  type RatePlanFormValues,
} from './rate-plan-text.ts';

/** The fields a 400 can point at in this form. */
export const RATE_PLAN_FIELDS = [
  'name.en',
  'name.it',
  'type',
  'derivation',
  'derivation.parentId',
  'derivation.kind',
  'derivation.value',
  'includedMealPlans',
  'roomTypeIds',
  'channels',
  'pricingModel',
  'occupantsForBaseRate',
  'cancellationPolicyId',
  'noShowPolicyId',
  'minStay',
  'maxStay',
  'position',
  'enabled',
] as const;

/** The input id of each field a message can point at. */
const ANCHOR: Record<string, string> = {
  'name.en': 'name-en',
  'name.it': 'name-it',
  derivation: 'parent',
  'derivation.parentId': 'parent',
  'derivation.kind': 'kind',
  'derivation.value': 'value',
  includedMealPlans: 'meals',
  roomTypeIds: 'roomtypes',
  channels: 'channels',
  cancellationPolicyId: 'cancellation',
  noShowPolicyId: 'noshow',
};

/** The field a schema or worker error belongs to ('includedMealPlans.0' → 'includedMealPlans'). */
function fieldOf(path: string): string {
  if ((RATE_PLAN_FIELDS as readonly string[]).includes(path)) return path;
  const head = path.split('.')[0] ?? path;
  return (RATE_PLAN_FIELDS as readonly string[]).includes(head) ? head : path;
}

type Props = {
  open: boolean;
  /** The plan edited (null: a new one). */
  planId: number | null;
  initial: RatePlanFormValues;
  data: RatePlansResponse;
  language: Language;
  t: Translate;
  busy: boolean;
  refusal: Refusal | null;
  /** The worker's field errors of the last save, put on their fields. */
  serverErrors: readonly FieldError[];
  onSave: (value: RatePlanInput) => void;
  onClose: () => void;
  /** Opens the room types screen (the per-person supplements live there). */
  onRoomTypes: () => void;
  roomTypesHref: string;
};

export function RatePlanEditor({
  open,
  planId,
  initial,
  data,
  language,
  t,
  busy,
  refusal,
  serverErrors,
  onSave,
  onClose,
  onRoomTypes,
  roomTypesHref,
}: Props) {
  const base = `rp${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [values, setValues] = useState<RatePlanFormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [now] = useState(() => Date.now());

  // Each opening starts from its plan; a refusal never resets what was typed.
  useEffect(() => {
    if (open) {
      setValues(initial);
      setErrors({});
    }
  }, [open, initial]);

  const idOf = (field: string) => `${base}-${ANCHOR[field] ?? field.replace(/\./g, '-')}`;
  const focusFirst = (fields: readonly string[]) => {
    const first = fields[0];
    if (first) requestAnimationFrame(() => document.getElementById(idOf(first))?.focus());
  };
  const show = (list: readonly FieldError[]) => {
    const next: Record<string, string> = {};
    for (const error of list) {
      const field = fieldOf(error.field);
      next[field] ??= error.code;
    }
    setErrors(next);
    focusFirst(Object.keys(next));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer of the worker marks fields.
  useEffect(() => {
    if (serverErrors.length > 0) show(serverErrors);
  }, [serverErrors]);

  const set = <K extends keyof RatePlanFormValues>(key: K, value: RatePlanFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const toggleIn = <K extends 'includedMealPlans' | 'channels'>(key: K, item: string, on: boolean) =>
    setValues((current) => ({
      ...current,
      [key]: on ? [...current[key], item] : current[key].filter((x) => x !== item),
    }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ratePlanInput.safeParse(planBody(values));
    if (!parsed.success) {
      show(toFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    onSave(parsed.data);
  };

  const ctx: PolicyContext = { currency: data.currency, timeZone: data.timeZone, language, now };
  const money = (cents: number) => formatMoney(fromCents(cents), language, data.currency);
  const parents = data.ratePlans.filter((plan) => plan.derivation === null && plan.id !== planId);
  const parent = parents.find((plan) => String(plan.id) === values.parentId);
  const figure = derivationValue(values);
  const example =
    values.derived && parent && figure !== null && Number.isFinite(figure)
      ? t('bo.rateplans.example', {
          parent: planName(parent, language),
          from: money(EXAMPLE_NIGHT_CENTS),
          to: money(derivationExample(EXAMPLE_NIGHT_CENTS, { kind: values.kind, value: figure })),
        })
      : t('bo.rateplans.example.none');
  const occupancyBased = values.pricingModel === 'OCCUPANCY_BASED_PRICING';

  const errorText = (field: string, limits: Limits = {}) => {
    const code = errors[field];
    return (
      <p className="ui-field__error" id={`${idOf(field)}-error`} hidden={!code}>
        {code ? codeText(t, code, limits) : null}
      </p>
    );
  };
  const aria = (field: string, hint = false) => {
    const id = idOf(field);
    const invalid = Boolean(errors[field]);
    const described = [hint ? `${id}-hint` : null, invalid ? `${id}-error` : null].filter(Boolean).join(' ');
    return { id, 'aria-invalid': invalid || undefined, 'aria-describedby': described || undefined } as const;
  };
  const textField = (
    field: string,
    label: string,
    input: React.ReactNode,
    limits: Limits = {},
    hint?: string,
  ) => (
    <div className="ui-field bo-rooms-editor__field">
      <label className="ui-field__label" htmlFor={idOf(field)}>
        {label}
      </label>
      {hint ? (
        <p className="ui-field__hint" id={`${idOf(field)}-hint`}>
          {hint}
        </p>
      ) : null}
      {input}
      {errorText(field, limits)}
    </div>
  );
  const numberInput = (
    field: string,
    key: 'occupantsForBaseRate' | 'minStay' | 'maxStay' | 'position',
    min: number,
    max: number,
    hint = true,
  ) => (
    <input
      {...aria(field, hint)}
      className="ui-input"
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      value={values[key]}
      onChange={(event) => set(key, event.currentTarget.value)}
    />
  );
  /** A group of choices (checkboxes or radios) as a fieldset with its own error. */
  const group = (field: string, legend: string, children: React.ReactNode, hint?: string) => (
    <fieldset
      id={idOf(field)}
      tabIndex={-1}
      aria-invalid={errors[field] ? true : undefined}
      aria-describedby={
        [hint ? `${idOf(field)}-hint` : null, errors[field] ? `${idOf(field)}-error` : null]
          .filter(Boolean)
          .join(' ') || undefined
      }
    >
      <legend>{legend}</legend>
      {hint ? (
        <p className="ui-field__hint" id={`${idOf(field)}-hint`}>
          {hint}
        </p>
      ) : null}
      {children}
      {errorText(field)}
    </fieldset>
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(planId === null ? 'bo.rateplans.editor.new' : 'bo.rateplans.editor.edit')}
      closeLabel={t('button.close')}
      className="bo-editor bo-rateplans-editor"
    >
      <form noValidate onSubmit={submit}>
        <div role="alert" className="bo-list__alert">
          {refusal ? (
            <p className="bo-list__error">
              {refusal.text}
              {refusal.detail ? <span className="bo-list__detail">{refusal.detail}</span> : null}
            </p>
          ) : null}
        </div>
        <div className="bo-editor__row">
          {textField(
            'name.en',
            t('bo.rateplans.field.name.en'),
            <input
              {...aria('name.en', true)}
              className="ui-input"
              type="text"
              required
              maxLength={RATE_PLAN_NAME_MAX_LENGTH}
              autoComplete="off"
              value={values.nameEn}
              onChange={(event) => set('nameEn', event.currentTarget.value)}
            />,
            { maxLength: RATE_PLAN_NAME_MAX_LENGTH },
            t('bo.rateplans.field.name.en.hint'),
          )}
          {textField(
            'name.it',
            t('bo.rateplans.field.name.it'),
            <input
              {...aria('name.it', true)}
              className="ui-input"
              type="text"
              lang="it"
              maxLength={RATE_PLAN_NAME_MAX_LENGTH}
              autoComplete="off"
              value={values.nameIt}
              onChange={(event) => set('nameIt', event.currentTarget.value)}
            />,
            { maxLength: RATE_PLAN_NAME_MAX_LENGTH },
            t('bo.rateplans.field.name.it.hint'),
          )}
        </div>
        {textField(
          'type',
          t('bo.rateplans.field.type'),
          <select
            {...aria('type', true)}
            className="ui-input"
            value={values.type}
            onChange={(event) => set('type', event.currentTarget.value as RatePlanFormValues['type'])}
          >
            <option value="STANDARD">{t('bo.rateplans.type.STANDARD')}</option>
            <option value="NOT_REFUNDABLE">{t('bo.rateplans.type.NOT_REFUNDABLE')}</option>
          </select>,
          {},
          t('bo.rateplans.field.type.hint'),
        )}

        <fieldset>
          <legend>{t('bo.rateplans.field.price')}</legend>
          <label className="bo-check">
            <input
              type="radio"
              name={`${base}-derived`}
              checked={!values.derived}
              onChange={() => set('derived', false)}
            />
            {t('bo.rateplans.field.price.own')}
          </label>
          <label className="bo-check">
            <input
              type="radio"
              name={`${base}-derived`}
              checked={values.derived}
              disabled={parents.length === 0}
              onChange={() => set('derived', true)}
            />
            {t('bo.rateplans.field.price.derived')}
          </label>
          {parents.length === 0 ? (
            <p className="ui-field__hint">{t('bo.rateplans.field.price.noparent')}</p>
          ) : null}
          {values.derived ? (
            <div className="bo-rateplans-editor__derivation">
              <div className="bo-editor__row">
                {textField(
                  'derivation.parentId',
                  t('bo.rateplans.field.parent'),
                  <select
                    {...aria('derivation.parentId')}
                    className="ui-input"
                    value={values.parentId}
                    onChange={(event) => set('parentId', event.currentTarget.value)}
                  >
                    <option value="">{t('bo.rateplans.field.parent.choose')}</option>
                    {parents.map((plan) => (
                      <option key={plan.id} value={plan.id}>
                        {planName(plan, language)}
                      </option>
                    ))}
                  </select>,
                )}
                {textField(
                  'derivation.kind',
                  t('bo.rateplans.field.kind'),
                  <select
                    {...aria('derivation.kind')}
                    className="ui-input"
                    value={values.kind}
                    onChange={(event) => set('kind', event.currentTarget.value as RatePlanFormValues['kind'])}
                  >
                    <option value="PERCENTAGE">{t('bo.rateplans.kind.PERCENTAGE')}</option>
                    <option value="AMOUNT">
                      {t('bo.rateplans.kind.AMOUNT', { currency: data.currency })}
                    </option>
                  </select>,
                )}
              </div>
              {textField(
                'derivation.value',
                t(
                  values.kind === 'PERCENTAGE'
                    ? 'bo.rateplans.field.value.percentage'
                    : 'bo.rateplans.field.value.amount',
                ),
                <input
                  {...aria('derivation.value', true)}
                  className="ui-input"
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  value={values.value}
                  onChange={(event) => set('value', event.currentTarget.value)}
                />,
                values.kind === 'PERCENTAGE'
                  ? { min: DERIVATION_PERCENT_MIN, max: DERIVATION_PERCENT_MAX }
                  : {},
                t('bo.rateplans.field.value.hint'),
              )}
              <p className="bo-rateplans-editor__example" aria-live="polite" data-testid="derivation-example">
                {example}
              </p>
            </div>
          ) : null}
        </fieldset>

        {group(
          'includedMealPlans',
          t('bo.rateplans.field.meals'),
          <div className="bo-rateplans-editor__choices">
            {MEAL_PLANS.map((meal) => (
              <label key={meal} className="bo-check">
                <input
                  type="checkbox"
                  checked={values.includedMealPlans.includes(meal)}
                  onChange={(event) => toggleIn('includedMealPlans', meal, event.currentTarget.checked)}
                />
                <span className="bo-rateplans-editor__meal">{mealPlanName(t, meal)}</span>
              </label>
            ))}
          </div>,
        )}

        {group(
          'roomTypeIds',
          t('bo.rateplans.field.roomtypes'),
          <>
            <label className="bo-check">
              <input
                type="checkbox"
                checked={values.allRoomTypes}
                onChange={(event) => set('allRoomTypes', event.currentTarget.checked)}
              />
              {t('bo.rateplans.field.roomtypes.all')}
            </label>
            {values.allRoomTypes ? null : (
              <div className="bo-rateplans-editor__choices">
                {data.roomTypes.map((type) => (
                  <label key={type.id} className="bo-check bo-check--nested">
                    <input
                      type="checkbox"
                      checked={values.roomTypeIds.includes(type.id)}
                      onChange={(event) => {
                        const on = event.currentTarget.checked;
                        setValues((current) => ({
                          ...current,
                          roomTypeIds: on
                            ? [...current.roomTypeIds, type.id]
                            : current.roomTypeIds.filter((id) => id !== type.id),
                        }));
                      }}
                    />
                    {planName(type, language)}
                    {type.enabled ? null : ` (${t('bo.rateplans.off')})`}
                  </label>
                ))}
              </div>
            )}
          </>,
        )}

        {group(
          'channels',
          t('bo.rateplans.field.channels'),
          <div className="bo-rateplans-editor__choices">
            {data.channels.map((channel) => (
              <label key={channel.channel} className="bo-check">
                <input
                  type="checkbox"
                  checked={values.channels.includes(channel.channel)}
                  onChange={(event) => toggleIn('channels', channel.channel, event.currentTarget.checked)}
                />
                {t.has(`bo.channels.name.${channel.channel}`)
                  ? t.text(`bo.channels.name.${channel.channel}`)
                  : channel.channel}
                {channel.disabled ? ` (${t('bo.rateplans.off')})` : null}
              </label>
            ))}
          </div>,
        )}

        <fieldset>
          <legend>{t('bo.rateplans.field.stay')}</legend>
          <p className="ui-field__hint">{t('bo.rateplans.field.stay.hint')}</p>
          <div className="bo-editor__row">
            {textField(
              'minStay',
              t('bo.rateplans.field.min'),
              numberInput('minStay', 'minStay', STAY_MIN, STAY_MAX, false),
              { min: STAY_MIN, max: STAY_MAX },
            )}
            {textField(
              'maxStay',
              t('bo.rateplans.field.max'),
              numberInput('maxStay', 'maxStay', STAY_MIN, STAY_MAX, false),
              { min: STAY_MIN, max: STAY_MAX },
            )}
          </div>
        </fieldset>

        <fieldset>
          <legend>{t('bo.rateplans.field.model')}</legend>
          {textField(
            'pricingModel',
            t('bo.rateplans.field.model.label'),
            <select
              {...aria('pricingModel')}
              className="ui-input"
              value={values.pricingModel}
              onChange={(event) =>
                set('pricingModel', event.currentTarget.value as RatePlanFormValues['pricingModel'])
              }
            >
              <option value="PER_ROOM">{t('bo.rateplans.model.PER_ROOM')}</option>
              <option value="OCCUPANCY_BASED_PRICING">
                {t('bo.rateplans.model.OCCUPANCY_BASED_PRICING')}
              </option>
            </select>,
          )}
          {occupancyBased ? (
            <>
              {textField(
                'occupantsForBaseRate',
                t('bo.rateplans.field.occupants'),
                numberInput('occupantsForBaseRate', 'occupantsForBaseRate', 1, OCCUPANTS_MAX),
                { min: 1, max: OCCUPANTS_MAX },
                t('bo.rateplans.field.occupants.hint'),
              )}
              <p className="ui-field__hint">{t('bo.rateplans.supplements')}</p>
              <ul className="bo-rateplans-editor__supplements">
                {data.roomTypes.map((type) => {
                  const cents = type.extraPersonCents;
                  return (
                    <li key={type.id}>
                      {planName(type, language)}:{' '}
                      {t('bo.rateplans.supplements.row', {
                        base: type.baseOccupancy,
                        adult: money(cents.adults),
                        boy: money(cents.boys),
                        child: money(cents.children),
                        kid: money(cents.kids),
                      })}
                    </li>
                  );
                })}
              </ul>
              <p>
                <a
                  href={roomTypesHref}
                  onClick={(event) => {
                    event.preventDefault();
                    onRoomTypes();
                  }}
                >
                  {t('bo.rateplans.supplements.link')}
                </a>
              </p>
            </>
          ) : null}
        </fieldset>

        {group(
          'cancellationPolicyId',
          t('bo.rateplans.field.cancellation'),
          data.cancellationPolicies.length === 0 ? (
            <p>{t('bo.rateplans.policy.default')}</p>
          ) : (
            <div className="bo-rateplans-editor__policies">
              {data.cancellationPolicies.map((policy) => (
                <label key={policy.id} className="bo-check bo-rateplans-editor__policy">
                  <input
                    type="radio"
                    name={`${base}-cancellation`}
                    checked={values.cancellationPolicyId === policy.id}
                    onChange={() => set('cancellationPolicyId', policy.id)}
                  />
                  <span>{cancellationWords(policy, ctx).join(' ')}</span>
                </label>
              ))}
            </div>
          ),
          exampleStay(t, ctx),
        )}

        {group(
          'noShowPolicyId',
          t('bo.rateplans.field.noshow'),
          <div className="bo-rateplans-editor__policies">
            <label className="bo-check bo-rateplans-editor__policy">
              <input
                type="radio"
                name={`${base}-noshow`}
                checked={values.noShowPolicyId === ''}
                onChange={() => set('noShowPolicyId', '')}
              />
              <span>{t('bo.rateplans.noshow.none')}</span>
            </label>
            {data.noShowPolicies.map((policy) => (
              <label key={policy.id} className="bo-check bo-rateplans-editor__policy">
                <input
                  type="radio"
                  name={`${base}-noshow`}
                  checked={values.noShowPolicyId === policy.id}
                  onChange={() => set('noShowPolicyId', policy.id)}
                />
                <span>{noShowWords(t, policy, ctx)}</span>
              </label>
            ))}
          </div>,
        )}

        <div className="bo-editor__row">
          {textField(
            'position',
            t('bo.rateplans.field.position'),
            numberInput('position', 'position', 0, RATE_PLAN_POSITION_MAX),
            { min: 0, max: RATE_PLAN_POSITION_MAX },
            t('bo.rateplans.field.position.hint'),
          )}
        </div>
        <label className="bo-check">
          <input
            type="checkbox"
            checked={values.enabled}
            onChange={(event) => set('enabled', event.currentTarget.checked)}
          />
          {t('bo.rateplans.field.enabled')}
        </label>
        <div className="bo-editor__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('bo.rooms.cancel')}
          </button>
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            {busy ? t('bo.rooms.saving') : t('bo.rooms.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
