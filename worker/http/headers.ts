/**
 * Header names and cache policies that more than one route, and the OpenAPI document, use: one
 * value each, so the document never says what a route does not do.
 */

/** The public read-only lists (hotels, plans, reviews): a minute at the browser and the edge. */
export const PUBLIC_READ_CACHE = 'public, max-age=60';

/**
 * A hotel's booking profile (names, photos, plans, services) may be kept 5 minutes. A calendar's
 * prices, availability and closings must show a manager's change at the next request: browsers may
 * store it but ask again every time (`no-cache`), which the edge cache answers for the price of one
 * version read. Search answers are never stored.
 */
export const BOOKING_PROFILE_CACHE = 'public, max-age=300';
export const BOOKING_CALENDAR_CACHE = 'no-cache';

/** The police report file (Alloggiati Web, decision 049): plain ASCII, as the service takes it. */
export const POLICE_FILE_TYPE = 'text/plain; charset=us-ascii';
