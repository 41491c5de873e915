/**
 * The benchmarks' big hotel: demo hotel 1 (Venice's four room types) with `roomsPerType` rooms
 * each, in high season all year, with no closings or sold-out days, so the demo month's profile
 * books 80–95 % of its rooms every night with real reservations on physical rooms.
 */
import { DEMO_BOOKING_HOTELS, type DemoBookingHotel } from '../../worker/seed/booking-data.ts';

export function benchHotel(roomsPerType: number): DemoBookingHotel {
  const venice = DEMO_BOOKING_HOTELS.find((h) => h.hotelId === 1);
  if (!venice) throw new Error('no Venice demo hotel');
  return {
    ...venice,
    seasons: [['01-01', '12-31', 140]],
    roomTypes: venice.roomTypes.map((rt, i) => ({
      ...rt,
      rooms: Array.from({ length: roomsPerType }, (_, n) => `${i + 1}${String(n + 1).padStart(2, '0')}`),
    })),
    roomClosings: [],
    soldOut: [],
    nearlyFullDays: [],
  };
}
