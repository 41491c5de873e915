// @vitest-environment happy-dom
/**
 * The shell's page-change behaviour (BOSCREENS) with a route table of small screens whose
 * modules resolve when the test says: the loading indicator, scroll and focus when a change
 * ends, titles, the current menu item, dynamic changes, dialog routes, load failures.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render as renderAlone, screen } from '@testing-library/react';
import { type ComponentType, type ReactElement, type ReactNode, useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ManagedHotel } from '../../../contracts/secure/hotels.ts';
import type { Me } from '../../../contracts/types.ts';
import { PERMISSIONS, permissionsOf } from '../../../domain/hotel-roles.ts';
import { createTranslate, type MessageBundle } from '../../../i18n/translate.ts';
import messages from '../messages.gen.json';
import type { RouteDef } from '../routes.ts';
import type { ScreenProps } from '../screen.ts';
import { Shell } from './Shell.tsx';
import { useScreenTitle } from './screen-title.ts';
import { roleLanding } from './shell-menu.ts';
import { COMPACT_QUERY } from './useCompact.ts';

const t = createTranslate(messages as MessageBundle, 'en');
const ME: Me = {
  id: 7,
  username: 'giulia',
  email: 'g@example.com',
  name: 'Giulia',
  surname: 'Rossi',
  avatar: null,
  language: 'en',
};
const hotel = (id: number, name: string): ManagedHotel => ({
  id,
  name,
  alias: null,
  type: 'HOTEL',
  city: null,
  timeZone: 'Europe/Rome',
  currency: 'EUR',
  roomsCount: 3,
  role: 'OWNER',
  permissions: [...PERMISSIONS],
});
const HOTELS = [hotel(1, 'Alfa'), hotel(2, 'Beta')];

type Deferred = { resolve: () => void; reject: (error: unknown) => void };
let pending: Record<string, Deferred[]> = {};
let mounts: Record<string, number> = {};
let run = 0;

function screenOf(name: string, title?: string): ComponentType<ScreenProps> {
  // biome-ignore lint/correctness/noComponentHookFactories: one screen module per route, as route.load() gives; made once per load
  return function TestScreen({ hotel, query, params }: ScreenProps) {
    useScreenTitle(title ?? null);
    useEffect(() => {
      mounts[name] = (mounts[name] ?? 0) + 1;
    }, []);
    return (
      <section>
        <h1>{`${name} screen`}</h1>
        <p>{`hotel ${hotel.name} q=${query.get('q') ?? ''} code=${params.code ?? ''}`}</p>
      </section>
    );
  };
}

/** A route table whose screens load when the test resolves them (fresh ids per test: no cache). */
function routes(): RouteDef[] {
  run += 1;
  const lazy = (name: string, title?: string) => () =>
    new Promise<{ default: ComponentType<ScreenProps> }>((resolve, reject) => {
      const queue = pending[name] ?? [];
      pending[name] = queue;
      queue.push({ resolve: () => resolve({ default: screenOf(name, title) }), reject });
    });
  return [
    {
      id: `planning-${run}`,
      permission: null,
      pattern: '/planning',
      titleKey: 'bo.menu.planning',
      menu: 'planning',
      load: lazy('planning'),
    },
    {
      id: `settings-${run}`,
      permission: null,
      pattern: '/planning/settings',
      titleKey: 'bo.planning.settings.title',
      menu: 'planning',
      dialog: true,
      back: { textKey: 'bo.menu.planning', to: '/planning' },
      load: lazy('settings'),
    },
    {
      id: `reservations-${run}`,
      permission: null,
      pattern: '/reservations',
      titleKey: 'bo.menu.reservations',
      menu: 'reservations',
      load: lazy('reservations'),
    },
    {
      id: `new-${run}`,
      permission: null,
      pattern: '/reservations/new',
      titleKey: 'bo.menu.new.reservation',
      menu: 'new-reservation',
      hideSearch: true,
      back: { textKey: 'bo.menu.planning', to: '/planning' },
      load: lazy('new'),
    },
    {
      id: `reservation-${run}`,
      permission: null,
      pattern: '/reservations/:code',
      titleKey: 'bo.reservation.title',
      menu: 'reservations',
      back: { textKey: 'bo.menu.reservations', to: '/reservations' },
      load: lazy('reservation', 'AB12CD'),
    },
  ];
}

async function settle(name: string, outcome: 'resolve' | 'reject' = 'resolve') {
  const next = pending[name]?.shift();
  if (!next) throw new Error(`${name} is not loading`);
  await act(async () => {
    if (outcome === 'resolve') next.resolve();
    else next.reject(new Error('chunk failed'));
  });
}

/** The Shell inside the app's query cache, as BackOffice.tsx renders it. */
function render(ui: ReactElement) {
  const client = new QueryClient();
  return renderAlone(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  });
}

/** The landing of the tests: the checklist's answer stands in for the worker's. */
let landingAnswer: Promise<string> = Promise.resolve('/planning');
const landing = () => landingAnswer;

