// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Plan, PlanPaymentOption } from '../../contracts/types.ts';
import type { PlanSelection } from '../../domain/plan-selection.ts';
import { dictionaries } from '../../i18n/dictionary.ts';
import { createTranslate, type MessageBundle } from '../../i18n/translate.ts';
import { PlanList } from './PlanList.tsx';

afterEach(cleanup);
const t = createTranslate(dictionaries as MessageBundle, 'en');
const NOW = new Date('2026-01-31T10:00:00.000Z');

function option(
  id: number,
  frequency: PlanPaymentOption['frequency'],
  finalAmount: number,
  minMonths: number,
  favorite = false,
): PlanPaymentOption {
  return {
    id,
    frequency,
    amount: { type: 'PRICE', currency: 'EUR', initialAmount: finalAmount, finalAmount, vatRate: 22 },
    minLength: { count: minMonths, unit: 'MONTHS' },
    favorite,
  };
}

const PRO: Plan = {
  id: 7,
  nameKey: 'plan.professional',
  classification: 2,
  enabled: true,
  background: null,
  features: ['feature.api', 'feature.invoicing'],
  featureGroups: [
    {
      nameKey: 'feature.group.operations',
      favorite: true,
      features: ['feature.pms', 'feature.channel.manager', 'feature.booking.engine'],
    },
  ],
  paymentOptions: [
    option(1, 'MONTHLY', 50, 1),
    option(2, 'LUMP_SUM', 120, 3),
    option(3, 'YEARLY', 420, 12, true),
  ],
  multiLengthDiscounts: [
    { id: 10, size: { count: 6, unit: 'MONTHS' }, discount: { type: 'PERCENTAGE', finalAmount: 5 } },
    { id: 11, size: { count: 12, unit: 'MONTHS' }, discount: { type: 'PERCENTAGE', finalAmount: 10 } },
  ],
};
const BASIC: Plan = {
  ...PRO,
  id: 8,
  nameKey: 'plan.basic',
  features: [],
  featureGroups: [],
  paymentOptions: [option(4, 'MONTHLY', 20, 1)],
  multiLengthDiscounts: [],
};

function Harness({ spy }: { spy: PlanSelection[] }) {
  const [selection, setSelection] = useState<PlanSelection | null>(null);
  return (
    <PlanList
      t={t}
      language="en"
      plans={[PRO, BASIC]}
      selection={selection}
      now={() => NOW}
      onChange={(next) => {
        if (next) spy.push(next);
        setSelection(next);
      }}
    />
  );
}

describe('<PlanList> and the plan detail dialog', () => {
  it('cards: at most 4 featured items, groups first, the rest as +N more', () => {
    render(<Harness spy={[]} />);
    const card = screen.getByRole('article', { name: 'Professional' });
    const items = within(card)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    // Prices include VAT, said as the home page's plans say it (CONSIST).
    expect(within(card).getByText(/^VAT included \(22%: €[\d.]+\)$/)).toBeTruthy();
    expect(items).toEqual([
      'Property management system (PMS)',
      'Channel manager',
      'Booking engine',
      'API access',
      '+1 more',
    ]);
  });

  it('the dialog: favourite option, a length disables longer options and reselects the best, dates follow', () => {
    const spy: PlanSelection[] = [];
    render(<Harness spy={spy} />);
    fireEvent.click(screen.getByRole('button', { name: /Details and contract\W+Professional/ }));
    const dialog = screen.getByRole('dialog', { name: 'Professional' });
    const radio = (name: RegExp) => within(dialog).getByRole('radio', { name }) as HTMLInputElement;
    expect(radio(/^Yearly/).checked).toBe(true);
    expect(within(dialog).getByTestId('plan-contract-end').textContent).toBe('No fixed end');

    // 6 months: yearly (min 12) disabled, the quarterly lump sum (40 → 38 a month) is the best
    fireEvent.change(within(dialog).getByRole('slider', { name: 'Contract length' }), {
      target: { value: '1' },
    });
    expect(radio(/^Yearly/).disabled).toBe(true);
    expect(radio(/^One-off/).checked).toBe(true);
    // The change of payment is said, not done silently (CONSIST).
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Payment frequency changed to One-off: the best price for this contract length.',
    );
    expect(within(dialog).getByTestId('plan-monthly-price').textContent).toContain('€38');
    expect(within(dialog).getByTestId('plan-contract-end').textContent).toBe('31 July 2026');

    // 12 months: one control (the slider) for the length
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    fireEvent.change(within(dialog).getByRole('slider', { name: 'Contract length' }), {
      target: { value: '2' },
    });
    expect(radio(/^Yearly/).disabled).toBe(false);
    expect(radio(/^Yearly/).checked).toBe(true);
    // One figure from the dialog to the recap: the discounted monthly price and how it is paid.
    expect(within(dialog).getByTestId('plan-monthly-price').textContent).toMatch(
      /^€[\d.,]+ \/ month \(Save \d+%\) · Payment frequency: Yearly$/,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Choose this plan' }));
    expect(spy.at(-1)).toMatchObject({
      planId: 7,
      optionId: 3,
      discountId: 11,
      endDate: '2027-01-31T10:00:00.000Z',
    });
    expect(screen.getByRole('article', { name: 'Professional' }).textContent).toContain('Chosen');
  });

  it('choosing another plan clears the first; Remove clears the choice', () => {
    render(<Harness spy={[]} />);
    fireEvent.click(screen.getByRole('button', { name: /Details and contract\W+Professional/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Choose this plan' }));
    fireEvent.click(screen.getByRole('button', { name: /Details and contract\W+Basic/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Choose this plan' }));
    expect(screen.getByRole('article', { name: 'Professional' }).textContent).not.toContain('Chosen');
    expect(screen.getByRole('article', { name: 'Basic' }).textContent).toContain('Chosen');
    fireEvent.click(screen.getByRole('button', { name: /Remove\W+Basic/ }));
    expect(screen.queryByText('Chosen')).toBeNull();
  });
});
