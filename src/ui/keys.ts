import { ErrorCode } from '../contracts/error-codes.ts';
import { POLICY_TYPES } from '../domain/booking/cancellation.ts';
import { AGE_BANDS } from '../domain/booking/types.ts';
import type { MessageKey } from '../i18n/dictionary.ts';
import { HUE_NAMES } from './palettes.ts';

/**
 * Every text the shared components of src/ui show, generated into ./messages.gen.json. In the
 * site's browser build these components translate from that subset instead of the whole
 * dictionary (see astro.config.mjs): an island that reuses one of them ships a few hundred
 * bytes of texts, not every text of the site. `keys.test.ts` checks that the list is complete.
 */
export const UI_KEYS = [
  // field errors the components report themselves (AmountInput, DateInput, PlaceAutocomplete)
  ErrorCode.required,
  ErrorCode.invalid,
  ErrorCode.minLength,
  ErrorCode.min,
  ErrorCode.max,
  'error.date.invalid',
  'error.address.not.found',
  'error.address.not.match',
  'error.city.not.found',
  'error.city.not.match',
  // AmountInput
  'amount.currency.symbol.hint',
  'amount.percentage.hint',
  // BookingForm
  'booking.form.label',
  'booking.checkin',
  'booking.checkout',
  'booking.checkout.range',
  'booking.guests',
  'booking.guests.count',
  'booking.guests.count.one',
  'booking.guests.max',
  'booking.nights.one',
  'booking.nights.other',
  'booking.search',
  ...AGE_BANDS.flatMap((band) => [`people.${band}`, `people.${band}.hint`] as const),
  // CancellationBar and PolicySummary
  'cancellation.title',
  ...POLICY_TYPES.map((type) => `cancellation.type.${type}` as const),
  'cancellation.summary.FREE',
  'cancellation.summary.NOT_REFUNDABLE',
  'cancellation.summary.grace',
  'cancellation.summary.before',
  'cancellation.summary.after',
  'cancellation.summary.after.free',
  'cancellation.deposit',
  'cancellation.bar.label',
  'cancellation.segment.free',
  'cancellation.segment.penalty',
  'cancellation.segment.from',
  'cancellation.segment.until',
  'cancellation.booking',
  'cancellation.checkin',
  // Chart
  'chart.table.caption',
  'chart.table.label',
  'chart.bubble.x',
  'chart.bubble.y',
  'chart.bubble.r',
  'chart.error',
  // Chips
  'chips.selected.count',
  // ColourPicker
  'colour.picker.selected',
  ...HUE_NAMES.map((hue) => `colour.hue.${hue}` as const),
  // CountdownBadge
  'countdown.label',
  'countdown.days',
  'countdown.finished',
  // Counter
  'counter.decrease.label',
  'counter.increase.label',
  // DateInput
  'date.format.hint',
  // PlaceAutocomplete, AddressAutocomplete, CityAutocomplete
  'places.address.label',
  'places.address.hint',
  'places.city.label',
  'places.city.hint',
  'places.searching',
  'places.selected',
  'places.suggestions.none',
  'places.street.as.typed',
  'places.suggestions.one',
  'places.suggestions.other',
  // SafeLink
  'link.unsafe',
] as const satisfies readonly MessageKey[];
