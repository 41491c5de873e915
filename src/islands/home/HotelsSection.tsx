/**
 * Featured hotels (ROUTES, SITEFLOW, PUBAPI, SITELIM): 4 hotels on wide screens, 2 on narrow ones, by
 * classification, loaded when the section nears the viewport. The candidates' 1-night best
 * availability from today is checked first, and only hotels with a price for tonight are featured
 * (TRUST: never a card that says 'Price not available' and leads to 'No availability'); a failed
 * check marks that card only (featured when the priced hotels do not fill the list); a failed
 * list shows the loading-error state with a retry button. Cards link out to the hotel page (PUBAPI).
 */

import { useRef } from 'react';
import type { Hotel } from '../../contracts/types.ts';
import { bestAvailabilityPrice, isDiscounted } from '../../domain/best-price.ts';
import { localePath } from '../../i18n/paths.ts';
import { NO_GALLERY_IMAGE } from '../../scripts/lazy-images.ts';
import { formatListPrice } from '../../ui/format.ts';
import {
  type AvailabilityOutcome,
  checkFeaturedHotels,
  coverImage,
  FEATURED_CANDIDATES,
  hotelCount,
  hotelLink,
  oneNightFrom,
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

type Featured = { hotel: Hotel; availability: AvailabilityOutcome };

function HotelPrice({ availability }: { availability: AvailabilityOutcome }) {
  const { t, language } = useHome();
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
  const money = (value: number) => formatListPrice(value, price.currency, language);
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

function HotelCard({ hotel, availability, storage, stay }: Featured & { storage: string; stay: Stay }) {
  const { t, language } = useHome();
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
  const { t, api, language } = useHome();
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const wide = useMediaQuery(WIDE_MEDIA_QUERY);
  const size = wide === null ? WIDE_HOTELS : hotelCount(wide);
  const [state, retry] = useLoad(
    near && wide !== null,
    async () => {
      const stay = oneNightFrom(new Date());
      const [page, storage] = await Promise.all([
        api().hotels({ size: FEATURED_CANDIDATES, sort: 'classification' }),
        api().storageUrl(),
      ]);
      // Candidates in order, only as many as places are left; a failed one marks only its own card.
      const featured = await checkFeaturedHotels(
        page.content,
        size,
        async (hotel): Promise<AvailabilityOutcome> => {
          try {
            const answer = await api().bestAvailability(hotel.id, stay.checkin, stay.checkout);
            return { status: 'ready', price: bestAvailabilityPrice(answer, hotel.currency || 'EUR') };
          } catch {
            return { status: 'error' };
          }
        },
      );
      return { featured, storage, stay };
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
        {state.status === 'ready' && state.data.featured.length === 0 && (
          <EmptyState kind="hotels" text={t('home.hotels.empty')} />
        )}
        {state.status === 'ready' && state.data.featured.length > 0 && (
          <ul className="hotel-list" data-state="ready">
            {state.data.featured.map(({ hotel, availability }) => (
              <HotelCard
                key={hotel.id}
                hotel={hotel}
                availability={availability}
                storage={state.data.storage}
                stay={state.data.stay}
              />
            ))}
          </ul>
        )}
        <p className="home-hotels-all">
          <a href={localePath(language, '/hotels')}>{t('home.hotels.all')}</a>
        </p>
      </div>
    </section>
  );
}
