/**
 * The types of the public booking engine API's answers (README "Booking engine API"), shared by
 * the worker and the typed clients (widget, site, back office). Each is inferred from the zod
 * schema the document shows (answer-parts.ts, booking-profile.ts, booking-search.ts,
 * reservation-view.ts, booking-answers.ts), so there is one definition of every answer. Browser
 * code imports these as types only: no schema reaches a bundle.
 */
import type {
  bookingViolation,
  localizedText,
  peopleCounts,
  promotionView,
  publicPromotionView,
  reservationStatus,
} from './answer-parts.ts';
import type {
  bestAvailabilityResponse,
  bestRate,
  bookingCalendarResponse,
  calendarDay,
  cancellationResultResponse,
  exchangeRatesResponse,
  reservationActionResultResponse,
  reservationCreatedResponse,
} from './booking-answers.ts';
import type { z } from './zod.ts';

export type {
  BedView,
  BookingProfile,
  CancellationChargeView,
  CancellationPolicyView,
  ExtraBedView,
  HotelContact,
  NoShowPolicyView,
  PenaltyView,
  RatePlanView,
  RoomTypeView,
  ServiceView,
} from './booking-profile.ts';
export type {
  BookingSearch,
  LongerStayView,
  PolicySummaryView,
  PricedServiceView,
  RateOffer,
  RoomTypeSummary,
  SearchResult,
} from './booking-search.ts';
export type {
  ReservationActionName,
  ReservationPolicyView,
  ReservationRoomView,
  ReservationView,
  StaffCardView,
  StaffReservationRoomView,
  StaffReservationServiceView,
  StaffReservationView,
  TotalPriceDetails,
} from './reservation-view.ts';

export type PeopleCounts = z.output<typeof peopleCounts>;
export type LocalizedText = z.output<typeof localizedText>;
/** A rule that makes a stay unbookable (codes of src/domain/booking/types.ts ViolationCode). */
export type BookingViolation = z.output<typeof bookingViolation>;
export type PromotionView = z.output<typeof promotionView>;
/** Public promotions only: secret ones are never listed. */
export type PublicPromotionView = z.output<typeof publicPromotionView>;
export type ReservationStatusValue = z.output<typeof reservationStatus>;

export type BestRate = z.output<typeof bestRate>;
export type BestAvailability = z.output<typeof bestAvailabilityResponse>;
export type CalendarDay = z.output<typeof calendarDay>;
export type BookingCalendar = z.output<typeof bookingCalendarResponse>;
export type ReservationCreated = z.output<typeof reservationCreatedResponse>;
export type CancellationResult = z.output<typeof cancellationResultResponse>;
export type ReservationActionResult = z.output<typeof reservationActionResultResponse>;
export type ExchangeRates = z.output<typeof exchangeRatesResponse>;

/**
 * The body of a 409 'The price has changed' (an error answer, in the error shape plus the quote
 * recomputed): what the widget shows before the guest books again.
 */
export type PriceChangedBody = {
  message: string;
  errors: { field: string; code: string }[];
  quote: {
    currency: string;
    total: number;
    grandTotal: number;
    rooms: { roomTypeId: number; ratePlanId: number; total: number }[];
  };
};
