/**
 * The room's details in a modal dialog (WAI-ARIA APG modal dialog on the native <dialog>:
 * showModal makes the rest inert and puts it in the top layer, above any host page z-index):
 * labelled by the room's name, focus on its title when it opens, Escape or the close button
 * close it and the opener gets the focus back (the owner does that in `onClose`).
 * Shows a small gallery (previous/next, "Photo 2 of 5"), the description in the widget's
 * language, size, beds, maximum occupancy per age band, the room's amenities, the included and
 * bookable services of the room, and the extra beds. A room type without photos shows no gallery.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { RoomTypeSummary, RoomTypeView, ServiceView } from '../../../src/contracts/booking-types.ts';
import type { GalleryImage } from '../../../src/contracts/types.ts';
import { LOCALE } from '../../../src/domain/dates-format.ts';
import { useTranslate } from '../context.tsx';
import { useMoney } from '../money.ts';
import { CoverImage } from './RoomCard.tsx';
import {
  bedSummary,
  type ChargeView,
  codeText,
  extraBedCharge,
  localized,
  peopleSummary,
  photoUrl,
  plural,
  serviceCharge,
} from './results-data.ts';

export type RoomInfoDialogProps = {
  /** The room type of the hotel's profile (details); the search summary when it is missing. */
  room: RoomTypeView | null;
  summary: RoomTypeSummary;
  services: readonly ServiceView[];
  photoBase: string | null;
  origin: string;
  onClose: () => void;
};

