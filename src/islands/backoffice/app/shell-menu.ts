/**
 * The back office's menu: the day's work, then the hotel's set-up under its own heading; each
 * entry shows when the person's role at the hotel opens its route. And where the base leads.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ManagedHotel } from '../../../contracts/secure/hotels.ts';
import { type MenuItem, ROUTES, type RouteDef, routeAllowed } from '../routes.ts';
import { landingPath } from './router.ts';
import { fetchSetupChecklist } from './setup-checklist-query.ts';

export type MenuEntry = {
  item: MenuItem;
  to: string;
  key:
    | 'bo.today.title'
    | 'bo.menu.planning'
    | 'bo.menu.housekeeping'
    | 'bo.menu.reservations'
    | 'bo.menu.new.reservation'
    | 'bo.police.menu'
    | 'bo.ratesheet.menu'
    | 'bo.promotions.title'
    | 'bo.channels.title'
    | 'bo.widget.title'
    | 'bo.property.title'
    | 'bo.roomtypes.title'
    | 'bo.rooms.title'
    | 'bo.rateplans.title'
    | 'bo.policies.title'
    | 'bo.taxes.title'
    | 'bo.reviews.menu'
    | 'bo.statistics.menu'
    | 'bo.cash.menu'
    | 'bo.setup.menu'
    | 'bo.staff.menu'
    | 'bo.notifications.menu'
    | 'bo.account.title';
};

/** The day's work: what the front desk and the revenue manager open every day. */
export const MENU: ReadonlyArray<MenuEntry> = [
  { item: 'today', to: '/today', key: 'bo.today.title' },
  { item: 'planning', to: '/planning', key: 'bo.menu.planning' },
  { item: 'reservations', to: '/reservations', key: 'bo.menu.reservations' },
  { item: 'new-reservation', to: '/reservations/new', key: 'bo.menu.new.reservation' },
  { item: 'housekeeping', to: '/housekeeping', key: 'bo.menu.housekeeping' },
  { item: 'police-report', to: '/police-report', key: 'bo.police.menu' },
  { item: 'ratesheet', to: '/ratesheet', key: 'bo.ratesheet.menu' },
  { item: 'promotions', to: '/promotions', key: 'bo.promotions.title' },
  { item: 'reviews', to: '/reviews', key: 'bo.reviews.menu' },
  { item: 'statistics', to: '/statistics', key: 'bo.statistics.menu' },
  { item: 'cash-report', to: '/cash-report', key: 'bo.cash.menu' },
  { item: 'staff', to: '/staff', key: 'bo.staff.menu' },
  { item: 'notifications', to: '/notifications', key: 'bo.notifications.menu' },
  { item: 'account', to: '/account', key: 'bo.account.title' },
];

/** The hotel's set-up, in the checklist's order, under its own heading. */
export const SETUP_MENU: ReadonlyArray<MenuEntry> = [
  { item: 'setup', to: '/setup', key: 'bo.setup.menu' },
  { item: 'property', to: '/property', key: 'bo.property.title' },
  { item: 'room-types', to: '/room-types', key: 'bo.roomtypes.title' },
  { item: 'rooms', to: '/rooms', key: 'bo.rooms.title' },
  { item: 'rate-plans', to: '/rate-plans', key: 'bo.rateplans.title' },
  { item: 'policies', to: '/policies', key: 'bo.policies.title' },
  { item: 'taxes', to: '/taxes', key: 'bo.taxes.title' },
  { item: 'channels', to: '/channels', key: 'bo.channels.title' },
  { item: 'widget', to: '/widget', key: 'bo.widget.title' },
];

/** Where the base leads for `hotel`: its setup checklist while steps are to do (router.ts `landingPath`). */
export type Landing = (hotel: ManagedHotel) => Promise<string>;

/**
 * The base leads to the setup checklist or the planning for those who may read the property; a
 * role that may not lands on the first of its screens (decision 055). The checklist is read
 * through the app's cache, where the /setup screen finds it.
 */
export function checklistLanding(client: QueryClient): Landing {
  return async (hotel) => {
    if (hotel.permissions.includes('property.read')) {
      return landingPath(await fetchSetupChecklist(client, hotel.id).catch(() => null));
    }
    return roleLanding(hotel);
  };
}

/** Where a role without the property lands: the front desk on Today, a housekeeper on the rooms, others on the planning. */
export function roleLanding(
  hotel: Pick<ManagedHotel, 'permissions'>,
  routes: readonly RouteDef[] = ROUTES,
): string {
  const first = ROLE_LANDINGS.find((path) => {
    const route = routes.find((r) => r.pattern === path);
    return route !== undefined && routeAllowed(route, hotel.permissions);
  });
  return first ?? '/account';
}
const ROLE_LANDINGS = ['/today', '/housekeeping', '/planning', '/reservations', '/account'];
