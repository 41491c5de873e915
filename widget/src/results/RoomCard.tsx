/**
 * One room type of the results (BOSCREENS-6 room card): cover image, title with the category,
 * people icons, beds, a button opening the room's details, the 'from' best price with the
 * initial price struck through when promotions lowered it, the nights, rooms left, and its
 * rates: the cheapest shown, the others behind a disclosure button (WAI-ARIA APG disclosure).
 * Each rate shows its meals, promotion badges (labels truncated at 20 characters), what is paid
 * now (nothing: pay at the hotel; or a deposit), the cancellation policy, the total and Select.
 */
import { useId, useState } from 'react';
import type { BookingSearch, RateOffer, SearchResult } from '../../../src/contracts/booking-types.ts';
import type { Language } from '../../../src/contracts/types.ts';
import { LOCALE } from '../../../src/domain/dates-format.ts';
import { fromCents, toCents } from '../../../src/domain/money.ts';
import { CancellationBar } from '../../../src/ui/CancellationBar.tsx';
import { formatMoney } from '../../../src/ui/format.ts';
import { mealPlanName } from '../../../src/ui/meal-plans.ts';
import { PolicySummary } from '../../../src/ui/PolicySummary.tsx';
import { useTranslate } from '../context.tsx';
import { useMoney } from '../money.ts';
import { PeopleIcons } from './PeopleIcons.tsx';
import {
  bedSummary,
  bestPrice,
  clockPlace,
  codeText,
  collapsedRates,
  localized,
  mealsLine,
  noShowText,
  type PriceView,
  paymentBadge,
  photoUrl,
  plural,
  policyFromView,
  policyHeadline,
  promotionBadge,
  ratePrice,
  ratesCheapestFirst,
  roomsLeftNotice,
  type Translate,
} from './results-data.ts';

export type RoomCardProps = {
  result: SearchResult;
  search: BookingSearch;
  /** The hotel's time zone (policy deadlines are its local times). */
  timeZone: string;
  /** Whose clock deadlines are told in ('Venice' time): the hotel's city. */
  place?: { city?: string; country?: string };
  /** When the booking would be made (the start of the cancellation bar). */
  now: number;
  /** Base URL of photos; null while unknown (a placeholder keeps the place). */
  photoBase: string | null;
  origin: string;
  onDetails: (roomTypeId: number, opener: HTMLElement) => void;
  onSelect: (roomTypeId: number, ratePlanId: number) => void;
};

/** The stay in words: "3 nights" or "3 nights, 2 rooms". */
export function stayLength(t: Translate, language: Language, nights: number, rooms: number): string {
  const parts = [plural(t, language, 'widget.results.nights', nights)];
  if (rooms > 1) parts.push(plural(t, language, 'widget.results.rooms', rooms));
  return new Intl.ListFormat(LOCALE[language], { type: 'unit', style: 'short' }).format(parts);
}

export function Price({ price, className }: { price: PriceView; className?: string }) {
  const { t } = useTranslate();
  const money = useMoney();
  return (
    <span className={`price ${className ?? ''}`.trim()}>
      {price.initial !== null && (
        <>
          <s className="price__initial">
            <span className="visually-hidden">{t('widget.results.was')} </span>
            {money(price.initial)}
          </s>{' '}
        </>
      )}
      <strong className="price__total">
        {price.initial !== null && <span className="visually-hidden">{t('widget.results.now')} </span>}
        {money(price.total)}
      </strong>
    </span>
  );
}

