/**
 * PROPLIM-8: default page size 10. Its own module so that hotels.astro can draw that many
 * placeholders without importing hotels-page.ts (whose lazy map would bring the map's styles
 * into the page's head).
 */
export const HOTELS_PAGE_SIZE = 10;
