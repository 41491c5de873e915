/**
 * The site's message dictionaries (English and Italian), shared by the Astro pages, the islands,
 * the widget and the worker's /i18n route. Keys are flat and dotted, grouped by area; texts may
 * hold `{name}` placeholders filled by `translate`.
 */

import type { Language } from '../contracts/types.ts';
import { z } from '../contracts/zod.ts';
import { DEFAULT_LANGUAGE } from '../domain/language.ts';
import enBoApp from './en/bo-app.json' with { type: 'json' };
import enBoBooking from './en/bo-booking.json' with { type: 'json' };
import enBoChange from './en/bo-change.json' with { type: 'json' };
import enBoFolio from './en/bo-folio.json' with { type: 'json' };
import enBoFrontDesk from './en/bo-front-desk.json' with { type: 'json' };
import enBoGallery from './en/bo-gallery.json' with { type: 'json' };
import enBoGuests from './en/bo-guests.json' with { type: 'json' };
import enBoHousekeeping from './en/bo-housekeeping.json' with { type: 'json' };
import enBoIcal from './en/bo-ical.json' with { type: 'json' };
import enBoNotifications from './en/bo-notifications.json' with { type: 'json' };
import enBoPlanning from './en/bo-planning.json' with { type: 'json' };
import enBoPolice from './en/bo-police.json' with { type: 'json' };
import enBoPolicies from './en/bo-policies.json' with { type: 'json' };
import enBoPromotions from './en/bo-promotions.json' with { type: 'json' };
import enBoProperty from './en/bo-property.json' with { type: 'json' };
import enBoRatePlans from './en/bo-rate-plans.json' with { type: 'json' };
import enBoRatesheet from './en/bo-ratesheet.json' with { type: 'json' };
import enBoReservations from './en/bo-reservations.json' with { type: 'json' };
import enBoSetup from './en/bo-setup.json' with { type: 'json' };
import enBoStaff from './en/bo-staff.json' with { type: 'json' };
import enBoWidget from './en/bo-widget.json' with { type: 'json' };
import enCore from './en/core.json' with { type: 'json' };
import enForms from './en/forms.json' with { type: 'json' };
import enHome from './en/home.json' with { type: 'json' };
import enHotelPage from './en/hotel-page.json' with { type: 'json' };
import enHotelsPage from './en/hotels-page.json' with { type: 'json' };
import enInvitation from './en/invitation.json' with { type: 'json' };
import enOnlineCheckin from './en/online-checkin.json' with { type: 'json' };
import enRegister from './en/register.json' with { type: 'json' };
import enReviews from './en/reviews.json' with { type: 'json' };
import enReviewsAdmin from './en/reviews-admin.json' with { type: 'json' };
import enSite from './en/site.json' with { type: 'json' };
import enStatistics from './en/statistics.json' with { type: 'json' };
import enTwoFactor from './en/two-factor.json' with { type: 'json' };
import enUi from './en/ui.json' with { type: 'json' };
import enWidget from './en/widget.json' with { type: 'json' };
import enWidgetGuest from './en/widget-guest.json' with { type: 'json' };
import enWidgetResults from './en/widget-results.json' with { type: 'json' };
import enWidgetSearch from './en/widget-search.json' with { type: 'json' };
import enWidgetSummary from './en/widget-summary.json' with { type: 'json' };
import enWidgets from './en/widgets.json' with { type: 'json' };
import itBoApp from './it/bo-app.json' with { type: 'json' };
import itBoBooking from './it/bo-booking.json' with { type: 'json' };
import itBoChange from './it/bo-change.json' with { type: 'json' };
import itBoFolio from './it/bo-folio.json' with { type: 'json' };
import itBoFrontDesk from './it/bo-front-desk.json' with { type: 'json' };
import itBoGallery from './it/bo-gallery.json' with { type: 'json' };
import itBoGuests from './it/bo-guests.json' with { type: 'json' };
import itBoHousekeeping from './it/bo-housekeeping.json' with { type: 'json' };
import itBoIcal from './it/bo-ical.json' with { type: 'json' };
import itBoNotifications from './it/bo-notifications.json' with { type: 'json' };
import itBoPlanning from './it/bo-planning.json' with { type: 'json' };
import itBoPolice from './it/bo-police.json' with { type: 'json' };
import itBoPolicies from './it/bo-policies.json' with { type: 'json' };
import itBoPromotions from './it/bo-promotions.json' with { type: 'json' };
import itBoProperty from './it/bo-property.json' with { type: 'json' };
import itBoRatePlans from './it/bo-rate-plans.json' with { type: 'json' };
import itBoRatesheet from './it/bo-ratesheet.json' with { type: 'json' };
import itBoReservations from './it/bo-reservations.json' with { type: 'json' };
import itBoSetup from './it/bo-setup.json' with { type: 'json' };
import itBoStaff from './it/bo-staff.json' with { type: 'json' };
import itBoWidget from './it/bo-widget.json' with { type: 'json' };
import itCore from './it/core.json' with { type: 'json' };
import itForms from './it/forms.json' with { type: 'json' };
import itHome from './it/home.json' with { type: 'json' };
import itHotelPage from './it/hotel-page.json' with { type: 'json' };
import itHotelsPage from './it/hotels-page.json' with { type: 'json' };
import itInvitation from './it/invitation.json' with { type: 'json' };
import itOnlineCheckin from './it/online-checkin.json' with { type: 'json' };
import itRegister from './it/register.json' with { type: 'json' };
import itReviews from './it/reviews.json' with { type: 'json' };
import itReviewsAdmin from './it/reviews-admin.json' with { type: 'json' };
import itSite from './it/site.json' with { type: 'json' };
import itStatistics from './it/statistics.json' with { type: 'json' };
import itTwoFactor from './it/two-factor.json' with { type: 'json' };
import itUi from './it/ui.json' with { type: 'json' };
import itWidget from './it/widget.json' with { type: 'json' };
import itWidgetGuest from './it/widget-guest.json' with { type: 'json' };
import itWidgetResults from './it/widget-results.json' with { type: 'json' };
import itWidgetSearch from './it/widget-search.json' with { type: 'json' };
import itWidgetSummary from './it/widget-summary.json' with { type: 'json' };
import itWidgets from './it/widgets.json' with { type: 'json' };

