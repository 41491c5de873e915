// @vitest-environment happy-dom
/**
 * The partner plans on the contract screen against a fetch that answers like the worker's GET
 * /api/rs/secure/partner-plans: each plan with its 'from' price, at most 4 featured items and the
 * rest counted, its payment options and length discounts; a failure said in words, with a
 * retry; a plain sentence when there are none.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PartnerPlansResponse } from '../../../contracts/secure/contracts.ts';
import { createTranslate, type MessageBundle } from '../../../i18n/translate.ts';
import { createBackofficeQueryClient } from '../app/query.ts';
import messages from '../messages.gen.json';
import { PartnerPlans } from './PartnerPlans.tsx';

// The app's http client binds fetch when its module loads: replace it before the imports run.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const amount = (value: number) => ({
  type: 'PRICE' as const,
  currency: 'EUR',
  initialAmount: value,
  finalAmount: value,
  vatRate: 22,
  vatAmount: 0,
});

/** The demo's partner plan as the worker answers it. */
const PARTNER: PartnerPlansResponse = [
  {
    id: 6,
    nameKey: 'plan.partner',
    classification: 25,
    enabled: true,
    background: '#00695C',
    features: [
      'feature.pms',
      'feature.channel.manager',
      'feature.booking.engine',
      'feature.reviews',
      'feature.statistics',
      'feature.support.24h',
    ],
    featureGroups: [],
    paymentOptions: [
      {
        id: 15,
        frequency: 'MONTHLY',
        amount: amount(69),
        minLength: { count: 1, unit: 'MONTHS' },
        favorite: true,
      },
      {
        id: 16,
        frequency: 'YEARLY',
        amount: amount(699),
        minLength: { count: 12, unit: 'MONTHS' },
        favorite: false,
      },
    ],
    multiLengthDiscounts: [
      { id: 12, size: { count: 12, unit: 'MONTHS' }, discount: { type: 'PERCENTAGE', finalAmount: 10 } },
    ],
  },
];

const show = async (language: 'en' | 'it') => {
  await act(async () => {
    // Each test its own cache, as each page load of the back office.
    render(
      <QueryClientProvider client={createBackofficeQueryClient()}>
        <PartnerPlans t={createTranslate(messages as MessageBundle, language)} language={language} />
      </QueryClientProvider>,
    );
  });
};

beforeEach(() => fetchMock.mockReset());
afterEach(cleanup);

describe('PartnerPlans', () => {
  it('lists each partner plan with its price, featured items, payment options and discounts', async () => {
    fetchMock.mockResolvedValueOnce(json(200, PARTNER));
    await show('en');
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api\/rs\/secure\/partner-plans$/);
    const plan = (await screen.findByRole('heading', { name: 'Partner', level: 3 })).closest('li');
    expect(plan?.textContent).toContain('from €69 / month');
    expect(plan?.querySelectorAll('.bo-partner__features li')).toHaveLength(5);
    expect(screen.getByText('+2 more')).toBeTruthy();
    expect(screen.getByText(/Yearly: €699 \/ year/)).toBeTruthy();
    expect(screen.getByText('12 months: Save 10%')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us about a partner plan' }).getAttribute('href')).toBe(
      '/contacts',
    );
  });

  it('says when the plans could not be loaded, and tries again', async () => {
    fetchMock.mockResolvedValueOnce(json(500, { message: '', errors: [] }));
    await show('it');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Non è stato possibile caricare i piani partner.',
    );
    fetchMock.mockResolvedValueOnce(json(200, []));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    });
    expect(await screen.findByText('Al momento non ci sono piani partner.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'Contattaci per un piano partner' }).getAttribute('href')).toBe(
      '/it/contacts',
    );
  });
});
