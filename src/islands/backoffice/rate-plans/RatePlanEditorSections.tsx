/**
 * The rate plan editor's sections, each a part of the one form (RatePlanEditor.tsx owns the
 * values): the price (own or derived, with the live example), the choices (meals, room types,
 * channels), the stay limits and pricing model (with the room types' supplements), and the
 * cancellation and no-show policies in the words a guest reads.
 */
import type { Dispatch, SetStateAction } from 'react';
import type { RatePlansResponse, RatePlanView } from '../../../contracts/secure/rate-plans.ts';
import type { Language } from '../../../contracts/types.ts';
import { MEAL_PLANS } from '../../../domain/meal-plans.ts';
import {
  DERIVATION_PERCENT_MAX,
  DERIVATION_PERCENT_MIN,
  OCCUPANTS_MAX,
  RATE_PLAN_NAME_MAX_LENGTH,
} from '../../../domain/rate-plan-setup.ts';
import { STAY_MAX, STAY_MIN } from '../../../domain/ratesheet.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { mealPlanName } from '../../../ui/meal-plans.ts';
import type { FieldKit } from './rate-plan-fields.tsx';
import {
  cancellationWords,
  exampleStay,
  noShowWords,
  type PolicyContext,
  planName,
  type RatePlanFormValues,
} from './rate-plan-text.ts';

export type SectionProps = {
  kit: FieldKit;
  /** Prefix of the form's ids and radio group names. */
  base: string;
  values: RatePlanFormValues;
  set: <K extends keyof RatePlanFormValues>(key: K, value: RatePlanFormValues[K]) => void;
  setValues: Dispatch<SetStateAction<RatePlanFormValues>>;
  data: RatePlansResponse;
  language: Language;
  t: Translate;
};

type NumberKey = 'occupantsForBaseRate' | 'minStay' | 'maxStay' | 'position';

