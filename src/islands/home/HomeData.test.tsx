// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../contracts/client/http.ts';
import type { Hotel, ManagerReview, Page, Plan, PlanPaymentOption } from '../../contracts/types.ts';
import type { HomeApi } from './api.ts';
import { HomeData } from './HomeData.tsx';
import { homeDataMessages } from './messages.ts';

const messages = homeDataMessages('en');

function page<T>(content: T[]): Page<T> {
  return {
    content,
    totalElements: content.length,
    totalPages: 1,
    number: 0,
    size: content.length,
    first: true,
    last: true,
  };
}

function option(
  id: number,
  frequency: PlanPaymentOption['frequency'],
  initial: number,
  final: number,
  favorite = false,
) {
  return {
    id,
    frequency,
    amount: {
      type: 'PRICE',
      currency: 'EUR',
      initialAmount: initial,
      finalAmount: final,
      vatRate: 22,
      vatAmount: 1,
    },
    minLength: { count: frequency === 'YEARLY' ? 12 : 1, unit: 'MONTHS' },
    favorite,
  } satisfies PlanPaymentOption;
}

function plan(
  id: number,
  nameKey: string,
  options: PlanPaymentOption[],
  features: string[] = ['feature.pms'],
): Plan {
  return {
    id,
    nameKey,
    classification: id * 10,
    enabled: true,
    background: null,
    features,
    featureGroups: [],
    paymentOptions: options,
    multiLengthDiscounts: [],
  };
}

const PLANS = [
  plan(1, 'plan.basic', [option(1, 'MONTHLY', 39, 39), option(2, 'YEARLY', 468, 399, true)]),
  plan(
    2,
    'plan.professional',
    [option(3, 'MONTHLY', 89, 79, true), option(5, 'YEARLY', 948, 899), option(6, 'DAILY', 3.9, 3.9)],
    [
      'feature.pms',
      'feature.channel.manager',
      'feature.booking.engine',
      'feature.reviews',
      'feature.statistics',
      'feature.invoicing',
    ],
  ),
  plan(3, 'plan.enterprise', [option(4, 'MONTHLY', 189, 189, true), option(7, 'YEARLY', 2268, 300)]),
];

function hotel(id: number, name: string, nameAlias = `alias-${id}`): Hotel {
  return {
    id,
    name,
    nameAlias,
    type: 'HOTEL',
    stars: 4,
    classification: id,
    enabled: true,
    roomsNumber: 10,
    currency: 'EUR',
    addressInfo: { city: `City ${id}` },
    gallery: [{ path: `hotels/${nameAlias}/1.svg`, cover: true, caption: 'Front' }],
    paymentSettings: { creditCards: [], otherCards: [] },
    policies: {},
    description: {},
  };
}

const HOTELS = [hotel(1, 'Alpha'), hotel(2, 'Bravo'), hotel(3, 'Charlie', ''), hotel(4, 'Delta')];

const LONG_TEXT = 'Itaca keeps our calendar in order. '.repeat(10).trim();

function review(id: number, overrides: Partial<ManagerReview> = {}): ManagerReview {
  return {
    id,
    score: 8.7,
    title: `Title ${id}`,
    pro: 'Short text.',
    feedbacks: [],
    hotelName: `Hotel ${id}`,
    language: 'en',
    createdDate: new Date(Date.now() - 30 * 86_400_000).toISOString(),
    manager: {
      name: `Name${id}`,
      surname: 'Surname',
      avatarType: 'PORTAL',
      avatar: `avatars/${id}.svg`,
      facebookImage: null,
      googleImage: null,
    },
    reviewSettings: { showRealName: true },
    ...overrides,
  };
}

