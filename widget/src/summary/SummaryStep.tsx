/**
 * Step 4, the summary: everything the guest is about to book, from the chosen search rate (the
 * server recomputes the price anyway: a difference comes back as 409 and is explained here),
 * and the confirm button. The controller keeps one Idempotency-Key until the reservation
 * exists, and the button is disabled while a booking is under way, so a double click books once.
 * Every failure keeps what the guest typed and offers the way forward (./booking-error.ts).
 */
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import type { RateOffer } from '../../../src/contracts/booking-types.ts';
import { cardBrand, cardDigits, paymentBrandName } from '../../../src/domain/cards.ts';
import { countryName } from '../../../src/domain/countries.ts';
import { formatLongDate } from '../../../src/domain/dates-format.ts';
import { fromCents, toCents } from '../../../src/domain/money.ts';
import { CancellationBar } from '../../../src/ui/CancellationBar.tsx';
import { formatMoney } from '../../../src/ui/format.ts';
import { PolicySummary } from '../../../src/ui/PolicySummary.tsx';
import { useController, useFlow, useTranslate } from '../context.tsx';
import { errorMessage } from '../errors.ts';
import { type FlowState, findRate } from '../flow/controller.ts';
import { withExtras } from '../guest/extras.ts';
import { useMoney } from '../money.ts';
import { noShowText } from '../results/results-data.ts';
import { StickyTotal } from '../ui/StickyTotal.tsx';
import { bookingProblem } from './booking-error.ts';
import { ExtrasLines, figureExtras } from './ExtrasLines.tsx';
import { policyFromSummaryView, type SummaryFigures, summaryFigures } from './figures.ts';
import { localized, mealsText, nightLabel, nightsText, peopleText } from './format.ts';
import { TotalsCard } from './Totals.tsx';
import './summary.css';
import './texts.ts';

/** Below this width (px) the summary is one column, and the confirm button rides in a sticky bar. */
export const SUMMARY_COLUMNS_MIN = 720;

/**
 * Whether the element is narrower than `width` (a container, like the CSS's container queries:
 * the host decides the widget's width). False until measured, and where there is no ResizeObserver.
 */
function useNarrowerThan(ref: RefObject<HTMLElement | null>, width: number): boolean {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setNarrow(entry.contentRect.width < width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, width]);
  return narrow;
}

export function SummaryStep() {
  const controller = useController();
  const state = useFlow();
  const { t, language } = useTranslate();
  const money = useMoney();
  const container = useRef<HTMLDivElement>(null);
  // One column on a phone: the total and the confirm button stay in view in a bar (JOURNEY-2).
  const narrow = useNarrowerThan(container, SUMMARY_COLUMNS_MIN);
  const { profile, searched, search, choice, guest } = state;
  const rate = findRate(state, choice);
  const room = search.data?.results.find((r) => r.roomType.id === choice?.roomTypeId) ?? null;

  if (
    rate === null ||
    room === null ||
    searched === null ||
    search.data === null ||
    profile.data === null ||
    guest === null
  ) {
    return (
      <div className="summary">
        <div className="notice summary-missing" role="status">
          <p>{t('widget.summary.missing')}</p>
          <button type="button" className="button" onClick={() => controller.newSearch()}>
            {t('widget.summary.search.again')}
          </button>
        </div>
      </div>
    );
  }

  // The extras added on the guest step count as the engine counts them (JOURNEY-2).
  const figures = withExtras(summaryFigures(rate, search.data.nightDates, searched.rooms), state, rate);
  return (
    <div className="summary" ref={container}>
      <p className="summary-lead">{t('widget.summary.lead')}</p>
      <div className="summary-grid">
        <div className="summary-main">
          <StaySection
            state={state}
            rate={rate}
            roomName={localized(room.roomType.name, language, room.roomType.nameKey)}
          />
          <PriceSection rate={rate} figures={figures} nightDates={search.data.nightDates} />
          <PolicySection rate={rate} rooms={figures.rooms} checkin={search.data.checkin} />
          <GuestSection state={state} />
        </div>
        <aside className="summary-side" aria-labelledby="itaca-summary-total">
          <TotalsCard figures={figures} />
          <ConfirmArea state={state} withButton={!narrow} />
        </aside>
        {narrow && (
          <StickyTotal label={t('widget.summary.grand.total')} amount={money(figures.grandTotal)}>
            <button type="button" className="button secondary" onClick={() => controller.goTo('guest')}>
              {t('button.back')}
            </button>
            <ConfirmButton state={state} />
          </StickyTotal>
        )}
      </div>
    </div>
  );
}

