/**
 * The engine's price of the rooms with their extras (POST staff-quote), asked again a moment after
 * each change of the request (`quoteKey`: the request's JSON, '' when there is nothing to price).
 */
import { useEffect, useState } from 'react';
import { staffBookingEndpoints } from '../../../contracts/routes/staff-booking.ts';
import type { StaffQuoteInput } from '../../../contracts/secure/staff-booking.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { secureApi } from '../app/request.ts';
import { messageOf, type Quote } from './staff-booking-state.ts';

export function useStaffQuote(hotel: { id: number }, quoteKey: string, t: Translate) {
  const [quote, setQuote] = useState<Quote | null>(null);
  useEffect(() => {
    if (!quoteKey) {
      setQuote(null);
      return;
    }
    let current = true;
    setQuote({ key: quoteKey, kind: 'loading' });
    const timer = window.setTimeout(async () => {
      try {
        const answer = await secureApi(
          staffBookingEndpoints.quoteStaffReservation,
          // The key is the body itself, serialised: a new party or stay is a new quote.
          { params: { hotelId: hotel.id }, body: JSON.parse(quoteKey) as StaffQuoteInput },
          { fallback: t('bo.booking.error.generic') },
        );
        if (current) setQuote({ key: quoteKey, kind: 'ready', quote: answer });
      } catch (error) {
        if (current) setQuote({ key: quoteKey, kind: 'error', message: messageOf(error, t) });
      }
    }, 250);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [quoteKey, hotel.id, t]);
  const quoted = quote?.key === quoteKey && quote.kind === 'ready' ? quote.quote : null;
  return { quote, quoted };
}