export function RoomInfoDialog({ room, summary, services, photoBase, origin, onClose }: RoomInfoDialogProps) {
  const { t, language } = useTranslate();
  const money = useMoney();
  const ref = useRef<HTMLDialogElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const closed = useRef(false);
  const name = localized(summary.name, language) || summary.nameKey;

  const close = () => {
    if (closed.current) return;
    closed.current = true;
    onClose();
  };

  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    title.current?.focus();
    return () => {
      closed.current = true;
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
    };
  }, []);

  const photos = room?.photos.length ? room.photos : summary.photos;
  const description = room ? localized(room.description, language) : '';
  const sizeSqm = room?.sizeSqm ?? summary.sizeSqm;
  const beds = room?.beds ?? summary.beds;
  const own = room ? services.filter((service) => room.serviceIds.includes(service.id)) : [];
  const included = own.filter((service) => service.bookability === 'INCLUDED');
  const bookable = own.filter((service) => service.bookability === 'BOOKABLE');
  const maxGuests = room?.occupancy.maxOccupancy ?? summary.maxOccupancy;
  // A profile from a worker older than the amenities has none.
  const amenities = room?.amenities ?? [];

  const charge = (view: ChargeView): string => {
    if (view.kind === 'free') return t('widget.results.price.free');
    const suffix = codeText(t, 'frequency.suffix', view.frequency);
    const amount = money(view.amount);
    if (view.kind === 'per.adult') return `${t('widget.results.price.per.adult', { amount })} ${suffix}`;
    if (view.kind === 'from') return `${t('widget.results.from')} ${amount} ${suffix}`;
    return `${amount} ${suffix}`;
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; Escape closes it from the keyboard.
    <dialog
      ref={ref}
      className="room-dialog"
      aria-labelledby={titleId}
      onClose={close}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === ref.current) close();
      }}
    >
      <div className="room-dialog__head">
        <h2 id={titleId} ref={title} tabIndex={-1}>
          {name}
        </h2>
        <button type="button" className="button secondary room-dialog__close" onClick={close}>
          {t('widget.close')}
        </button>
      </div>
      <div className="room-dialog__body">
        {/* A room type without photos shows none rather than an empty frame (its name says what it is). */}
        {photos.length > 0 && <Gallery photos={photos} name={name} photoBase={photoBase} origin={origin} />}
        {description && <p className="room-dialog__description">{description}</p>}
        <dl className="room-dialog__facts">
          {sizeSqm !== null && (
            <div>
              <dt>{t('widget.results.size')}</dt>
              <dd>{new Intl.NumberFormat(LOCALE[language]).format(sizeSqm)} m²</dd>
            </div>
          )}
          {beds.length > 0 && (
            <div>
              <dt>{t('widget.results.beds')}</dt>
              <dd>{bedSummary(beds, t, language)}</dd>
            </div>
          )}
          <div>
            <dt>{t('widget.results.occupancy')}</dt>
            <dd>
              {plural(t, language, 'widget.results.occupancy.total', maxGuests)}
              {room && (
                <span className="room-dialog__bands">
                  {t('widget.results.occupancy.bands', {
                    people: peopleSummary(room.occupancy.max, t, language),
                  })}
                </span>
              )}
            </dd>
          </div>
        </dl>
        {amenities.length > 0 && (
          <section className="room-dialog__section" aria-labelledby={`${titleId}-amenities`}>
            <h3 id={`${titleId}-amenities`}>{t('widget.results.amenities')}</h3>
            <ul className="room-dialog__list room-dialog__list--included room-dialog__list--amenities">
              {amenities.map((code) => (
                <li key={code}>{codeText(t, 'widget.results.amenity', code)}</li>
              ))}
            </ul>
          </section>
        )}
        {included.length > 0 && (
          <section className="room-dialog__section" aria-labelledby={`${titleId}-included`}>
            <h3 id={`${titleId}-included`}>{t('widget.results.services.included')}</h3>
            <ul className="room-dialog__list room-dialog__list--included">
              {included.map((service) => (
                <li key={service.id}>{localized(service.name, language) || service.nameKey}</li>
              ))}
            </ul>
          </section>
        )}
        {bookable.length > 0 && (
          <section className="room-dialog__section" aria-labelledby={`${titleId}-bookable`}>
            <h3 id={`${titleId}-bookable`}>{t('widget.results.services.bookable')}</h3>
            <ul className="room-dialog__list">
              {bookable.map((service) => (
                <li key={service.id}>
                  <span>{localized(service.name, language) || service.nameKey}</span>
                  <span className="room-dialog__price">{charge(serviceCharge(service))}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        {room && room.extraBeds.length > 0 && (
          <section className="room-dialog__section" aria-labelledby={`${titleId}-beds`}>
            <h3 id={`${titleId}-beds`}>{t('widget.results.extra.beds')}</h3>
            <ul className="room-dialog__list">
              {room.extraBeds.map((bed) => (
                <li key={bed.id}>
                  <span>{codeText(t, 'widget.results.bed', bed.type)}</span>
                  <span className="room-dialog__price">{charge(extraBedCharge(bed))}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </dialog>
  );
}

type GalleryProps = {
  photos: readonly GalleryImage[];
  name: string;
  photoBase: string | null;
  origin: string;
};

/** One photo at a time with previous/next buttons (looping) and its position announced. */
function Gallery({ photos, name, photoBase, origin }: GalleryProps) {
  const { t } = useTranslate();
  const [index, setIndex] = useState(0);
  const total = photos.length;
  const photo = photos[index];
  const move = (step: number) => setIndex((index + step + total) % total);

  return (
    <section className="gallery" aria-label={t('widget.results.gallery', { name })}>
      <figure className="gallery__figure">
        <CoverImage
          key={photo?.path ?? 'none'}
          className="gallery__photo"
          src={photo && photoBase !== null ? photoUrl(photoBase, photo.path, origin) : null}
          alt={photo?.caption ?? t('widget.results.photo.alt', { name })}
        />
        {photo?.caption && <figcaption className="gallery__caption">{photo.caption}</figcaption>}
      </figure>
      {total > 1 && (
        <div className="gallery__controls">
          <button type="button" className="button secondary gallery__move" onClick={() => move(-1)}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z" />
            </svg>
            <span className="visually-hidden">{t('widget.results.gallery.previous')}</span>
          </button>
          <p className="gallery__position" aria-live="polite">
            {t('widget.results.gallery.position', { index: index + 1, total })}
          </p>
          <button type="button" className="button secondary gallery__move" onClick={() => move(1)}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z" />
            </svg>
            <span className="visually-hidden">{t('widget.results.gallery.next')}</span>
          </button>
        </div>
      )}
    </section>
  );
}