/*
 * One JSON file per area and language (src/i18n/<language>/<area>.json), merged here. Areas keep
 * files small and let features own their strings; keys stay globally unique (tests check it).
 */
const en = {
  ...enCore,
  ...enForms,
  ...enSite,
  ...enUi,
  ...enHome,
  ...enWidget,
  ...enWidgetSearch,
  ...enWidgetResults,
  ...enWidgetGuest,
  ...enWidgetSummary,
  ...enBoApp,
  ...enBoPlanning,
  ...enBoReservations,
  ...enBoBooking,
  ...enBoGuests,
  ...enOnlineCheckin,
  ...enBoPolice,
  ...enBoWidget,
  ...enBoRatesheet,
  ...enBoPromotions,
  ...enBoProperty,
  ...enBoRatePlans,
  ...enBoPolicies,
  ...enBoGallery,
  ...enBoSetup,
  ...enBoStaff,
  ...enTwoFactor,
  ...enInvitation,
  ...enBoFrontDesk,
  ...enBoHousekeeping,
  ...enBoFolio,
  ...enBoChange,
  ...enBoIcal,
  ...enBoNotifications,
  ...enHotelPage,
  ...enHotelsPage,
  ...enReviewsAdmin,
  ...enStatistics,
  ...enReviews,
  ...enRegister,
  ...enWidgets,
};

export type MessageKey = keyof typeof en;

export type Dictionary = Readonly<Record<MessageKey, string>>;

/** Typed as a full dictionary: a key missing in Italian fails the typecheck (extra keys fail the tests). */
const it: Dictionary = {
  ...itCore,
  ...itForms,
  ...itSite,
  ...itUi,
  ...itHome,
  ...itWidget,
  ...itWidgetSearch,
  ...itWidgetResults,
  ...itWidgetGuest,
  ...itWidgetSummary,
  ...itBoApp,
  ...itBoPlanning,
  ...itBoReservations,
  ...itBoBooking,
  ...itBoGuests,
  ...itOnlineCheckin,
  ...itBoPolice,
  ...itBoWidget,
  ...itBoRatesheet,
  ...itBoPromotions,
  ...itBoProperty,
  ...itBoRatePlans,
  ...itBoPolicies,
  ...itBoGallery,
  ...itBoSetup,
  ...itBoStaff,
  ...itTwoFactor,
  ...itInvitation,
  ...itBoFrontDesk,
  ...itBoHousekeeping,
  ...itBoFolio,
  ...itBoChange,
  ...itBoIcal,
  ...itBoNotifications,
  ...itHotelPage,
  ...itHotelsPage,
  ...itReviewsAdmin,
  ...itStatistics,
  ...itReviews,
  ...itRegister,
  ...itWidgets,
};

