/**
 * The back office's routes (paths relative to /secure), with the route data spec 002 §2's
 * page-change behaviour reads: the title key, the active menu item, the back button (flag, text,
 * target), flags hiding the navigation, the search and the top button, and `dialog` for routes
 * shown as a dialog over the previous screen (no loading indicator on the change). Screens load
 * lazily: the first paint ships the shell and the screen asked for, not every screen.
 */
import type { ComponentType } from 'react';
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
  | 'setup';

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
  /** `/reservations/:code`: segments starting with ':' are parameters. */
  pattern: string;
  load: () => Promise<{ default: ComponentType<ScreenProps> }>;
};

export const ROUTES: readonly RouteDef[] = [
  {
    id: 'today',
    pattern: '/today',
    titleKey: 'bo.today.title',
    menu: 'today',
    load: () => import('./today/TodayScreen.tsx'),
  },
  {
    id: 'planning',
    pattern: '/planning',
    titleKey: 'bo.menu.planning',
    menu: 'planning',
    load: () => import('./planning/PlanningScreen.tsx'),
  },
  {
    id: 'planning-settings',
    pattern: '/planning/settings',
    titleKey: 'bo.planning.settings.title',
    menu: 'planning',
    dialog: true,
    back: { textKey: 'bo.menu.planning', to: '/planning' },
    load: () => import('./planning/PlanningSettingsScreen.tsx'),
  },
  {
    id: 'housekeeping',
    pattern: '/housekeeping',
    titleKey: 'bo.housekeeping.title',
    menu: 'housekeeping',
    load: () => import('./housekeeping/HousekeepingScreen.tsx'),
  },
  {
    id: 'reservations',
    pattern: '/reservations',
    titleKey: 'bo.menu.reservations',
    menu: 'reservations',
    load: () => import('./reservations/ReservationsScreen.tsx'),
  },
  {
    id: 'new-reservation',
    pattern: '/reservations/new',
    titleKey: 'bo.menu.new.reservation',
    menu: 'new-reservation',
    back: { textKey: 'bo.menu.planning', to: '/planning' },
    hideSearch: true,
    load: () => import('./new-reservation/NewReservationScreen.tsx'),
  },
  {
    id: 'reservation',
    pattern: '/reservations/:code',
    titleKey: 'bo.reservation.title',
    menu: 'reservations',
    back: { textKey: 'bo.menu.reservations', to: '/reservations' },
    load: () => import('./reservation/ReservationScreen.tsx'),
  },
  {
    id: 'police-report',
    pattern: '/police-report',
    titleKey: 'bo.police.menu',
    menu: 'police-report',
    load: () => import('./police-report/PoliceReportScreen.tsx'),
  },
  {
    id: 'promotions',
    pattern: '/promotions',
    titleKey: 'bo.promotions.title',
    menu: 'promotions',
    load: () => import('./promotions/PromotionsScreen.tsx'),
  },
  {
    id: 'channels',
    pattern: '/channels',
    titleKey: 'bo.channels.title',
    menu: 'channels',
    load: () => import('./channels/ChannelsScreen.tsx'),
  },
  {
    id: 'ratesheet',
    pattern: '/ratesheet',
    titleKey: 'bo.ratesheet.title',
    menu: 'ratesheet',
    load: () => import('./ratesheet/RatesheetScreen.tsx'),
  },
  {
    id: 'widget',
    pattern: '/widget',
    titleKey: 'bo.widget.title',
    menu: 'widget',
    load: () => import('./widget/WidgetScreen.tsx'),
  },
  {
    id: 'property',
    pattern: '/property',
    titleKey: 'bo.property.title',
    menu: 'property',
    load: () => import('./property/PropertyScreen.tsx'),
  },
  {
    id: 'property-gallery',
    pattern: '/property/gallery',
    titleKey: 'bo.gallery.title',
    menu: 'property',
    back: { textKey: 'bo.property.title', to: '/property' },
    load: () => import('./property/gallery/GalleryScreen.tsx'),
  },
  {
    id: 'property-address',
    pattern: '/property/address',
    titleKey: 'bo.address.title',
    menu: 'property',
    back: { textKey: 'bo.property.title', to: '/property' },
    load: () => import('./property/address/AddressScreen.tsx'),
  },
  {
    id: 'room-types',
    pattern: '/room-types',
    titleKey: 'bo.roomtypes.title',
    menu: 'room-types',
    load: () => import('./rooms/RoomTypesScreen.tsx'),
  },
  {
    id: 'rooms',
    pattern: '/rooms',
    titleKey: 'bo.rooms.title',
    menu: 'rooms',
    load: () => import('./rooms/RoomsScreen.tsx'),
  },
  {
    id: 'rate-plans',
    pattern: '/rate-plans',
    titleKey: 'bo.rateplans.title',
    menu: 'rate-plans',
    load: () => import('./rate-plans/RatePlansScreen.tsx'),
  },
  {
    id: 'policies',
    pattern: '/policies',
    titleKey: 'bo.policies.title',
    menu: 'policies',
    load: () => import('./policies/PoliciesScreen.tsx'),
  },
  {
    id: 'taxes',
    pattern: '/taxes',
    titleKey: 'bo.taxes.title',
    menu: 'taxes',
    load: () => import('./policies/TaxesScreen.tsx'),
  },
  {
    id: 'reviews',
    pattern: '/reviews',
    titleKey: 'bo.reviews.title',
    menu: 'reviews',
    load: () => import('./reviews/ReviewsScreen.tsx'),
  },
  {
    id: 'statistics',
    pattern: '/statistics',
    titleKey: 'bo.statistics.title',
    menu: 'statistics',
    load: () => import('./statistics/StatisticsScreen.tsx'),
  },
  {
    id: 'setup',
    pattern: '/setup',
    titleKey: 'bo.setup.title',
    menu: 'setup',
    load: () => import('./setup/SetupScreen.tsx'),
  },
  {
    id: 'property-contract',
    pattern: '/property/contract',
    titleKey: 'bo.contract.title',
    menu: 'property',
    back: { textKey: 'bo.property.title', to: '/property' },
    load: () => import('./contract/ContractScreen.tsx'),
  },
];

/** The screen a path opens when none matches, and the one `/secure` itself opens once the hotel is set up. */
export const DEFAULT_ROUTE_PATH = '/planning';

/** The screen `/secure` itself opens while the hotel's setup checklist has steps to do. */
export const SETUP_ROUTE_PATH = '/setup';
