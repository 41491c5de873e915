import { dictionaries, type MessageKey } from '../../i18n/dictionary.ts';
import { SHARED_KEYS } from '../shared/keys.ts';
import { APP_KEYS } from './app/keys.ts';
import { CONTRACT_KEYS } from './contract/keys.ts';
import { HOUSEKEEPING_KEYS } from './housekeeping/keys.ts';
import { NEW_RESERVATION_KEYS } from './new-reservation/keys.ts';
import { NOTIFICATIONS_KEYS } from './notifications/keys.ts';
import { PLANNING_KEYS } from './planning/keys.ts';
import { POLICE_REPORT_KEYS } from './police-report/keys.ts';
import { POLICIES_KEYS } from './policies/keys.ts';
import { PROMOTIONS_KEYS } from './promotions/keys.ts';
import { GALLERY_KEYS } from './property/gallery/keys.ts';
import { PROPERTY_KEYS } from './property/keys.ts';
import { RATE_PLANS_KEYS } from './rate-plans/keys.ts';
import { RATESHEET_KEYS } from './ratesheet/keys.ts';
import { RESERVATION_KEYS } from './reservation/keys.ts';
import { RESERVATIONS_KEYS } from './reservations/keys.ts';
import { REVIEWS_KEYS } from './reviews/keys.ts';
import { ROOMS_KEYS } from './rooms/keys.ts';
import { STAFF_KEYS } from './staff/keys.ts';
import { STATISTICS_KEYS } from './statistics/keys.ts';
import { WIDGETS_KEYS } from './widgets-keys.ts';

/** Every key of the back-office areas (src/i18n/<language>/bo-*.json): all start with `bo.`. */
const backOfficeAreaKeys = Object.keys(dictionaries.en).filter((key) =>
  key.startsWith('bo.'),
) as MessageKey[];

/**
 * The texts of the back-office app (generated into ./messages.gen.json): its own `bo.` keys and
 * the site's keys its screens reuse (statuses, sources, field errors…), listed by each screen.
 */
export const BACKOFFICE_KEYS: readonly MessageKey[] = [
  ...SHARED_KEYS,
  ...backOfficeAreaKeys,
  ...APP_KEYS,
  ...PLANNING_KEYS,
  ...HOUSEKEEPING_KEYS,
  ...RESERVATIONS_KEYS,
  ...RESERVATION_KEYS,
  ...NEW_RESERVATION_KEYS,
  ...PROMOTIONS_KEYS,
  ...RATESHEET_KEYS,
  ...PROPERTY_KEYS,
  ...GALLERY_KEYS,
  ...ROOMS_KEYS,
  ...RATE_PLANS_KEYS,
  ...POLICIES_KEYS,
  ...REVIEWS_KEYS,
  ...STATISTICS_KEYS,
  ...CONTRACT_KEYS,
  ...WIDGETS_KEYS,
  ...POLICE_REPORT_KEYS,
  ...STAFF_KEYS,
  ...NOTIFICATIONS_KEYS,
];
