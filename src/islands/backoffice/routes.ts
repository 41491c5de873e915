/**
 * The back office's routes (paths relative to /secure), with the route data the page-change
 * behaviour (BOSCREENS-2) reads: the title key, the active menu item, the back button (flag, text,
 * target), flags hiding the navigation, the search and the top button, and `dialog` for routes
 * shown as a dialog over the previous screen (no loading indicator on the change). Screens load
 * lazily: the first paint ships the shell and the screen asked for, not every screen.
 */
import type { ComponentType } from 'react';
import type { Permission } from '../../domain/hotel-roles.ts';
import type { MessageKey } from '../../i18n/dictionary.ts';
import type { ScreenProps } from './screen.ts';

export type MenuItem =
  | 'today'
  | 'planning'
  | 'housekeeping'
  | 'reservations'
  | 'new-reservation'
  | 'police-report'
  | 'promotions'
  | 'channels'
  | 'ratesheet'
  | 'widget'
  | 'property'
  | 'room-types'
  | 'rooms'
  | 'rate-plans'
  | 'policies'
  | 'taxes'
  | 'reviews'
  | 'statistics'
  | 'cash-report'
  | 'setup'
  | 'staff'
  | 'notifications'
  | 'account';

export type RouteData = {
  /** Title key of the screen (the document title is "{title} · Itaca"). */
  titleKey: MessageKey;
  /** The left-menu item marked current. */
  menu: MenuItem | null;
  back?: { textKey: MessageKey; to: string };
  hideNavigation?: boolean;
  hideSearch?: boolean;
  hideTopButton?: boolean;
  /** Opened as a dialog over the previous screen: no loading indicator, no scroll to top. */
  dialog?: boolean;
  /** `false` turns the navigation effect off: no scroll to top, focus stays where it is. */
  navigationEffect?: boolean;
};

export type RouteDef = RouteData & {
  id: string;
  /**
   * What the person's role at the hotel must allow to open the screen (the API's read of the
   * screen; null: anyone signed in). The menu hides what the role cannot open, and docs/roles.md
   * lists it (decision 055).
   */
  permission: Permission | null;
  /** `/reservations/:code`: segments starting with ':' are parameters. */
  pattern: string;
  load: () => Promise<{ default: ComponentType<ScreenProps> }>;
};

