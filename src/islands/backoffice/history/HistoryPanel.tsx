/**
 * A reservation's history (INSIGHT) in the reservation screen: GET …/reservations/{code}/history
 * shown with the shared Timeline (src/ui/Timeline.tsx), oldest first, each line with who did it
 * when known. It reloads when the reservation changes (an action re-reads it: `revision`) and on
 * demand (notes and documents are saved by their own panels).
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { reservationHistoryEndpoints } from '../../../contracts/routes/reservation-history.ts';
import type { ReservationEventView } from '../../../contracts/secure/reservation-history.ts';
import type { Language } from '../../../contracts/types.ts';
import { formatLongDate, isIsoDate } from '../../../domain/dates-format.ts';
import { historyLook } from '../../../domain/reservation-history.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { formatInstant, formatMoney } from '../../../ui/format.ts';
import { Timeline, type TimelineEvent } from '../../../ui/Timeline.tsx';
import { timeoutMessage } from '../../shared/request-error.ts';
import { secureApi } from '../app/request.ts';
import { sourceLabel } from '../reservations/SourceBadge.tsx';
import './HistoryPanel.css';

export type HistoryPanelProps = {
  hotelId: number;
  reservationCode: string;
  language: Language;
  t: Translate;
  /** The hotel's time zone: the times are the hotel's, as everywhere in the reservation. */
  timeZone?: string;
  /** Changes whenever the reservation was re-read (its version): the history reloads. */
  revision: number;
};

/** The lines under an event's title: its facts and who did it. */
export function historyDetails(event: ReservationEventView, t: Translate, language: Language): string[] {
  const d = event.detail;
  const lines: string[] = [];
  const str = (value: unknown) => (typeof value === 'string' ? value : null);
  if (event.type === 'CREATED' && str(d.source)) {
    lines.push(t('bo.timeline.detail.source', { source: sourceLabel(str(d.source) ?? '', t) }));
  }
  if (event.type === 'MOVED' && str(d.room))
    lines.push(t('bo.timeline.detail.room', { room: str(d.room) ?? '' }));
  if (event.type === 'DOCUMENTS_SAVED' && typeof d.complete === 'number' && typeof d.total === 'number') {
    lines.push(t('bo.timeline.detail.documents', { complete: d.complete, total: d.total }));
  }
  if (
    (event.type === 'CANCELLED' || event.type === 'NO_SHOW' || event.type === 'EARLY_CHECKOUT') &&
    typeof d.amount === 'number' &&
    str(d.currency)
  ) {
    lines.push(
      t('bo.timeline.detail.amount', {
        amount: formatMoney(d.amount, language, str(d.currency) ?? undefined),
      }),
    );
  }
  const folioEvent =
    event.type === 'FOLIO_CHARGE' ||
    event.type === 'FOLIO_PAYMENT' ||
    event.type === 'FOLIO_REFUND' ||
    event.type === 'PENALTY_WAIVED';
  if (folioEvent && typeof d.amount === 'number' && str(d.currency)) {
    const amount = formatMoney(d.amount, language, str(d.currency) ?? undefined);
    const what = str(d.description) ?? (str(d.method) ? t.text(`folio.method.${str(d.method)}`) : null);
    lines.push(what ? `${what}: ${amount}` : t('bo.timeline.detail.money', { amount }));
  }
  if (folioEvent && str(d.reason))
    lines.push(t('bo.timeline.detail.reason', { reason: str(d.reason) ?? '' }));
  const day = (value: string | null) =>
    value && isIsoDate(value) ? formatLongDate(value, language) : (value ?? '');
  const cost = (value: unknown) =>
    typeof value === 'number' ? formatMoney(value, language, str(d.currency) ?? undefined) : '';
  if (event.type === 'CHANGED') {
    lines.push(
      t('bo.timeline.detail.change.dates', {
        before: `${day(str(d.checkinBefore))} – ${day(str(d.checkoutBefore))}`,
        after: `${day(str(d.checkin))} – ${day(str(d.checkout))}`,
      }),
      t('bo.timeline.detail.change.total', { before: cost(d.totalBefore), after: cost(d.total) }),
    );
    if (typeof d.penalty === 'number' && d.penalty > 0)
      lines.push(t('bo.timeline.detail.change.penalty', { amount: cost(d.penalty) }));
    // A reservation of several rooms: each room's total before and after.
    const rooms = typeof d.rooms === 'number' && d.rooms > 1 ? d.rooms : 0;
    for (let number = 1; number <= rooms; number++) {
      lines.push(
        t('bo.timeline.detail.change.room', {
          number,
          before: cost(d[`room${number}TotalBefore`]),
          after: cost(d[`room${number}Total`]),
        }),
      );
    }
  }
  if (event.type === 'NIGHT_PRICE_SET') {
    // On a reservation of several rooms the night is one room's.
    if (typeof d.room === 'number') lines.push(t('bo.change.room.number', { number: d.room }));
    lines.push(
      t('bo.timeline.detail.night.price', {
        date: day(str(d.date)),
        before: cost(d.amountBefore),
        after: cost(d.amount),
      }),
    );
    if (str(d.reason)) lines.push(t('bo.timeline.detail.reason', { reason: str(d.reason) ?? '' }));
  }
  const checkout = str(d.checkout);
  if (event.type === 'EARLY_CHECKOUT' && checkout) {
    const date = isIsoDate(checkout) ? formatLongDate(checkout, language) : checkout;
    lines.push(t('bo.timeline.detail.checkout', { date }));
  }
  if (event.type === 'EMAIL_SENT' && str(d.template)) {
    const key = `bo.timeline.email.${str(d.template)}`;
    lines.push(
      t('bo.timeline.detail.email', {
        template: t.has(key) ? t.text(key) : (str(d.template) ?? ''),
        to: str(d.to) ?? '',
      }),
    );
  }
  const actor = event.actor;
  if (actor?.kind === 'STAFF') {
    lines.push(t('bo.timeline.by.staff', { name: [actor.name, actor.surname].filter(Boolean).join(' ') }));
  } else if (actor?.kind === 'GUEST') lines.push(t('bo.timeline.by.guest'));
  return lines;
}

