/**
 * What the frame shows around a route: the menu entries the person's role at the hotel opens (the
 * API refuses the rest anyway), the current entry, the back link, and the route's flags hiding the
 * navigation, the reservation search and the top button.
 */
import type { Permission } from '../../../domain/hotel-roles.ts';
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

/** `hotelPermissions`: what the person's role at the chosen hotel allows; null when they run no hotel. */
export function shellChrome(
  route: RouteDef | null,
  hotelPermissions: readonly Permission[] | null,
  routes: readonly RouteDef[],
): ShellChrome {
  const permissions = hotelPermissions ?? [];
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
    hideSearch:
      route?.hideSearch === true || hotelPermissions === null || !permissions.includes('reservations.read'),
    hideTop: route?.hideTopButton === true,
  };
}
