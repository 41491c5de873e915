/**
 * Plan detail dialog (BOSCREENS-5 Plan screens, BOFLOW-4 Plan and contract selection): the plan's
 * payment options as a radio group (favourite or first chosen; options longer than the chosen
 * discount disabled), the contract-length slider whose steps are the discounts' months from 0
 * (0 = none; one control: a native range input is operable by a single click on its track and by
 * the keyboard, WCAG 2.5.7), a status saying when a length changed the payment option, the
 * contract's start and end, and the price as the recap says it (chosenPriceText). A modal native <dialog> (APG dialog: Escape closes, focus
 * stays inside and returns to the opener). The rules are in src/domain/plan-selection.ts.
 */

import { useEffect, useId, useRef, useState } from 'react';
import type { Language, Plan } from '../../contracts/types.ts';
import {
  chooseLength,
  chooseOption,
  type PlanSelection,
  selectedMonths,
  selectPlan,
} from '../../domain/plan-selection.ts';
import { availableOptions, sliderSteps } from '../../domain/plans.ts';
import type { Translate } from '../../i18n/translate.ts';
import { formatListPrice } from '../format.ts';
import { chosenPriceText, contractEndText, discountText, lengthText, optionPriceText } from './plan-texts.ts';
import './plans.css';
import { LOCALE } from '../../domain/dates-format.ts';

export type PlanDetailDialogProps = {
  t: Translate;
  language: Language;
  plan: Plan;
  /** The current choice when it is this plan's. */
  selection: PlanSelection | null;
  now: () => Date;
  onChoose: (selection: PlanSelection) => void;
  onClose: () => void;
};

export function PlanDetailDialog({
  t,
  language,
  plan,
  selection,
  now,
  onChoose,
  onClose,
}: PlanDetailDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = `plan${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [draft, setDraft] = useState<PlanSelection | null>(() =>
    selection?.planId === plan.id ? selection : selectPlan(plan, now()),
  );

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const steps = sliderSteps(plan);
  const months = draft ? selectedMonths(plan, draft) : 0;
  const stepIndex = Math.max(0, steps.indexOf(months));
  const discount = plan.multiLengthDiscounts.find((d) => d.id === draft?.discountId) ?? null;
  const options = availableOptions(plan, discount);
  const option = plan.paymentOptions.find((o) => o.id === draft?.optionId) ?? null;
  const currency = option?.amount.currency ?? 'EUR';
  const money = (value: number) => formatListPrice(value, currency, language);
  // A length may disable the chosen payment and reselect the best one (BOFLOW): said aloud, not
  // done silently (CONSIST).
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const setMonths = (value: number) => {
    if (!draft) return;
    const next = chooseLength(plan, draft, value, now());
    const nextOption = plan.paymentOptions.find((o) => o.id === next.optionId);
    setChangedTo(
      next.optionId !== draft.optionId && nextOption ? t.text(`frequency.${nextOption.frequency}`) : null,
    );
    setDraft(next);
  };
  const dateText = (iso: string) =>
    new Intl.DateTimeFormat(LOCALE[language], {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(iso));

  return (
    <dialog
      ref={ref}
      className="plan-dialog"
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="plan-dialog__head">
        <h2 id={`${id}-title`}>{t.text(plan.nameKey)}</h2>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('register.plan.close')}
        </button>
      </div>
      {draft ? (
        <>
          <fieldset className="plan-dialog__options">
            <legend>{t('plan.payment.frequency')}</legend>
            {options.map(({ option: entry, disabled }) => (
              <label key={entry.id} className={`plan-option${disabled ? ' plan-option--disabled' : ''}`}>
                <input
                  type="radio"
                  name={`${id}-option`}
                  value={entry.id}
                  checked={draft.optionId === entry.id}
                  disabled={disabled}
                  onChange={() => {
                    setChangedTo(null);
                    setDraft((d) => (d ? chooseOption(plan, d, entry.id) : d));
                  }}
                />
                <span>
                  <strong>{t.text(`frequency.${entry.frequency}`)}</strong> {optionPriceText(t, entry, money)}
                  <span className="plan-option__note">
                    {t('register.plan.option.min', { length: lengthText(t, entry.minLength) })}
                    {entry.favorite ? ` · ${t('register.plan.option.favourite')}` : ''}
                    {disabled ? ` · ${t('register.plan.option.disabled')}` : ''}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          {steps.length > 1 ? (
            <div className="plan-dialog__length">
              <label htmlFor={`${id}-slider`} className="plan-dialog__label">
                {t('plan.contract.length')}
              </label>
              <input
                id={`${id}-slider`}
                className="plan-slider"
                type="range"
                min={0}
                max={steps.length - 1}
                step={1}
                value={stepIndex}
                aria-valuetext={`${lengthText(t, { count: months, unit: 'MONTHS' })}${discount ? `, ${discountText(t, discount, money)}` : ''}`}
                onChange={(event) => setMonths(steps[Number(event.target.value)] ?? 0)}
              />
              <ol className="plan-slider__ticks" aria-hidden="true">
                {steps.map((step) => (
                  <li key={step} data-active={step === months || undefined}>
                    {step === 0 ? t('register.plan.length.none') : step}
                  </li>
                ))}
              </ol>
              <p className="plan-dialog__changed" role="status">
                {changedTo ? t('register.plan.option.changed', { frequency: changedTo }) : ''}
              </p>
            </div>
          ) : null}
          <dl className="plan-dialog__summary">
            <div>
              <dt>{t('register.plan.price.monthly')}</dt>
              <dd data-testid="plan-monthly-price">
                {option ? chosenPriceText(t, plan, option, discount, money) : '–'}
              </dd>
            </div>
            <div>
              <dt>{t('register.plan.contract.start')}</dt>
              <dd>{dateText(draft.startDate)}</dd>
            </div>
            <div>
              <dt>{t('register.plan.contract.end')}</dt>
              <dd data-testid="plan-contract-end">{contractEndText(t, draft.endDate, dateText)}</dd>
            </div>
          </dl>
          <div className="plan-dialog__actions">
            <button type="button" className="button" onClick={() => onChoose(draft)}>
              {t('plan.choose')}
            </button>
          </div>
        </>
      ) : (
        <p>{t('register.plan.unavailable')}</p>
      )}
    </dialog>
  );
}