export function HistoryPanel({
  hotelId,
  reservationCode,
  language,
  t,
  timeZone,
  revision,
}: HistoryPanelProps) {
  const headingId = `history-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [events, setEvents] = useState<ReservationEventView[] | null>(null);
  const [loadFailed, setLoadFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    setBusy(true);
    try {
      setEvents(
        await secureApi(
          reservationHistoryEndpoints.getReservationHistory,
          { params: { hotelId, code: reservationCode } },
          { fallback: 'Error getting the reservation history' },
        ),
      );
      setLoadFailed(null);
    } catch (error) {
      setLoadFailed(timeoutMessage(error, t) ?? t('bo.timeline.load.error'));
    } finally {
      setBusy(false);
    }
  }, [t, reservationCode, hotelId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: revision is the reload trigger.
  useEffect(() => {
    void load();
  }, [load, revision]);

  const items: TimelineEvent[] = (events ?? []).map((event) => {
    const look = historyLook(event.type);
    const details = historyDetails(event, t, language);
    return {
      id: event.id,
      dateTime: event.date,
      date: formatInstant(event.date, language, timeZone),
      title: t(look.titleKey),
      icon: look.icon,
      colour: look.colour,
      body: details.length > 0 ? <p>{details.join(' · ')}</p> : undefined,
    };
  });

  return (
    <section className="bo-history" aria-labelledby={headingId} aria-busy={busy || undefined}>
      <div className="bo-history__head">
        <h2 id={headingId}>{t('bo.timeline.heading')}</h2>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void load()}
          disabled={busy}
        >
          {t(loadFailed ? 'bo.timeline.retry' : 'bo.timeline.refresh')}
        </button>
      </div>
      {loadFailed && !events ? <p role="alert">{loadFailed}</p> : null}
      {!events && !loadFailed ? <p>{t('bo.timeline.loading')}</p> : null}
      {events ? (
        events.length === 0 ? (
          <p>{t('bo.timeline.empty')}</p>
        ) : (
          <Timeline events={items} t={t} alignment="RIGHT" label={t('bo.timeline.heading')} />
        )
      ) : null}
    </section>
  );
}