function open(path: string, table = routes()) {
  window.history.replaceState(null, '', path);
  return render(
    <Shell
      language="en"
      t={t}
      me={ME}
      hotels={HOTELS}
      hotel={HOTELS[0] ?? null}
      onHotelChange={() => {}}
      routes={table}
      landing={landing}
    />,
  );
}

const nav = () => screen.getByRole('navigation', { name: 'Back office' });
const indicator = () => screen.queryByRole('progressbar', { name: 'Loading…' });

beforeEach(() => {
  pending = {};
  mounts = {};
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(cleanup);

describe('the shell and the role at the hotel (decision 055)', () => {
  const frontDesk: ManagedHotel = {
    ...hotel(3, 'Gamma'),
    role: 'FRONT_DESK',
    permissions: permissionsOf('FRONT_DESK'),
  };

  it('shows in the menu only what the role opens, and refuses a screen it does not', async () => {
    const table: RouteDef[] = [
      ...routes(),
      {
        id: `ratesheet-${run}`,
        pattern: '/ratesheet',
        permission: 'ratesheet.read',
        titleKey: 'bo.ratesheet.title',
        menu: 'ratesheet',
        load: () => Promise.resolve({ default: screenOf('ratesheet') }),
      },
    ];
    window.history.replaceState(null, '', '/secure/ratesheet');
    render(
      <Shell
        language="en"
        t={t}
        me={ME}
        hotels={[frontDesk]}
        hotel={frontDesk}
        onHotelChange={() => {}}
        routes={table}
        landing={landing}
      />,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByRole('alert').textContent).toBe(t('bo.app.role.refused'));
    expect(screen.queryByRole('heading', { name: 'ratesheet screen' })).toBeNull();
    const links = [...nav().querySelectorAll('a')].map((a) => a.textContent);
    expect(links).toContain('Reservations');
    expect(links).not.toContain(t('bo.ratesheet.menu'));
    // No set-up screen opens for the front desk: the group is not shown at all.
    expect(nav().textContent).not.toContain(t('bo.menu.setup.group'));
  });

  it('gives a role that cannot read reservations no reservation search', async () => {
    const housekeeping: ManagedHotel = {
      ...hotel(4, 'Delta'),
      role: 'HOUSEKEEPING',
      permissions: permissionsOf('HOUSEKEEPING'),
    };
    window.history.replaceState(null, '', '/secure/reservations');
    const props = { language: 'en', t, me: ME, onHotelChange: () => {}, routes: routes(), landing } as const;
    const { rerender } = render(<Shell {...props} hotels={[housekeeping]} hotel={housekeeping} />);
    expect(screen.queryByRole('searchbox')).toBeNull();
    rerender(<Shell {...props} hotels={[frontDesk]} hotel={frontDesk} />);
    expect(screen.getByRole('searchbox')).toBeTruthy();
  });

  it('lands each role on the first screen it opens', () => {
    expect(roleLanding({ permissions: permissionsOf('FRONT_DESK') })).toBe('/today');
    expect(roleLanding({ permissions: permissionsOf('HOUSEKEEPING') })).toBe('/housekeeping');
    expect(roleLanding({ permissions: permissionsOf('REVENUE') })).toBe('/planning');
  });
});

describe('the shell (BOSCREENS-2 page-change behaviour)', () => {
  it('opens the screen of a deep link: title, current menu item, no scroll on the first screen', async () => {
    open('/secure/reservations');
    expect(screen.getByRole('status').textContent).toContain('Loading…');
    await settle('reservations');
    expect(screen.getByRole('heading', { level: 1, name: 'reservations screen' })).toBeTruthy();
    expect(document.title).toBe('Reservations · Itaca');
    expect(nav().querySelector('[aria-current="page"]')?.textContent).toBe('Reservations');
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('sends the base and unknown addresses to the default screen, replacing the entry', async () => {
    const before = window.history.length;
    open('/secure/nothing/here');
    expect(window.location.pathname).toBe('/secure/planning');
    expect(window.history.length).toBe(before);
    await settle('planning');
    expect(screen.getByRole('heading', { name: 'planning screen' })).toBeTruthy();
  });

  it('lands the base where the hotel’s setup says (the checklist while steps are to do), replacing the entry', async () => {
    landingAnswer = Promise.resolve('/reservations');
    const before = window.history.length;
    open('/secure');
    expect(screen.getByRole('status').textContent).toContain('Loading…');
    await act(async () => {
      await landingAnswer;
    });
    expect(window.location.pathname).toBe('/secure/reservations');
    expect(window.history.length).toBe(before);
    await settle('reservations');
    expect(screen.getByRole('heading', { name: 'reservations screen' })).toBeTruthy();
  });

  it('lands the base on the planning when the setup cannot be read', async () => {
    landingAnswer = Promise.reject(new Error('offline'));
    landingAnswer.catch(() => undefined);
    open('/secure/');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(window.location.pathname).toBe('/secure/planning');
    await settle('planning');
  });

  it('a page change: indicator while it loads, then scroll to top, menu closed, focus on the h1', async () => {
    open('/secure/planning');
    await settle('planning');
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('link', { name: 'Reservations' }));
    expect(window.location.pathname).toBe('/secure/reservations');
    expect(indicator()).not.toBeNull();
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('true');
    // The previous screen stays until the next one is ready.
    expect(screen.getByRole('heading', { name: 'planning screen' })).toBeTruthy();
    await settle('reservations');
    expect(indicator()).toBeNull();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'reservations screen' }));
    expect(document.title).toBe('Reservations · Itaca');
    expect(nav().querySelector('[aria-current="page"]')?.textContent).toBe('Reservations');
  });

  it('back and forward follow the history', async () => {
    open('/secure/planning');
    await settle('planning');
    fireEvent.click(screen.getByRole('link', { name: 'Reservations' }));
    await settle('reservations');
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(window.location.pathname).toBe('/secure/planning');
    expect(screen.getByRole('heading', { name: 'planning screen' })).toBeTruthy();
  });

  it('a dynamic change (same screen, new query) shows no indicator and keeps the screen', async () => {
    open('/secure/reservations');
    await settle('reservations');
    const search = screen.getByRole('searchbox', { name: 'Search reservations' });
    fireEvent.change(search, { target: { value: 'Rossi' } });
    fireEvent.submit(search.closest('form') as HTMLFormElement);
    expect(window.location.search).toBe('?q=Rossi');
    expect(indicator()).toBeNull();
    expect(screen.getByText('hotel Alfa q=Rossi code=')).toBeTruthy();
    expect(mounts.reservations).toBe(1);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('a dialog route opens over its screen without the indicator', async () => {
    open('/secure/planning');
    await settle('planning');
    act(() => {
      window.history.pushState(null, '', '/secure/planning/settings');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(indicator()).toBeNull();
    await settle('settings');
    expect(screen.getByRole('heading', { name: 'planning screen' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'settings screen' })).toBeTruthy();
    expect(document.title).toBe('Planning settings · Itaca');
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it("a screen's own title wins; route data gives the back button and hides the search", async () => {
    open('/secure/reservations/AB12CD');
    await settle('reservation');
    expect(document.title).toBe('AB12CD · Itaca');
    expect(screen.getByText('hotel Alfa q= code=AB12CD')).toBeTruthy();
    const back = document.querySelector('.bo-back');
    expect(back?.getAttribute('href')).toBe('/secure/reservations');
    expect(back?.textContent).toContain('Reservations');
    expect(screen.queryByRole('searchbox')).not.toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'New reservation' }));
    await settle('new');
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(document.querySelector('.bo-back')?.getAttribute('href')).toBe('/secure/planning');
  });

  it('a screen that fails to load is logged and offered again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    open('/secure/planning');
    await settle('planning', 'reject');
    expect(log).toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle('planning');
    expect(screen.getByRole('heading', { name: 'planning screen' })).toBeTruthy();
    log.mockRestore();
  });

  it('a manager without hotels sees the empty state', () => {
    window.history.replaceState(null, '', '/secure/planning');
    render(
      <Shell
        language="en"
        t={t}
        me={ME}
        hotels={[]}
        hotel={null}
        onHotelChange={() => {}}
        routes={routes()}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No hotel linked to your account' })).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('under 1024 px: one compact bar; the search opens from its button; hotel and account in the drawer', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query === COMPACT_QUERY,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    try {
      open('/secure/reservations');
      await settle('reservations');
      // The bar: menu, the title over the hotel's name, the search button; no picker or Log out.
      expect(document.querySelector('.bo-topbar__hotel')?.textContent).toContain('Alfa');
      const toggle = screen.getByRole('button', { name: 'Search reservations' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
      expect(panel?.hidden).toBe(true);
      expect(nav().querySelector('select')).not.toBeNull();
      expect(nav().textContent).toContain('Log out');
      expect(document.querySelectorAll('select')).toHaveLength(1);
      fireEvent.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      expect(panel?.hidden).toBe(false);
      const field = screen.getByRole('searchbox', { name: 'Search reservations' });
      expect(document.activeElement).toBe(field);
      fireEvent.keyDown(field, { key: 'Escape' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(document.activeElement).toBe(toggle);
      // The drawer opens on the menu button with focus inside, and closes on Escape.
      const menu = screen.getByRole('button', { name: 'Menu' });
      fireEvent.click(menu);
      expect(menu.getAttribute('aria-expanded')).toBe('true');
      expect(nav().contains(document.activeElement)).toBe(true);
      fireEvent.keyDown(document, { key: 'Escape' });
      expect(menu.getAttribute('aria-expanded')).toBe('false');
      expect(document.activeElement).toBe(menu);
    } finally {
      window.matchMedia = original;
    }
  });
});
