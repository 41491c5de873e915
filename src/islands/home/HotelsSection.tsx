/**
 * Featured hotels (spec 000 §2, §4, §7, §9): 4 hotels on wide screens, 2 on narrow ones, by
 * classification, loaded when the section nears the viewport. Each card checks its own 1-night
 * best availability from today: a failed check marks that card only; a failed list shows the
 * loading-error state with a retry button. Cards link out to the hotel page (§7).
 */
import { useEffect, useRef, useState } from 'react';
import type { Hotel } from '../../api/types.ts';
import { localePath } from '../../i18n/paths.ts';
import { NO_GALLERY_IMAGE } from '../../scripts/lazy-images.ts';
import {
  bestAvailabilityPrice,
  coverImage,
  formatMoney,
  hotelCount,
  hotelLink,
  isDiscounted,
  oneNightFrom,
  type Price,
  storageUrl,
  WIDE_HOTELS,
  WIDE_MEDIA_QUERY,
} from './home-data.ts';
import {
  EmptyState,
  LazyImage,
  LoadError,
  PriceTag,
  SectionHeader,
  SkeletonList,
  useHome,
  useLoad,
  useMediaQuery,
  useNearViewport,
} from './shared.tsx';

type Stay = { checkin: string; checkout: string };

type Availability = { status: 'loading' } | { status: 'ready'; price: Price | null } | { status: 'error' };

function useAvailability(hotel: Hotel, stay: Stay): Availability {
  const { api } = useHome();
  const [state, setState] = useState<Availability>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    api()
      .bestAvailability(hotel.id, stay.checkin, stay.checkout)
      .then(
        (answer) => {
          if (current)
            setState({ status: 'ready', price: bestAvailabilityPrice(answer, hotel.currency || 'EUR') });
        },
        () => {
          if (current) setState({ status: 'error' });
        },
      );
    return () => {
      current = false;
    };
  }, [api, hotel.id, hotel.currency, stay.checkin, stay.checkout]);
  return state;
}

function HotelPrice({ availability }: { availability: Availability }) {
  const { t, language } = useHome();
  if (availability.status === 'loading') {
    return (
      <p className="hotel-price" aria-busy="true">
        <span className="skeleton-line skeleton-line--price" />
        <span className="visually-hidden">{t('generic.loading')}</span>
      </p>
    );
  }
  if (availability.status === 'error') {
    return (
      <p className="hotel-price hotel-price--error" data-availability-error="true">
        <span className="hotel-error-icon" aria-hidden="true">
          !
        </span>
        {t('home.hotels.availability.error')}
      </p>
    );
  }
  const { price } = availability;
  if (!price) return <p className="hotel-price hotel-price--none">{t('hotel.card.unavailable')}</p>;
  const money = (value: number) => formatMoney(value, price.currency, language);
  return (
    <p className="hotel-price">
      <span className="hotel-from">{t('hotel.card.from')}</span>{' '}
      <PriceTag
        final={money(price.finalAmount)}
        initial={isDiscounted(price) ? money(price.initialAmount) : null}
        previousLabel={t('home.price.previous')}
      />{' '}
      <span className="hotel-night">{t('hotel.card.per.night')}</span>
    </p>
  );
}

function HotelCard({ hotel, storage, stay }: { hotel: Hotel; storage: string; stay: Stay }) {
  const { t, language } = useHome();
  const availability = useAvailability(hotel, stay);
  const cover = coverImage(hotel.gallery);
  const titleId = `hotel-${hotel.id}-title`;
  const stars = hotel.stars && hotel.stars > 0 ? Math.min(hotel.stars, 5) : 0;
  const city = hotel.addressInfo?.city;
  return (
    <li className="hotel-card" data-hotel-id={hotel.id} data-availability={availability.status}>
      <article aria-labelledby={titleId}>
        <div className="hotel-media">
          <LazyImage
            src={cover ? storageUrl(storage, cover.path) : NO_GALLERY_IMAGE}
            alt={cover?.caption ? `${hotel.name}: ${cover.caption}` : hotel.name}
            width={800}
            height={600}
          />
        </div>
        <div className="hotel-body">
          <p className="hotel-meta">
            <span>{t(`hotel.type.${hotel.type}`)}</span>
            {stars > 0 && (
              <span className="hotel-stars" role="img" aria-label={t('hotel.card.stars', { count: stars })}>
                {'★'.repeat(stars)}
              </span>
            )}
          </p>
          <h3 id={titleId}>
            <a
              className="hotel-link"
              href={hotelLink(
                `${window.location.origin}${localePath(language, '/')}`,
                hotel,
                stay.checkin,
                stay.checkout,
              )}
            >
              {hotel.name}
            </a>
          </h3>
          {city && <p className="hotel-city">{city}</p>}
          <HotelPrice availability={availability} />
        </div>
      </article>
    </li>
  );
}

function HotelSkeleton() {
  return (
    <div className="hotel-card skeleton-card">
      <span className="skeleton-media" />
      <div className="hotel-body">
        <span className="skeleton-line skeleton-line--short" />
        <span className="skeleton-line skeleton-line--title" />
        <span className="skeleton-line skeleton-line--short" />
        <span className="skeleton-line skeleton-line--price" />
      </div>
    </div>
  );
}

export function HotelsSection() {
  const { t, api } = useHome();
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const wide = useMediaQuery(WIDE_MEDIA_QUERY);
  const size = wide === null ? WIDE_HOTELS : hotelCount(wide);
  const [state, retry] = useLoad(
    near && wide !== null,
    async () => {
      const [page, storage] = await Promise.all([
        api().hotels({ size, sort: 'classification' }),
        api().storageUrl(),
      ]);
      return { hotels: page.content.slice(0, size), storage, stay: oneNightFrom(new Date()) };
    },
    size,
  );

  return (
    <section ref={ref} id="hotels" className="home-section home-hotels" aria-labelledby="hotels-title">
      <div className="container">
        <SectionHeader id="hotels-title" title={t('home.hotels.title')} text={t('home.hotels.text')} />
        {(state.status === 'idle' || state.status === 'loading') && (
          <SkeletonList count={size} className="hotel-list">
            {() => <HotelSkeleton />}
          </SkeletonList>
        )}
        {state.status === 'error' && (
          <LoadError kind="hotels" text={t('home.hotels.error')} timedOut={state.timedOut} onRetry={retry} />
        )}
        {state.status === 'ready' && state.data.hotels.length === 0 && (
          <EmptyState kind="hotels" text={t('home.hotels.empty')} />
        )}
        {state.status === 'ready' && state.data.hotels.length > 0 && (
          <ul className="hotel-list" data-state="ready">
            {state.data.hotels.map((hotel) => (
              <HotelCard key={hotel.id} hotel={hotel} storage={state.data.storage} stay={state.data.stay} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
