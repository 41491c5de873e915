import type { ManagedHotel } from '../../contracts/secure/hotels.ts';
import type { Language } from '../../contracts/types.ts';

/**
 * What the app shell gives every screen: the chosen hotel, the page language, the route's path
 * parameters and query, and in-app navigation (history API, no page load).
 */
export type ScreenProps = {
  hotel: ManagedHotel;
  language: Language;
  /** Path parameters of the route (`/reservations/:code` → `{ code }`). */
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  /** Navigates inside the app: `to` is relative to /secure (`/reservations/ABC`), with an optional query. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
};
