/**
 * The message keys code builds from a prefix and a value (`cancellation.type.${type}`), by the
 * shape of the template ('cancellation.type.*', every `${…}` written `*`): the values each `*`
 * takes, from the enums the domain and contracts export. The message generator adds every key a
 * shape expands to into the bundles whose code builds it, and refuses a template whose shape
 * matches dictionary keys but is not here, so a new template cannot ship without its texts
 * (decision 064). A value that names a counted text ('widget.results.people.adults') stands for
 * its `.one` and `.other` forms.
 *
 * Only modules without JSX can be imported here (the generator runs in plain Node): values a
 * component keeps to itself are written out, with the component named.
 */
import { HELP_REQUEST_TYPES } from '../../contracts/help-request-limits.ts';
import { REVIEW_SORTS } from '../../contracts/reviews.ts';
import { POLICY_TYPES } from '../../domain/booking/cancellation.ts';
import { AGE_BANDS, CHARGE_FREQUENCIES, RESERVATION_STATUSES } from '../../domain/booking/types.ts';
import { PAYMENT_METHODS } from '../../domain/folio.ts';
import { HOTEL_ROLES } from '../../domain/hotel-roles.ts';
import { BUILDING_TYPES, HOTEL_TYPES } from '../../domain/hotel-types.ts';
import { MEAL_PLANS } from '../../domain/meal-plans.ts';
import { PASSWORD_LEVELS, PASSWORD_RULES } from '../../domain/password-strength.ts';
import { PLACE_KINDS } from '../../domain/places.ts';
import { PLURAL_FORMS } from '../../domain/plural.ts';
import { BED_TYPES } from '../../domain/property.ts';
import { REVIEW_SCORE_BANDS } from '../../domain/review-replies.ts';
import { GUEST_RANK_ITEMS, GUEST_TEXT_ITEMS } from '../../domain/reviews.ts';
import { ROOM_AMENITIES } from '../../domain/room-photos.ts';
import { ROOM_TYPE_CATEGORIES } from '../../domain/room-setup.ts';
import { PLAN_FREQUENCIES, PLAN_NAMES } from '../../domain/types.ts';
import { VALUE_UNITS } from '../../domain/value-unit.ts';
import { dictionaries } from '../../i18n/dictionary.ts';
import { HUE_NAMES } from '../../ui/palettes.ts';

const REVIEW_SCORES = REVIEW_SCORE_BANDS.map(String);

export const MESSAGE_TEMPLATES: Readonly<Record<string, readonly (readonly string[])[]>> = {
  // Booking: people, policies, meals, rooms, beds.
  'people.*': [AGE_BANDS],
  'people.*.hint': [AGE_BANDS],
  'cancellation.type.*': [POLICY_TYPES],
  'meal.*': [MEAL_PLANS],
  'widget.results.bed.*': [BED_TYPES],
  'widget.results.category.*': [ROOM_TYPE_CATEGORIES],
  'widget.results.amenity.*': [ROOM_AMENITIES],
  'widget.results.people.*': [AGE_BANDS],
  'widget.summary.people.*.one': [AGE_BANDS],
  'widget.summary.people.*.other': [AGE_BANDS],
  'widget.manage.status.*': [RESERVATION_STATUSES],
  'widget.guest.extras.bed.hint.*': [PLURAL_FORMS],
  // The extras' price per person or per item (widget/src/guest/Extras.tsx), by charge period.
  'widget.guest.extras.price.*.*': [['person', 'item'], CHARGE_FREQUENCIES],
  'widget.guest.extras.price.item.*': [CHARGE_FREQUENCIES],
  // The guest step's two optional consents (widget/src/guest/GuestStep.tsx).
  'widget.guest.consent.*': [['MARKETING', 'PROFILING']],
  // A card's kind as widget/src/guest/card.ts detects it (CardKind).
  'widget.guest.card.kind.*': [['CREDIT', 'DEBIT']],
  // Hotels, plans and places.
  'hotel.type.*': [HOTEL_TYPES],
  'building.type.*': [BUILDING_TYPES],
  'help.type.*': [HELP_REQUEST_TYPES],
  'frequency.*': [PLAN_FREQUENCIES],
  'frequency.suffix.*': [PLAN_FREQUENCIES],
  'value.unit.*': [VALUE_UNITS],
  'value.unit.one.*': [VALUE_UNITS],
  'error.*.not.found': [PLACE_KINDS],
  'error.*.not.match': [PLACE_KINDS],
  'colour.hue.*': [HUE_NAMES],
  'folio.method.*': [PAYMENT_METHODS],
  'bo.role.*': [HOTEL_ROLES],
  // The address entry's two modes and the parts typed by hand (src/ui/AddressEntry.tsx).
  'bo.address.mode.*': [['search', 'manual']],
  'bo.address.*': [['district', 'city', 'zipcode', 'province', 'country']],
  // A wizard step's state in words (src/ui/Stepper.tsx StepStatus).
  'stepper.status.*': [['current', 'done', 'error', 'future']],
  // Registration: the password meter.
  'register.password.level.*': [PASSWORD_LEVELS],
  'register.password.rule.*': [PASSWORD_RULES],
  // Reviews.
  'review.score.*': [REVIEW_SCORES],
  'review.list.sort.*': [REVIEW_SORTS],
  'review.count.*': [PLURAL_FORMS],
  'review.feedback.*': [[...GUEST_RANK_ITEMS, ...GUEST_TEXT_ITEMS]],
};

/**
 * Keys the server sends as data, not named by any code: a bundle that shows such data holds the
 * whole family (generate-messages.ts, a bundle's `serverKeys`).
 */
export const SERVER_KEYS = {
  /** A plan's name (its `nameKey`). */
  planNames: PLAN_NAMES.map((name) => `plan.${name}`),
  /** A plan's features, each a key of the `feature.` family (features and feature groups). */
  planFeatures: Object.keys(dictionaries.en).filter((key) => key.startsWith('feature.')),
} as const satisfies Readonly<Record<string, readonly string[]>>;