/** The area files, for the tests that check that areas never define the same key twice. */
export const areaFiles = {
  en: {
    core: enCore,
    forms: enForms,
    site: enSite,
    ui: enUi,
    home: enHome,
    widget: enWidget,
    'widget-search': enWidgetSearch,
    'widget-results': enWidgetResults,
    'widget-guest': enWidgetGuest,
    'widget-summary': enWidgetSummary,
    'bo-app': enBoApp,
    'bo-planning': enBoPlanning,
    'bo-reservations': enBoReservations,
    'bo-booking': enBoBooking,
    'bo-guests': enBoGuests,
    'online-checkin': enOnlineCheckin,
    'bo-change': enBoChange,
    'bo-widget': enBoWidget,
    'bo-ratesheet': enBoRatesheet,
    'bo-promotions': enBoPromotions,
    'bo-property': enBoProperty,
    'bo-rate-plans': enBoRatePlans,
    'bo-policies': enBoPolicies,
    'bo-gallery': enBoGallery,
    'bo-setup': enBoSetup,
    'bo-staff': enBoStaff,
    'two-factor': enTwoFactor,
    invitation: enInvitation,
    'bo-front-desk': enBoFrontDesk,
    'bo-housekeeping': enBoHousekeeping,
    'bo-folio': enBoFolio,
    'bo-police': enBoPolice,
    'bo-ical': enBoIcal,
    'bo-notifications': enBoNotifications,
    'hotel-page': enHotelPage,
    'hotels-page': enHotelsPage,
    'reviews-admin': enReviewsAdmin,
    statistics: enStatistics,
    reviews: enReviews,
    register: enRegister,
    widgets: enWidgets,
  },
  it: {
    core: itCore,
    forms: itForms,
    site: itSite,
    ui: itUi,
    home: itHome,
    widget: itWidget,
    'widget-search': itWidgetSearch,
    'widget-results': itWidgetResults,
    'widget-guest': itWidgetGuest,
    'widget-summary': itWidgetSummary,
    'bo-app': itBoApp,
    'bo-planning': itBoPlanning,
    'bo-reservations': itBoReservations,
    'bo-booking': itBoBooking,
    'bo-guests': itBoGuests,
    'online-checkin': itOnlineCheckin,
    'bo-change': itBoChange,
    'bo-widget': itBoWidget,
    'bo-ratesheet': itBoRatesheet,
    'bo-promotions': itBoPromotions,
    'bo-property': itBoProperty,
    'bo-rate-plans': itBoRatePlans,
    'bo-policies': itBoPolicies,
    'bo-gallery': itBoGallery,
    'bo-setup': itBoSetup,
    'bo-staff': itBoStaff,
    'two-factor': itTwoFactor,
    invitation: itInvitation,
    'bo-front-desk': itBoFrontDesk,
    'bo-housekeeping': itBoHousekeeping,
    'bo-folio': itBoFolio,
    'bo-police': itBoPolice,
    'bo-ical': itBoIcal,
    'bo-notifications': itBoNotifications,
    'hotel-page': itHotelPage,
    'hotels-page': itHotelsPage,
    'reviews-admin': itReviewsAdmin,
    statistics: itStatistics,
    reviews: itReviews,
    register: itRegister,
    widgets: itWidgets,
  },
} as const;

export const dictionaries: Readonly<Record<Language, Dictionary>> = { en, it };

/** Keys: lowercase dotted segments; enum-like segments (hotel.type.HOTEL, frequency.LUMP_SUM) keep their case. */
export const MESSAGE_KEY_PATTERN = /^[a-z][a-z0-9]*(?:\.[A-Za-z0-9_-]+)+$/;

/** A `{name}` placeholder inside a text. */
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;

/** Shape every dictionary must have: known key format, non-blank texts. */
export const dictionarySchema = z.record(
  z.string().regex(MESSAGE_KEY_PATTERN, 'error.field.generic.invalid'),
  z.string().trim().min(1, 'error.required'),
);

/** The placeholder names a text uses, sorted and deduplicated. */
export function placeholdersOf(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(PLACEHOLDER), (m) => m[1] ?? ''))].sort();
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

export type TranslateParams = Readonly<Record<string, string | number>>;

/**
 * The text of `key` in `language`, falling back to English and then to the key itself (so that
 * a server error code without a text still shows something). `{name}` placeholders are replaced
 * from `params`; placeholders without a value stay as they are.
 */
export function translate(
  language: Language,
  key: MessageKey | (string & {}),
  params?: TranslateParams,
): string {
  const text = isMessageKey(key)
    ? (dictionaries[language]?.[key] ?? dictionaries[DEFAULT_LANGUAGE][key])
    : key;
  if (!params) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

/** A translate function bound to one language. */
export function translator(language: Language) {
  return (key: MessageKey | (string & {}), params?: TranslateParams) => translate(language, key, params);
}
