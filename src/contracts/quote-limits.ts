/**
 * Limits of the quote form (SITEDATA-4 Quote form, PROPLIM), without zod: the quote island
 * renders with them at once and loads the schemas (./join.ts) only when they are first needed.
 */
export const QUOTE_COUNT_MIN = 1;
export const QUOTE_COUNT_MAX = 50;
/** MULTIPLE_HOTELS means at least two hotels. */
export const QUOTE_MULTIPLE_MIN = 2;
export const QUOTE_HOTEL_NAME_MAX_LENGTH = 120;
export const QUOTE_GROUP_NAME_MAX_LENGTH = 120;