function StaySection({ state, rate, roomName }: { state: FlowState; rate: RateOffer; roomName: string }) {
  const { t, language } = useTranslate();
  const { profile, search, searched } = state;
  if (profile.data === null || search.data === null || searched === null) return null;
  const { hotel } = profile.data;
  const { checkinFrom, checkoutTo } = hotel.policies;
  return (
    <section className="summary-section" aria-labelledby="itaca-summary-stay">
      <h3 id="itaca-summary-stay">{t('widget.summary.stay')}</h3>
      <dl className="summary-facts">
        <div>
          <dt>{t('widget.summary.hotel')}</dt>
          <dd>{hotel.name}</dd>
        </div>
        <div>
          <dt>{t('widget.summary.length')}</dt>
          <dd>{nightsText(t, search.data.nights)}</dd>
        </div>
        <div>
          <dt>{t('booking.checkin')}</dt>
          <dd>
            {formatLongDate(search.data.checkin, language)}
            {checkinFrom ? ` · ${t('widget.summary.checkin.from', { time: checkinFrom })}` : ''}
          </dd>
        </div>
        <div>
          <dt>{t('booking.checkout')}</dt>
          <dd>
            {formatLongDate(search.data.checkout, language)}
            {checkoutTo ? ` · ${t('widget.summary.checkout.until', { time: checkoutTo })}` : ''}
          </dd>
        </div>
        <div>
          <dt>{t('widget.summary.rooms')}</dt>
          <dd>{t('widget.summary.rooms.value', { count: searched.rooms, name: roomName })}</dd>
        </div>
        <div>
          <dt>{t('booking.guests')}</dt>
          <dd>
            {searched.rooms > 1
              ? t('widget.summary.guests.per.room', { people: peopleText(t, searched.people, language) })
              : peopleText(t, searched.people, language)}
          </dd>
        </div>
        <div>
          <dt>{t('widget.summary.rate')}</dt>
          <dd>{localized(rate.name, language, rate.nameKey)}</dd>
        </div>
        <div>
          <dt>{t('widget.summary.meals')}</dt>
          <dd>{mealsText(t, rate.includedMealPlans, language)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** A price, with the price before discounts struck through when it was higher. */
function Price({ initial, final }: { initial: number; final: number }) {
  const { t } = useTranslate();
  const money = useMoney();
  if (initial <= final) return <span className="summary-amount">{money(final)}</span>;
  return (
    <span className="summary-amount">
      <del>
        <span className="visually-hidden">{t('widget.summary.price.before')} </span>
        {money(initial)}
      </del>{' '}
      <span className="visually-hidden">{t('widget.summary.price.after')} </span>
      <ins>{money(final)}</ins>
    </span>
  );
}

function PriceSection({
  rate,
  figures,
  nightDates,
}: {
  rate: RateOffer;
  figures: SummaryFigures;
  nightDates: string[];
}) {
  const { t, language } = useTranslate();
  const money = useMoney();
  const { profile } = useFlow();
  const services = profile.data?.services ?? [];
  const serviceName = (id: number) => {
    const service = services.find((s) => s.id === id);
    return service ? localized(service.name, language, service.nameKey) : `#${id}`;
  };
  return (
    <section className="summary-section" aria-labelledby="itaca-summary-price">
      <h3 id="itaca-summary-price">{t('widget.summary.price')}</h3>
      <table className="summary-nights">
        <caption>
          {figures.rooms > 1 ? t('widget.summary.nightly.per.room') : t('widget.summary.nightly')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('widget.summary.night')}</th>
            <th scope="col">{t('widget.summary.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {figures.nights.map((night, i) => (
            <tr key={night.date}>
              <th scope="row">
                <time dateTime={nightDates[i]}>{nightLabel(night.date, language)}</time>
              </th>
              <td>
                <Price initial={night.initial} final={night.final} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {rate.total.initialAmount > rate.total.finalAmount && (
        <p className="summary-line">
          <span>{t('widget.summary.subtotal')}</span>
          <span className="summary-amount">
            <del>{money(figures.initialTotal)}</del>
          </span>
        </p>
      )}
      {figures.promotions.length > 0 && (
        <div className="summary-block">
          <h4>{t('widget.summary.promotions')}</h4>
          <ul className="summary-lines">
            {figures.promotions.map((promotion) => (
              <li key={promotion.id}>
                <span>{promotion.name}</span>
                <span className="summary-amount summary-saving">−{money(promotion.amount)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <ExtrasLines {...figureExtras(figures, serviceName)} money={money} />
    </section>
  );
}

function PolicySection({ rate, rooms, checkin }: { rate: RateOffer; rooms: number; checkin: string }) {
  const { t, language } = useTranslate();
  const { profile } = useFlow();
  // The booking instant is "now": the bar starts where the guest stands.
  const [bookedAt] = useState(() => Date.now());
  const summary = useMemo(() => policyFromSummaryView(rate.policy, rooms), [rate.policy, rooms]);
  if (profile.data === null) return null;
  const props = {
    summary,
    checkin,
    timeZone: profile.data.hotel.timeZone,
    currency: profile.data.currency,
    language,
  };
  return (
    <section className="summary-section summary-policy">
      <PolicySummary {...props} headingLevel={3} />
      <p className="ui-policy__text summary-noshow">
        {noShowText(
          t,
          formatMoney(fromCents(toCents(rate.policy.noShowPenalty) * rooms), language, profile.data.currency),
          toCents(rate.policy.noShowPenalty),
        )}
      </p>
      <CancellationBar {...props} bookedAt={bookedAt} />
    </section>
  );
}

function GuestSection({ state }: { state: FlowState }) {
  const controller = useController();
  const { t, language } = useTranslate();
  const { guest, card, notes } = state;
  if (guest === null) return null;
  const digits = card ? cardDigits(card.number) : null;
  const brand = digits ? cardBrand(digits) : null;
  return (
    <section className="summary-section" aria-labelledby="itaca-summary-guest">
      <div className="summary-section-head">
        <h3 id="itaca-summary-guest">{t('widget.summary.guest')}</h3>
        <button type="button" className="link" onClick={() => controller.goTo('guest')}>
          {t('widget.summary.edit')}
        </button>
      </div>
      <dl className="summary-facts">
        <div>
          <dt>{t('widget.summary.name')}</dt>
          <dd>
            {guest.name} {guest.surname}
          </dd>
        </div>
        <div>
          <dt>{t('widget.summary.email')}</dt>
          <dd className="summary-break">{guest.email}</dd>
        </div>
        {guest.phone.number !== '' && (
          <div>
            <dt>{t('widget.summary.phone')}</dt>
            <dd>
              {guest.phone.prefix} {guest.phone.number}
            </dd>
          </div>
        )}
        {guest.nationality !== '' && (
          <div>
            <dt>{t('widget.summary.nationality')}</dt>
            <dd>{guest.countryIso ? countryName(guest.countryIso, language) : guest.nationality}</dd>
          </div>
        )}
        {digits !== null && (
          <div>
            <dt>{t('widget.summary.card')}</dt>
            <dd>
              {t('widget.summary.card.value', {
                brand: brand ? paymentBrandName(brand) : '',
                last4: digits.slice(-4),
              })}
            </dd>
          </div>
        )}
        {notes.trim() !== '' && (
          <div>
            <dt>{t('widget.summary.notes')}</dt>
            <dd className="summary-break">{notes.trim()}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/** Books; disabled while a booking is under way, so a double click books once. */
function ConfirmButton({ state }: { state: FlowState }) {
  const controller = useController();
  const { t } = useTranslate();
  const loading = state.booking.status === 'loading';
  return (
    <button
      type="button"
      className="button summary-confirm-button"
      disabled={loading}
      aria-disabled={loading}
      onClick={() => void controller.book()}
    >
      {loading ? t('widget.summary.booking') : t('widget.summary.confirm')}
    </button>
  );
}

/** The hint, the confirm button (in the sticky bar instead on a phone), and what went wrong. */
function ConfirmArea({ state, withButton }: { state: FlowState; withButton: boolean }) {
  const controller = useController();
  const { t } = useTranslate();
  const { booking, searched } = state;
  const loading = booking.status === 'loading';
  const problem = booking.status === 'error' ? bookingProblem(booking.error) : null;

  const searchAgain = () => {
    // The stay the guest booked, even if the search form changed since; the guest's details stay.
    if (searched !== null) controller.setQuery(searched);
    void controller.search();
  };

  return (
    <div className="summary-confirm">
      <p className="summary-hint">{t('widget.summary.confirm.hint')}</p>
      {withButton && <ConfirmButton state={state} />}
      <div role="status" className="visually-hidden">
        {loading ? t('widget.summary.booking') : ''}
      </div>
      {problem !== null && booking.error !== null && (
        <div className="alert summary-error" role="alert">
          {problem.kind === 'price' && (
            <>
              <p>
                {problem.quote
                  ? t('widget.summary.error.price', {
                      amount: formatMoney(
                        problem.quote.grandTotal,
                        state.config.language,
                        problem.quote.currency,
                      ),
                    })
                  : t('widget.summary.error.price.unknown')}{' '}
                {t('widget.summary.error.kept')}
              </p>
              <button type="button" className="button" onClick={searchAgain}>
                {t('widget.summary.error.price.action')}
              </button>
            </>
          )}
          {problem.kind === 'unavailable' && (
            <>
              <p>
                {t('widget.summary.error.unavailable')} {t('widget.summary.error.kept')}
              </p>
              <button type="button" className="button" onClick={() => controller.newSearch()}>
                {t('widget.summary.error.unavailable.action')}
              </button>
            </>
          )}
          {problem.kind === 'fields' && (
            <>
              <p>{t('widget.summary.error.fields')}</p>
              <button type="button" className="button" onClick={() => controller.goTo('guest')}>
                {t('widget.summary.error.fields.action')}
              </button>
            </>
          )}
          {problem.kind === 'request' && (
            <>
              <p>
                {t('widget.summary.error.request')} {t('widget.summary.error.kept')}
              </p>
              <p className="summary-detail">{errorMessage(t, booking.error)}</p>
              <button type="button" className="button" onClick={() => controller.newSearch()}>
                {t('widget.summary.error.request.action')}
              </button>
            </>
          )}
          {problem.kind === 'duplicate' && (
            <>
              <p>{t('widget.summary.error.duplicate')}</p>
              <button type="button" className="button secondary" onClick={() => void controller.book()}>
                {t('widget.retry')}
              </button>
            </>
          )}
          {problem.kind === 'retry' && (
            <>
              <p>{t('widget.error.generic')}</p>
              <p className="summary-detail">{errorMessage(t, booking.error)}</p>
              <button type="button" className="button" onClick={() => void controller.book()}>
                {t('widget.retry')}
              </button>
            </>
          )}
        </div>
      )}
    </div>
  );
}