/** A whole-number control of the form. */
export function numberInput(
  { kit, values, set }: Pick<SectionProps, 'kit' | 'values' | 'set'>,
  field: string,
  key: NumberKey,
  min: number,
  max: number,
  hint = true,
) {
  return (
    <input
      {...kit.aria(field, hint)}
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
}

/** The plan's names (English, Italian) and its type. */
export function NameSection({ kit, values, set, t }: SectionProps) {
  return (
    <>
      <div className="bo-editor__row">
        {kit.textField(
          'name.en',
          t('bo.rateplans.field.name.en'),
          <input
            {...kit.aria('name.en', true)}
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
        {kit.textField(
          'name.it',
          t('bo.rateplans.field.name.it'),
          <input
            {...kit.aria('name.it', true)}
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
      {kit.textField(
        'type',
        t('bo.rateplans.field.type'),
        <select
          {...kit.aria('type', true)}
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
    </>
  );
}

/** Own prices or derived from a parent plan, with the derivation's live example. */
export function PriceSection(props: SectionProps & { parents: readonly RatePlanView[]; example: string }) {
  const { kit, base, values, set, data, language, t, parents, example } = props;
  return (
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
            {kit.textField(
              'derivation.parentId',
              t('bo.rateplans.field.parent'),
              <select
                {...kit.aria('derivation.parentId')}
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
            {kit.textField(
              'derivation.kind',
              t('bo.rateplans.field.kind'),
              <select
                {...kit.aria('derivation.kind')}
                className="ui-input"
                value={values.kind}
                onChange={(event) => set('kind', event.currentTarget.value as RatePlanFormValues['kind'])}
              >
                <option value="PERCENTAGE">{t('bo.rateplans.kind.PERCENTAGE')}</option>
                <option value="AMOUNT">{t('bo.rateplans.kind.AMOUNT', { currency: data.currency })}</option>
              </select>,
            )}
          </div>
          {kit.textField(
            'derivation.value',
            t(
              values.kind === 'PERCENTAGE'
                ? 'bo.rateplans.field.value.percentage'
                : 'bo.rateplans.field.value.amount',
            ),
            <input
              {...kit.aria('derivation.value', true)}
              className="ui-input"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={values.value}
              onChange={(event) => set('value', event.currentTarget.value)}
            />,
            values.kind === 'PERCENTAGE' ? { min: DERIVATION_PERCENT_MIN, max: DERIVATION_PERCENT_MAX } : {},
            t('bo.rateplans.field.value.hint'),
          )}
          <p className="bo-rateplans-editor__example" aria-live="polite" data-testid="derivation-example">
            {example}
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}

/** The meals included, the room types sold and the channels sold on. */
export function ChoiceSections({ kit, values, setValues, data, language, t }: SectionProps) {
  const toggleIn = <K extends 'includedMealPlans' | 'channels'>(key: K, item: string, on: boolean) =>
    setValues((current) => ({
      ...current,
      [key]: on ? [...current[key], item] : current[key].filter((x) => x !== item),
    }));
  return (
    <>
      {kit.group(
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
      {kit.group(
        'roomTypeIds',
        t('bo.rateplans.field.roomtypes'),
        <>
          <label className="bo-check">
            <input
              type="checkbox"
              checked={values.allRoomTypes}
              onChange={(event) => {
                const allRoomTypes = event.currentTarget.checked;
                setValues((current) => ({ ...current, allRoomTypes }));
              }}
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
      {kit.group(
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
    </>
  );
}

/** The stay limits, and the pricing model with the room types' per-person supplements. */
export function StayAndModelSections(
  props: SectionProps & { money: (cents: number) => string; roomTypesHref: string; onRoomTypes: () => void },
) {
  const { kit, values, set, data, language, t, money, roomTypesHref, onRoomTypes } = props;
  return (
    <>
      <fieldset>
        <legend>{t('bo.rateplans.field.stay')}</legend>
        <p className="ui-field__hint">{t('bo.rateplans.field.stay.hint')}</p>
        <div className="bo-editor__row">
          {kit.textField(
            'minStay',
            t('bo.rateplans.field.min'),
            numberInput(props, 'minStay', 'minStay', STAY_MIN, STAY_MAX, false),
            { min: STAY_MIN, max: STAY_MAX },
          )}
          {kit.textField(
            'maxStay',
            t('bo.rateplans.field.max'),
            numberInput(props, 'maxStay', 'maxStay', STAY_MIN, STAY_MAX, false),
            { min: STAY_MIN, max: STAY_MAX },
          )}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('bo.rateplans.field.model')}</legend>
        {kit.textField(
          'pricingModel',
          t('bo.rateplans.field.model.label'),
          <select
            {...kit.aria('pricingModel')}
            className="ui-input"
            value={values.pricingModel}
            onChange={(event) =>
              set('pricingModel', event.currentTarget.value as RatePlanFormValues['pricingModel'])
            }
          >
            <option value="PER_ROOM">{t('bo.rateplans.model.PER_ROOM')}</option>
            <option value="OCCUPANCY_BASED_PRICING">{t('bo.rateplans.model.OCCUPANCY_BASED_PRICING')}</option>
          </select>,
        )}
        {values.pricingModel === 'OCCUPANCY_BASED_PRICING' ? (
          <>
            {kit.textField(
              'occupantsForBaseRate',
              t('bo.rateplans.field.occupants'),
              numberInput(props, 'occupantsForBaseRate', 'occupantsForBaseRate', 1, OCCUPANTS_MAX),
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
    </>
  );
}

/** The cancellation and no-show policies, each in the words a guest reads for the example stay. */
export function PolicySections({
  kit,
  base,
  values,
  set,
  data,
  t,
  ctx,
}: SectionProps & { ctx: PolicyContext }) {
  return (
    <>
      {kit.group(
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
      {kit.group(
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
    </>
  );
}
