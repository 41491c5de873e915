/**
 * What the frame shows around a route: the menu entries the person's role at the hotel opens (the
 * API refuses the rest anyway), the current entry, the back link, and the route's flags hiding the
 * navigation, the reservation search and the top button.
 */
import type { ManagedHotel } from '../../../contracts/secure/hotels.ts';
import { type RouteDef, routeAllowed } from '../routes.ts';
import { MENU, type MenuEntry, SETUP_MENU } from './shell-menu.ts';

export type ShellChrome = {
  menu: readonly MenuEntry[];
  setupMenu: readonly MenuEntry[];
  activeMenu: string | null;
  backLink: RouteDef['back'] | null;
  hideNavigation: boolean;
  hideSearch: boolean;
  hideTop: boolean;
};

export function shellChrome(
  route: RouteDef | null,
  hotel: ManagedHotel | null,
  routes: readonly RouteDef[],
): ShellChrome {
  const permissions = hotel?.permissions ?? [];
  const opens = (entry: MenuEntry) => {
    const target = routes.find((r) => r.pattern === entry.to);
    return target !== undefined && routeAllowed(target, permissions);
  };
  return {
    menu: MENU.filter(opens),
    setupMenu: SETUP_MENU.filter(opens),
    activeMenu: route?.menu ?? null,
    // A dialog route keeps its background's frame: no back link of its own.
    backLink: route?.back && !route.dialog ? route.back : null,
    hideNavigation: route?.hideNavigation === true,
    // The search opens the reservations: a role that cannot read them has no search.
    hideSearch: route?.hideSearch === true || hotel === null || !permissions.includes('reservations.read'),
    hideTop: route?.hideTopButton === true,
  };
}