export const ROUTES: readonly RouteDef[] = [
  {
    id: 'today',
    permission: 'frontdesk.read',
    pattern: '/today',
    titleKey: 'bo.today.title',
    menu: 'today',
    load: () => import('./today/TodayScreen.tsx'),
  },
  {
    id: 'planning',
    permission: 'planning.read',
    pattern: '/planning',
    titleKey: 'bo.menu.planning',
    menu: 'planning',
    load: () => import('./planning/PlanningScreen.tsx'),
  },
  {
    id: 'planning-settings',
    permission: 'planning.read',
    pattern: '/planning/settings',
    titleKey: 'bo.planning.settings.title',
    menu: 'planning',
    dialog: true,
    back: { textKey: 'bo.menu.planning', to: '/planning' },
    load: () => import('./planning/PlanningSettingsScreen.tsx'),
  },
  {
    id: 'housekeeping',
    permission: 'housekeeping.read',
    pattern: '/housekeeping',
    titleKey: 'bo.housekeeping.title',
    menu: 'housekeeping',
    load: () => import('./housekeeping/HousekeepingScreen.tsx'),
  },
  {
    id: 'reservations',
    permission: 'reservations.read',
    pattern: '/reservations',
    titleKey: 'bo.menu.reservations',
    menu: 'reservations',
    load: () => import('./reservations/ReservationsScreen.tsx'),
  },
  {
    id: 'new-reservation',
    permission: 'reservations.write',
    pattern: '/reservations/new',
    titleKey: 'bo.menu.new.reservation',
    menu: 'new-reservation',
    back: { textKey: 'bo.menu.planning', to: '/planning' },
    hideSearch: true,
    load: () => import('./new-reservation/NewReservationScreen.tsx'),
  },
  {
    id: 'reservation',
    permission: 'reservations.read',
    pattern: '/reservations/:code',
    titleKey: 'bo.reservation.title',
    menu: 'reservations',
    back: { textKey: 'bo.menu.reservations', to: '/reservations' },
    load: () => import('./reservation/ReservationScreen.tsx'),
  },
  {
    id: 'police-report',
    permission: 'police.report',
    pattern: '/police-report',
    titleKey: 'bo.police.menu',
    menu: 'police-report',
    load: () => import('./police-report/PoliceReportScreen.tsx'),
  },
  {
    id: 'promotions',
    permission: 'ratesheet.read',
    pattern: '/promotions',
    titleKey: 'bo.promotions.title',
    menu: 'promotions',
    load: () => import('./promotions/PromotionsScreen.tsx'),
  },
  {
    id: 'channels',
    permission: 'channels.read',
    pattern: '/channels',
    titleKey: 'bo.channels.title',
    menu: 'channels',
    load: () => import('./channels/ChannelsScreen.tsx'),
  },
  {
    id: 'ratesheet',
    permission: 'ratesheet.read',
    pattern: '/ratesheet',
    titleKey: 'bo.ratesheet.title',
    menu: 'ratesheet',
    load: () => import('./ratesheet/RatesheetScreen.tsx'),
  },
  {
    id: 'widget',
    permission: 'widget.read',
    pattern: '/widget',
    titleKey: 'bo.widget.title',
    menu: 'widget',
    load: () => import('./widget/WidgetScreen.tsx'),
  },
  {
    id: 'property',
    permission: 'property.read',
    pattern: '/property',
    titleKey: 'bo.property.title',
    menu: 'property',
    load: () => import('./property/PropertyScreen.tsx'),
  },
  {
    id: 'property-gallery',
    permission: 'property.read',
    pattern: '/property/gallery',
    titleKey: 'bo.gallery.title',
    menu: 'property',
    back: { textKey: 'bo.property.title', to: '/property' },
    load: () => import('./property/gallery/GalleryScreen.tsx'),
  },
  {
    id: 'property-address',
    permission: 'property.read',
    pattern: '/property/address',
    titleKey: 'bo.address.title',
    menu: 'property',
    back: { textKey: 'bo.property.title', to: '/property' },
    load: () => import('./property/address/AddressScreen.tsx'),
  },
  {
    id: 'room-types',
    permission: 'property.read',
    pattern: '/room-types',
    titleKey: 'bo.roomtypes.title',
    menu: 'room-types',
    load: () => import('./rooms/RoomTypesScreen.tsx'),
  },
  {
    id: 'rooms',
    permission: 'property.read',
    pattern: '/rooms',
    titleKey: 'bo.rooms.title',
    menu: 'rooms',
    load: () => import('./rooms/RoomsScreen.tsx'),
  },
  {
    id: 'rate-plans',
    permission: 'property.read',
    pattern: '/rate-plans',
    titleKey: 'bo.rateplans.title',
    menu: 'rate-plans',
    load: () => import('./rate-plans/RatePlansScreen.tsx'),
  },
  {
    id: 'policies',
    permission: 'property.read',
    pattern: '/policies',
    titleKey: 'bo.policies.title',
    menu: 'policies',
    load: () => import('./policies/PoliciesScreen.tsx'),
  },
  {
    id: 'taxes',
    permission: 'property.read',
    pattern: '/taxes',
    titleKey: 'bo.taxes.title',
    menu: 'taxes',
    load: () => import('./policies/TaxesScreen.tsx'),
  },
  {
    id: 'reviews',
    permission: 'reviews.read',
    pattern: '/reviews',
    titleKey: 'bo.reviews.title',
    menu: 'reviews',
    load: () => import('./reviews/ReviewsScreen.tsx'),
  },
  {
    id: 'statistics',
    permission: 'statistics.read',
    pattern: '/statistics',
    titleKey: 'bo.statistics.title',
    menu: 'statistics',
    load: () => import('./statistics/StatisticsScreen.tsx'),
  },
  {
    id: 'cash-report',
    // The front desk closes its cash drawer with it: the folio's read, not the statistics'.
    permission: 'folio.read',
    pattern: '/cash-report',
    titleKey: 'bo.cash.title',
    menu: 'cash-report',
    load: () => import('./cash-report/CashReportScreen.tsx'),
  },
  {
    id: 'setup',
    permission: 'property.read',
    pattern: '/setup',
    titleKey: 'bo.setup.title',
    menu: 'setup',
    load: () => import('./setup/SetupScreen.tsx'),
  },
  {
    id: 'property-contract',
    permission: 'contract.read',
    pattern: '/property/contract',
    titleKey: 'bo.contract.title',
    menu: 'property',
    back: { textKey: 'bo.property.title', to: '/property' },
    load: () => import('./contract/ContractScreen.tsx'),
  },
  {
    id: 'staff',
    pattern: '/staff',
    permission: 'staff.read',
    titleKey: 'bo.staff.title',
    menu: 'staff',
    load: () => import('./staff/StaffScreen.tsx'),
  },
  {
    id: 'account',
    pattern: '/account',
    permission: null,
    titleKey: 'bo.account.title',
    menu: 'account',
    load: () => import('./account/AccountScreen.tsx'),
  },
  {
    // Per person, of every hotel where they work: anyone signed in (each item is filtered by role).
    id: 'notifications',
    pattern: '/notifications',
    permission: null,
    titleKey: 'bo.notifications.title',
    menu: 'notifications',
    load: () => import('./notifications/NotificationsScreen.tsx'),
  },
];

/** Whether the person's permissions at the hotel open `route`. */
export function routeAllowed(
  route: Pick<RouteDef, 'permission'>,
  permissions: readonly Permission[],
): boolean {
  return route.permission === null || permissions.includes(route.permission);
}

/** The screen a path opens when none matches, and the one `/secure` itself opens once the hotel is set up. */
export const DEFAULT_ROUTE_PATH = '/planning';

/** The screen `/secure` itself opens while the hotel's setup checklist has steps to do. */
export const SETUP_ROUTE_PATH = '/setup';
