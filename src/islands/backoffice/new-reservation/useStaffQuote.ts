/**
 * The engine's price of the rooms with their extras (POST staff-quote, which changes nothing: read
 * through the query cache), asked a moment after the request stops changing (`quoteKey`: the
 * request's JSON, '' when there is nothing to price); a request priced before answers at once.
 */
import { useEffect, useState } from 'react';
import { staffBookingEndpoints } from '../../../contracts/routes/staff-booking.ts';
import type { StaffQuoteInput } from '../../../contracts/secure/staff-booking.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { useSecureQuery } from '../app/query.ts';
import { messageOf, type Quote } from './staff-booking-state.ts';

/** How long the request must stay the same before it is priced (typing a count, a bed's people). */
const QUOTE_PAUSE_MS = 250;

export function useStaffQuote(hotel: { id: number }, quoteKey: string, t: Translate) {
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setAsked(quoteKey), QUOTE_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [quoteKey]);
  const current = asked !== '' && asked === quoteKey;
  const read = useSecureQuery(
    staffBookingEndpoints.quoteStaffReservation,
    // The key is the body itself, serialised: a new party or stay is a new quote.
    { params: { hotelId: hotel.id }, body: (current ? JSON.parse(asked) : {}) as StaffQuoteInput },
    { fallback: t('bo.booking.error.generic'), enabled: current },
  );
  const quote: Quote | null = !quoteKey
    ? null
    : !current || read.isPending
      ? { key: quoteKey, kind: 'loading' }
      : read.isError
        ? { key: quoteKey, kind: 'error', message: messageOf(read.error, t) }
        : { key: quoteKey, kind: 'ready', quote: read.data };
  const quoted = quote?.kind === 'ready' ? quote.quote : null;
  return { quote, quoted };
}
