import type { Me } from '../src/contracts/types.ts';
import type { HotelAccess } from '../src/domain/hotel-roles.ts';

/** The signed-in manager as routes see it (`c.var.user`). */
type SessionUser = Me;

/** Bindings from wrangler.jsonc (generated into worker-configuration.d.ts) plus secrets. */
export type Bindings = Env & {
  /** API key of the e-mail provider, set with `wrangler secret put MAIL_API_KEY`. */
  MAIL_API_KEY?: string;
  /** Access key of the exchange-rate provider, set with `wrangler secret put EXCHANGE_RATES_KEY`. */
  EXCHANGE_RATES_KEY?: string;
  /** API key of the geocoding service (GEOCODING_URL), set with `wrangler secret put GEOCODING_API_KEY`. */
  GEOCODING_API_KEY?: string;
  /** Current-weather provider in the OpenWeatherMap shape (hotel page; INSIGHT-4); empty: not configured. */
  WEATHER_URL?: string;
  /** Its app id, set with `wrangler secret put WEATHER_KEY`. */
  WEATHER_KEY?: string;
  /**
   * Seals the two-factor secrets at rest (decision 061), set with `wrangler secret put
   * TWO_FACTOR_KEY` (32+ random characters; changing it turns every authenticator off in effect).
   * Without it, production refuses new enrolments; local and test servers use a fixed key.
   */
  TWO_FACTOR_KEY?: string;
};

export type AppEnv = {
  Bindings: Bindings;
  Variables: {
    /** The fallback text (SITEERR-2) used as `message` when a route fails unexpectedly. */
    failureMessage: string;
    /** The logged-in manager, when the request carries a valid session cookie. */
    user: SessionUser | null;
    /** A booking route called from an origin its hotel allows (middleware/booking-cors.ts). */
    corsOrigin: string | null;
    /** The hotel of a `/hotels/:hotelId/…` route and the manager's role at it, set by `hotelGuard`. */
    hotelAccess: HotelAccess;
  };
};