export function CoverImage({ src, alt, className }: { src: string | null; alt: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src === null || failed === src) {
    return (
      <div className={`photo photo--empty ${className ?? ''}`.trim()} aria-hidden="true">
        <svg width="40" height="40" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2v8.6l4-4 3 3 2-2 5 5V7zm11 1.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z"
          />
        </svg>
      </div>
    );
  }
  return (
    <img
      className={`photo ${className ?? ''}`.trim()}
      src={src}
      alt={alt}
      width={400}
      height={300}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}

/**
 * The place of a room type that has no photos yet (a new hotel's): a quiet tile with a bed beside
 * the name on a wide card, nothing on a narrow one, where an empty frame would fill the screen.
 */
function NoPhoto() {
  return (
    <div className="room-card__photo room-card__no-photo" aria-hidden="true">
      <svg width="48" height="48" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M7 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm12-6h-8v7H3V5H1v15h2v-3h18v3h2v-9a4 4 0 0 0-4-4z"
        />
      </svg>
    </div>
  );
}

export function RoomCard({
  result,
  search,
  timeZone,
  place,
  now,
  photoBase,
  origin,
  onDetails,
  onSelect,
}: RoomCardProps) {
  const { t, language } = useTranslate();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const { roomType } = result;
  const name = localized(roomType.name, language) || roomType.nameKey;
  const rates = ratesCheapestFirst(result.rates);
  const best = bestPrice(result, search.rooms);
  const left = roomsLeftNotice(result.roomsLeft);
  const cover = roomType.photos.find((photo) => photo.cover) ?? roomType.photos[0];
  const collapsed = collapsedRates(rates);
  const shown = expanded ? rates : collapsed;
  const hidden = rates.length - collapsed.length;
  const titleId = `${id}-title`;
  const ratesId = `${id}-rates`;

  return (
    <article className={cover ? 'room-card' : 'room-card room-card--no-photo'} aria-labelledby={titleId}>
      {cover ? (
        <CoverImage
          className="room-card__photo"
          src={photoBase !== null ? photoUrl(photoBase, cover.path, origin) : null}
          alt={cover.caption ?? t('widget.results.photo.alt', { name })}
        />
      ) : (
        <NoPhoto />
      )}
      <div className="room-card__head">
        <h3 id={titleId} className="room-card__title">
          {name}
          {roomType.category && (
            <span className="room-card__category">
              {codeText(t, 'widget.results.category', roomType.category)}
            </span>
          )}
        </h3>
        {/* The room's capacity, not the search's party: what the room sleeps. */}
        <PeopleIcons
          people={{ adults: roomType.maxOccupancy, boys: 0, children: 0, kids: 0 }}
          label={t('widget.results.capacity', { count: roomType.maxOccupancy })}
          className="room-card__people"
        />
        <p className="room-card__beds">
          {bedSummary(roomType.beds, t, language)}
          {roomType.sizeSqm !== null && (
            <> · {new Intl.NumberFormat(LOCALE[language]).format(roomType.sizeSqm)} m²</>
          )}
        </p>
        <button
          type="button"
          className="button secondary room-card__details"
          aria-haspopup="dialog"
          aria-label={`${t('widget.results.details')}: ${name}`}
          onClick={(event) => onDetails(roomType.id, event.currentTarget)}
        >
          {t('widget.results.details')}
        </button>
      </div>
      {best !== null && (
        <div className="room-card__best">
          <span className="room-card__from">{t('widget.results.from')}</span>
          <Price price={best} className="price--best" />
          <span className="room-card__nights">{stayLength(t, language, search.nights, search.rooms)}</span>
          {left !== null && (
            <span className="room-card__left">
              <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path fill="currentColor" d="M12 2 1 21h22zm-1 7h2v6h-2zm0 8h2v2h-2z" />
              </svg>
              {plural(t, language, 'widget.results.left', left)}
            </span>
          )}
        </div>
      )}
      <div className="room-card__rates">
        <ul id={ratesId} className="rates" aria-label={t('widget.results.rates', { name })}>
          {shown.map((rate) => (
            <RateItem
              key={rate.ratePlanId}
              rate={rate}
              roomName={name}
              search={search}
              timeZone={timeZone}
              place={place}
              now={now}
              onSelect={() => onSelect(roomType.id, rate.ratePlanId)}
            />
          ))}
        </ul>
        {hidden > 0 && (
          <button
            type="button"
            className="link rates__toggle"
            aria-expanded={expanded}
            aria-controls={ratesId}
            onClick={() => setExpanded(!expanded)}
          >
            <svg
              className="rates__chevron"
              width="16"
              height="16"
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
            >
              <path fill="currentColor" d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z" />
            </svg>
            {expanded
              ? t('widget.results.rates.fewer')
              : plural(t, language, 'widget.results.rates.more', hidden)}
          </button>
        )}
      </div>
    </article>
  );
}

type RateItemProps = {
  rate: RateOffer;
  roomName: string;
  search: BookingSearch;
  timeZone: string;
  place: { city?: string; country?: string } | undefined;
  now: number;
  onSelect: () => void;
};

function RateItem({ rate, roomName, search, timeZone, place, now, onSelect }: RateItemProps) {
  const { t, language } = useTranslate();
  const money = useMoney();
  const id = useId();
  const [policyOpen, setPolicyOpen] = useState(false);
  const name = localized(rate.name, language) || rate.nameKey;
  const price = ratePrice(rate, search.rooms);
  const payment = paymentBadge(rate, search.rooms);
  const headline = policyHeadline(
    rate.policy,
    t,
    language,
    timeZone,
    clockPlace(place, timeZone, language),
    now,
  );
  const meals = rate.includedMealPlans.map((meal) => mealPlanName(t, meal));
  const mealsText = mealsLine(name, meals, t, language);
  // One policy line: a name that already says 'Non-refundable' gets what that costs instead.
  const policyText =
    rate.policy.type === 'NOT_REFUNDABLE' &&
    name.toLocaleLowerCase(LOCALE[language]).includes(headline.text.toLocaleLowerCase(LOCALE[language]))
      ? t('widget.results.nonrefundable.cost', {
          amount: money(
            fromCents(
              toCents(Math.max(rate.policy.reservationPenalty, rate.policy.noShowPenalty)) * search.rooms,
            ),
          ),
        })
      : headline.text;
  const policyId = `${id}-policy`;
  const summary = policyFromView(rate.policy);

  return (
    <li className="rate" data-rate-plan={rate.ratePlanId}>
      <div className="rate__info">
        <p className="rate__name">{name}</p>
        {mealsText !== null && <p className="rate__meals">{mealsText}</p>}
        <ul className="badges">
          {rate.promotions.map((promotion) => {
            const badge = promotionBadge(promotion);
            return (
              <li key={badge.id} className="badge badge--promo" title={badge.name}>
                <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path
                    fill="currentColor"
                    d="M21.4 11.6 12.4 2.6A2 2 0 0 0 11 2H4a2 2 0 0 0-2 2v7c0 .6.2 1.1.6 1.4l9 9a2 2 0 0 0 2.8 0l7-7a2 2 0 0 0 0-2.8zM6.5 8A1.5 1.5 0 1 1 6.5 5a1.5 1.5 0 0 1 0 3z"
                  />
                </svg>
                <span aria-hidden="true">{badge.label}</span>
                <span className="visually-hidden">{t('widget.results.promotion', { name: badge.name })}</span>
              </li>
            );
          })}
          {payment.kind === 'hotel' ? (
            <li className="badge badge--hotel">{t('widget.results.pay.hotel')}</li>
          ) : (
            <li className="badge badge--deposit">
              {t('widget.results.deposit', { amount: money(payment.amount) })}
            </li>
          )}
        </ul>
        <div className={`rate__policy rate__policy--${headline.free ? 'free' : 'penalty'}`}>
          <p className="rate__policy-line">
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d={
                  headline.free
                    ? 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z'
                    : 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2zm0-4h-2V7h2z'
                }
              />
            </svg>
            <span>{policyText}</span>
          </p>
          <button
            type="button"
            className="link rate__policy-toggle"
            aria-expanded={policyOpen}
            aria-controls={policyId}
            aria-label={`${t('cancellation.title')}: ${name}`}
            onClick={() => setPolicyOpen(!policyOpen)}
          >
            {t('cancellation.title')}
          </button>
        </div>
        <div id={policyId} className="rate__policy-details" hidden={!policyOpen}>
          {policyOpen && (
            <>
              <PolicySummary
                summary={summary}
                checkin={search.checkin}
                timeZone={timeZone}
                currency={search.currency}
                language={language}
                headingLevel={4}
                now={now}
              />
              <p className="ui-policy__text rate__noshow">
                {noShowText(
                  t,
                  formatMoney(rate.policy.noShowPenalty, language, search.currency),
                  toCents(rate.policy.noShowPenalty),
                )}
              </p>
              <CancellationBar
                summary={summary}
                bookedAt={now}
                checkin={search.checkin}
                timeZone={timeZone}
                currency={search.currency}
                language={language}
              />
            </>
          )}
        </div>
      </div>
      <div className="rate__buy">
        <Price price={price} />
        <span className="rate__for">
          {t('widget.results.total', { stay: stayLength(t, language, search.nights, search.rooms) })}
        </span>
        <span className="rate__taxes">
          {rate.taxes.cityTax > 0
            ? t('widget.results.taxes', {
                amount: money(fromCents(toCents(rate.taxes.cityTax) * search.rooms)),
              })
            : t('widget.results.taxes.vat')}
        </span>
        <button
          type="button"
          className="button rate__select"
          aria-label={`${t('widget.results.select')}: ${name}, ${roomName}`}
          onClick={onSelect}
        >
          {t('widget.results.select')}
        </button>
      </div>
    </li>
  );
}