const REVIEWS = [
  review(1, { pro: LONG_TEXT, createdDate: new Date(Date.now() - 2 * 86_400_000).toISOString() }),
  review(2, {
    score: 6.99,
    manager: {
      name: 'Nick',
      surname: null,
      avatarType: 'GOOGLE',
      avatar: null,
      facebookImage: null,
      googleImage: 'avatars/google-2.svg',
    },
    reviewSettings: { showRealName: false },
  }),
  review(3, { language: 'it', title: 'Titolo 3', pro: 'Testo breve.' }),
  review(4),
];

function fakeApi(overrides: Partial<HomeApi> = {}): HomeApi {
  return {
    hotelPlans: vi.fn(async () => page(PLANS)),
    hotels: vi.fn(async (query) => page(HOTELS.slice(0, query?.size ?? 4))),
    shuffledReviews: vi.fn(async () => REVIEWS),
    storageUrl: vi.fn(async () => '/images'),
    bestAvailability: vi.fn(async () => ({
      totalRates: [{ amount: { initialAmount: 150, finalAmount: 120 }, promotions: [] }],
    })),
    ...overrides,
  };
}

function setWide(wide: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

const section = (id: string) => document.getElementById(id) as HTMLElement;

beforeEach(() => {
  // No IntersectionObserver: every section loads at once.
  vi.stubGlobal('IntersectionObserver', undefined);
  setWide(true);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('plans', () => {
  it('shows 3 plans with the best (lowest computed price) highlighted', async () => {
    const api = fakeApi();
    render(<HomeData language="en" messages={messages} api={api} />);
    const plans = section('plans');
    await waitFor(() => expect(plans.querySelectorAll('.plan-card[data-plan-id]')).toHaveLength(3));
    expect(api.hotelPlans).toHaveBeenCalledWith({ size: 3, sort: 'classification' });
    const best = plans.querySelectorAll('[data-best="true"]');
    expect(best).toHaveLength(1);
    expect(within(best[0] as HTMLElement).getByRole('heading', { level: 3 }).textContent).toBe('Basic');
    expect(within(best[0] as HTMLElement).getByText('Lowest price')).toBeTruthy();
    // One period for every plan (monthly first), VAT included, no struck-through price, no odd unit.
    expect(plans.querySelector('[data-period="MONTHLY"]')).not.toBeNull();
    expect(within(best[0] as HTMLElement).getByText('€39')).toBeTruthy();
    expect(within(best[0] as HTMLElement).getByText(/VAT included \(22%/)).toBeTruthy();
    expect(plans.querySelector('s, del')).toBeNull();
    expect(plans.textContent).not.toMatch(/€89|€3\.90|Daily|Weekly/);
    // Yearly: every plan billed yearly, the computed saving, and the best plan of that period.
    fireEvent.click(within(plans).getByRole('radio', { name: /Yearly/ }));
    expect(plans.querySelector('[data-period="YEARLY"]')).not.toBeNull();
    expect(within(plans).getByRole('radio', { name: /Yearly \(save up to 86%\)/ })).toBeTruthy();
    const basic = plans.querySelector('[data-plan-id="1"]') as HTMLElement;
    expect(within(basic).getByText('€399')).toBeTruthy();
    expect(within(basic).getByText('€33.25 a month, billed once a year')).toBeTruthy();
    expect(within(basic).getByText('You save 14% compared with monthly billing')).toBeTruthy();
    const yearlyBest = plans.querySelector('[data-best="true"]') as HTMLElement;
    expect(yearlyBest.dataset.planId).toBe('3');
    // The comparison table: one row per feature, one column per plan.
    const table = within(plans).getByRole('table', { name: 'Features included in each plan' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Feature', 'Basic', 'Professional', 'Enterprise']);
    const channel = within(table)
      .getByRole('rowheader', { name: 'Channel manager' })
      .closest('tr') as HTMLElement;
    expect(channel.textContent).toContain('Not included');
    expect([...channel.querySelectorAll('td')].map((td) => td.dataset.included)).toEqual([
      'false',
      'true',
      'false',
    ]);
    // At most 4 featured items, the rest counted.
    const pro = plans.querySelector('[data-plan-id="2"]') as HTMLElement;
    expect(pro.querySelectorAll('.plan-features li:not(.plan-more)')).toHaveLength(4);
    expect(within(pro).getByText('+2 more')).toBeTruthy();
  });

  it('says when the wizard offers more plans than the 3 shown, and links to it', async () => {
    const { unmount } = render(<HomeData language="en" messages={messages} api={fakeApi()} />);
    await waitFor(() =>
      expect(section('plans').querySelectorAll('.plan-card[data-plan-id]')).toHaveLength(3),
    );
    expect(within(section('plans')).queryByRole('link', { name: /See all/ })).toBeNull();
    unmount();
    const hotelPlans = vi.fn(async () => ({ ...page(PLANS), totalElements: 4, totalPages: 2 }));
    render(<HomeData language="it" messages={homeDataMessages('it')} api={fakeApi({ hotelPlans })} />);
    const link = await within(section('plans')).findByRole('link', {
      name: 'Vedi tutti i 4 piani e scegli il tuo',
    });
    expect(link.getAttribute('href')).toBe('/it/register');
  });

  it('shows the error state and loads again on retry', async () => {
    const hotelPlans = vi
      .fn<HomeApi['hotelPlans']>()
      .mockRejectedValueOnce(new Error('Error getting hotel plans'))
      .mockResolvedValueOnce(page(PLANS));
    render(<HomeData language="en" messages={messages} api={fakeApi({ hotelPlans })} />);
    const plans = section('plans');
    await waitFor(() =>
      expect(within(plans).getByRole('alert').textContent).toContain('The plans could not be loaded.'),
    );
    fireEvent.click(within(plans).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(plans.querySelectorAll('.plan-card[data-plan-id]')).toHaveLength(3));
  });

  it('shows the request error and the advice when the load times out (504)', async () => {
    const hotelPlans = vi
      .fn<HomeApi['hotelPlans']>()
      .mockRejectedValue(new ApiRequestError(504, 'Gateway Timeout', [], true));
    render(<HomeData language="en" messages={messages} api={fakeApi({ hotelPlans })} />);
    await waitFor(() =>
      expect(within(section('plans')).getByRole('alert').textContent).toContain(
        'The request could not be completed: try again or contact us.',
      ),
    );
  });

  it('shows the empty state', async () => {
    render(
      <HomeData language="en" messages={messages} api={fakeApi({ hotelPlans: async () => page([]) })} />,
    );
    await waitFor(() => expect(section('plans').querySelector('[data-state="empty"]')).not.toBeNull());
  });

  it('renders skeletons on the server pass (before any data)', () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const api = fakeApi();
    render(<HomeData language="en" messages={messages} api={api} />);
    expect(section('plans').querySelector('[data-state="loading"]')).not.toBeNull();
    expect(section('hotels').querySelectorAll('.home-skeleton > li')).toHaveLength(4);
    expect(api.hotelPlans).not.toHaveBeenCalled();
    expect(api.hotels).not.toHaveBeenCalled();
    expect(api.shuffledReviews).not.toHaveBeenCalled();
  });
});

describe('featured hotels', () => {
  it('asks for 4 hotels on wide screens and links each card to its hotel page', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 11, 31, 18, 0));
    const api = fakeApi();
    render(<HomeData language="en" messages={messages} api={api} />);
    const hotels = section('hotels');
    await waitFor(() => expect(hotels.querySelectorAll('.hotel-card[data-hotel-id]')).toHaveLength(4));
    vi.useRealTimers();
    expect(api.hotels).toHaveBeenCalledWith({ size: 12, sort: 'classification' });
    expect(api.bestAvailability).toHaveBeenCalledWith(1, '20261231', '20270101');
    const links = Array.from(hotels.querySelectorAll<HTMLAnchorElement>('a.hotel-link')).map((a) => a.href);
    expect(links[0]).toBe(`${window.location.origin}/hotel/alias-1/20261231/20270101/2/0/0/0`);
    expect(links[2]).toBe(`${window.location.origin}/hotel/3/20261231/20270101/2/0/0/0`);
    await waitFor(() => expect(within(hotels).getAllByText('€120')).toHaveLength(4));
    expect(within(hotels).getAllByText('€150')[0]?.closest('del')).not.toBeNull();
    expect(hotels.querySelector('img')?.getAttribute('data-lazy-src')).toBe('/images/hotels/alias-1/1.svg');
  });

  it('asks for 2 hotels on narrow screens', async () => {
    setWide(false);
    const api = fakeApi();
    render(<HomeData language="en" messages={messages} api={api} />);
    await waitFor(() =>
      expect(section('hotels').querySelectorAll('.hotel-card[data-hotel-id]')).toHaveLength(2),
    );
    expect(api.hotels).toHaveBeenCalledWith({ size: 12, sort: 'classification' });
  });

  it('marks only the card whose availability check failed', async () => {
    const bestAvailability = vi.fn<HomeApi['bestAvailability']>(async (id) => {
      if (id === 2) throw new Error('Error checking hotel best availability');
      return { totalRates: [{ amount: { initialAmount: 100, finalAmount: 100 } }] };
    });
    render(<HomeData language="en" messages={messages} api={fakeApi({ bestAvailability })} />);
    const hotels = section('hotels');
    await waitFor(() => expect(hotels.querySelectorAll('[data-availability="error"]')).toHaveLength(1));
    const failed = hotels.querySelector('[data-availability="error"]') as HTMLElement;
    expect(failed.dataset.hotelId).toBe('2');
    expect(within(failed).getByText('Availability could not be checked')).toBeTruthy();
    await waitFor(() => expect(hotels.querySelectorAll('[data-availability="ready"]')).toHaveLength(3));
  });

  it('features only hotels with a price for tonight, in order, filling the list from the candidates', async () => {
    const candidates = [1, 2, 3, 4, 5, 6].map((id) => hotel(id, `Hotel ${id}`));
    const bestAvailability = vi.fn<HomeApi['bestAvailability']>(async (id) =>
      id === 2 || id === 4
        ? { totalRates: [] }
        : { totalRates: [{ amount: { initialAmount: 90, finalAmount: 90 } }] },
    );
    render(
      <HomeData
        language="en"
        messages={messages}
        api={fakeApi({ hotels: async () => page(candidates), bestAvailability })}
      />,
    );
    const hotels = section('hotels');
    await waitFor(() => expect(hotels.querySelectorAll('.hotel-card[data-hotel-id]')).toHaveLength(4));
    expect(
      [...hotels.querySelectorAll<HTMLElement>('.hotel-card')].map((card) => card.dataset.hotelId),
    ).toEqual(['1', '3', '5', '6']);
    expect(within(hotels).queryByText('Price not available')).toBeNull();
  });

  it('shows the empty state when no hotel is bookable tonight', async () => {
    render(
      <HomeData
        language="en"
        messages={messages}
        api={fakeApi({ bestAvailability: async () => ({ totalRates: [] }) })}
      />,
    );
    await waitFor(() => expect(section('hotels').querySelector('[data-state="empty"]')).not.toBeNull());
  });

  it('shows the loading-error state when the list fails, and retries', async () => {
    const hotels = vi
      .fn<HomeApi['hotels']>()
      .mockRejectedValueOnce(new Error('Error getting hotel list'))
      .mockResolvedValueOnce(page(HOTELS));
    render(<HomeData language="en" messages={messages} api={fakeApi({ hotels })} />);
    const element = section('hotels');
    await waitFor(() =>
      expect(within(element).getByRole('alert').textContent).toContain('The properties could not be loaded.'),
    );
    await act(async () => {
      fireEvent.click(within(element).getByRole('button', { name: 'Try again' }));
    });
    await waitFor(() => expect(element.querySelectorAll('.hotel-card[data-hotel-id]')).toHaveLength(4));
  });
});

describe('reviews', () => {
  it('shows 4 reviews with score labels, new badges, avatars by type and read more', async () => {
    const api = fakeApi();
    render(<HomeData language="en" messages={messages} api={api} />);
    const reviews = section('reviews');
    await waitFor(() => expect(reviews.querySelectorAll('.review-card[data-review-id]')).toHaveLength(4));
    expect(api.shuffledReviews).toHaveBeenCalledWith(4);

    const first = reviews.querySelector('[data-review-id="1"]') as HTMLElement;
    expect(within(first).getByText('Very good')).toBeTruthy();
    expect(within(first).getByText('New')).toBeTruthy();
    expect(within(first).getByRole('heading', { level: 3 }).textContent).toBe('Name1 Surname');
    expect(first.querySelector('img')?.getAttribute('data-lazy-src')).toBe('/images/avatars/1.svg');
    expect(first.querySelector('img')?.getAttribute('alt')).toBe('Profile picture of Name1 Surname');

    const second = reviews.querySelector('[data-review-id="2"]') as HTMLElement;
    expect(within(second).getByText('Sufficient')).toBeTruthy(); // floor(6.99) = 6
    expect(within(second).queryByText('New')).toBeNull();
    expect(within(second).getByRole('heading', { level: 3 }).textContent).toBe('Nick');
    expect(second.querySelector('img')?.getAttribute('data-lazy-src')).toBe('/images/avatars/google-2.svg');

    const text = first.querySelector('.review-text') as HTMLElement;
    expect(text.textContent?.endsWith('…')).toBe(true);
    const more = within(first).getByRole('button', { name: 'Read more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(more.getAttribute('aria-controls')).toBe(text.id);
    fireEvent.click(more);
    expect(text.textContent).toBe(LONG_TEXT);
    const less = within(first).getByRole('button', { name: 'Read less' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(less);
    expect(text.textContent?.endsWith('…')).toBe(true);
    expect(within(second).queryByRole('button', { name: 'Read more' })).toBeNull();

    // The page's language first; the Italian review last, labelled, with its lang attribute.
    expect(
      [...reviews.querySelectorAll('.review-card')].map((card) => card.getAttribute('data-review-id')),
    ).toEqual(['1', '2', '4', '3']);
    const italian = reviews.querySelector('[data-review-id="3"]') as HTMLElement;
    expect(within(italian).getByText('Written in Italian')).toBeTruthy();
    expect(italian.querySelector('.review-text')?.getAttribute('lang')).toBe('it');
    expect(within(first).queryByText(/Written in/)).toBeNull();
  });

  it('shows the error and empty states', async () => {
    render(
      <HomeData
        language="en"
        messages={messages}
        api={fakeApi({
          shuffledReviews: async () => Promise.reject(new Error('Error getting shuffle reviews')),
        })}
      />,
    );
    await waitFor(() => expect(within(section('reviews')).getByRole('alert')).toBeTruthy());
    cleanup();
    render(<HomeData language="en" messages={messages} api={fakeApi({ shuffledReviews: async () => [] })} />);
    await waitFor(() => expect(section('reviews').querySelector('[data-state="empty"]')).not.toBeNull());
  });

  it('uses the Italian texts and formats', async () => {
    render(<HomeData language="it" messages={homeDataMessages('it')} api={fakeApi()} />);
    await waitFor(() => expect(screen.getAllByText('Molto buono').length).toBeGreaterThan(0));
    expect(screen.getByRole('heading', { level: 2, name: 'Un piano per ogni struttura' })).toBeTruthy();
    await waitFor(() => expect(within(section('hotels')).getAllByText(/120\s€/)).toHaveLength(4));
  });
});
