/**
 * The hotel's photo gallery in the back office (PROPERTY; WIDGETUI-5 gallery grid, BOLIM
 * upload limits): add photos (checked here by count, size, gallery total and content before
 * anything is sent; the worker checks again), make one the cover, move photos earlier or later
 * with buttons (no dragging needed, WCAG 2.5.7), delete after an alert dialog; below, the gallery
 * as guests see it with the full-gallery dialog. Cover, order and delete carry the gallery's
 * version: when someone else changed it meanwhile the screen reloads and says so.
 * Used by the property screen and by /secure/property/gallery on its own.
 */
import { type ChangeEvent, type RefObject, useId, useRef, useState } from 'react';
import type { GalleryPhoto } from '../../../../contracts/secure/gallery.ts';
import type { Language } from '../../../../contracts/types.ts';
import { pluralForm } from '../../../../domain/plural.ts';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog.tsx';
import '../../../../ui/NotesList.css';
import type { Translate } from '../../../../i18n/translate.ts';
import { formatFileSize } from '../../../../ui/format.ts';
import { PhotoGallery } from '../../../../ui/PhotoGallery.tsx';
import { useGallery } from './useGallery.ts';
import { type MoveControl, useMoveFocus } from './useMoveFocus.ts';
import './gallery.css';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

type Props = {
  hotelId: number;
  hotelName: string;
  language: Language;
  t: Translate;
  /** 1 on its own route, 2 inside the property screen. */
  headingLevel?: 1 | 2;
};

export function GallerySection({ hotelId, hotelName, language, t, headingLevel = 1 }: Props) {
  const {
    view,
    loadError,
    reload,
    busy,
    progress,
    status,
    error,
    fileErrors,
    onFiles,
    makeCover,
    move,
    remove,
  } = useGallery(hotelId, language, t);
  const [removing, setRemoving] = useState<GalleryPhoto | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const ids = useId().replace(/[^\w-]/g, '');
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const moveAndKeepFocus = useMoveFocus(list, busy, move);

  const confirmRemove = async (photo: GalleryPhoto) => {
    setRemoving(null);
    if (await remove(photo)) input.current?.focus();
  };

  const photos = view?.photos ?? [];
  const count = photos.length;
  const alt = (position: number, photo: GalleryPhoto) =>
    photo.caption ?? `${hotelName} · ${t('bo.gallery.photo.label', { position, count })}`;

  return (
    <section className="bo-gallery" aria-labelledby={`${ids}-title`}>
      <Heading className="bo-gallery__title" id={`${ids}-title`}>
        {t('bo.gallery.title')}
      </Heading>
      {view && (
        <p>
          {t('bo.gallery.intro', {
            files: view.limits.maxFiles,
            size: formatFileSize(view.limits.maxFileBytes, language),
            total: formatFileSize(view.limits.maxTotalBytes, language),
          })}
        </p>
      )}
      <p className="bo-gallery__status" role="status">
        {progress ?? status}
      </p>
      {loadError !== null && (
        <div className="bo-gallery__error" role="alert">
          <p>{loadError}</p>
          <button type="button" className="button button--secondary" onClick={() => void reload()}>
            {t('bo.gallery.retry')}
          </button>
        </div>
      )}
      {view === null && loadError === null && <p role="status">{t('generic.loading')}</p>}
      {view !== null && (
        <>
          <GalleryToolbar
            ids={ids}
            input={input}
            busy={busy}
            usage={t(`bo.gallery.usage.${pluralForm(count, language)}`, {
              count,
              used: formatFileSize(view.totalBytes, language),
              total: formatFileSize(view.limits.maxTotalBytes, language),
            })}
            uploadLabel={t('bo.gallery.upload')}
            onFiles={onFiles}
          />
          <GalleryAlert error={error} fileErrors={fileErrors} />
          {count === 0 ? (
            <p className="bo-gallery__empty">{t('bo.gallery.empty')}</p>
          ) : (
            <ol className="bo-gallery__grid" ref={list}>
              {photos.map((photo, index) => (
                <GalleryItem
                  key={photo.id}
                  photo={photo}
                  position={index + 1}
                  count={count}
                  alt={alt(index + 1, photo)}
                  describedBy={`${ids}-p${photo.id}`}
                  busy={busy}
                  t={t}
                  onCover={() => void makeCover(photo, index + 1)}
                  onMove={(by, control) => void moveAndKeepFocus(photo, by, control)}
                  onRemove={() => setRemoving(photo)}
                />
              ))}
            </ol>
          )}
          {count > 0 && (
            <section className="bo-gallery__preview" aria-labelledby={`${ids}-preview`}>
              <h3 id={`${ids}-preview`}>{t('bo.gallery.preview.title')}</h3>
              <PhotoGallery
                t={t}
                photos={photos.map((photo, index) => ({ url: photo.url, alt: alt(index + 1, photo) }))}
              />
            </section>
          )}
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('bo.gallery.delete.title')}
        text={t('bo.gallery.delete.text')}
        confirmLabel={t('bo.gallery.delete')}
        cancelLabel={t('bo.gallery.cancel')}
        onConfirm={() => removing && void confirmRemove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}

/** Add photos (the file input behind its button-like label) and how much of the gallery is used. */
function GalleryToolbar(props: {
  ids: string;
  input: RefObject<HTMLInputElement | null>;
  busy: boolean;
  usage: string;
  uploadLabel: string;
  onFiles: (event: ChangeEvent<HTMLInputElement>) => Promise<void>;
}) {
  const { ids } = props;
  return (
    <div className="bo-gallery__toolbar">
      <input
        ref={props.input}
        id={`${ids}-files`}
        className="bo-gallery__file"
        type="file"
        multiple
        accept={ACCEPT}
        disabled={props.busy}
        aria-describedby={`${ids}-usage`}
        onChange={(event) => void props.onFiles(event)}
      />
      <label htmlFor={`${ids}-files`} className="button button--primary bo-gallery__add">
        {props.uploadLabel}
      </label>
      <span id={`${ids}-usage`} className="bo-gallery__usage">
        {props.usage}
      </span>
    </div>
  );
}

/** The gallery's alert: a refused change or batch, and one line per file refused. */
function GalleryAlert({ error, fileErrors }: { error: string | null; fileErrors: readonly string[] }) {
  if (error === null && fileErrors.length === 0) return null;
  return (
    <div className="bo-gallery__error" role="alert">
      {error !== null && <p>{error}</p>}
      {fileErrors.length > 0 && (
        <ul>
          {fileErrors.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One photo of the grid with its buttons: cover, earlier, later, delete. */
function GalleryItem(props: {
  photo: GalleryPhoto;
  position: number;
  count: number;
  alt: string;
  /** The id of the hidden label the buttons are described by (which photo they act on). */
  describedBy: string;
  busy: boolean;
  t: Translate;
  onCover: () => void;
  onMove: (by: -1 | 1, control: MoveControl) => void;
  onRemove: () => void;
}) {
  const { photo, position, count, busy, t, describedBy } = props;
  const label = t('bo.gallery.photo.label', { position, count });
  return (
    <li className="bo-gallery__item" data-photo={photo.id} aria-label={label}>
      <div className="bo-gallery__frame">
        <img src={photo.url} alt={props.alt} loading="lazy" decoding="async" />
        {photo.cover && <span className="bo-gallery__badge">{t('bo.gallery.cover')}</span>}
      </div>
      <div className="bo-gallery__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={busy || photo.cover}
          aria-describedby={describedBy}
          onClick={props.onCover}
        >
          {t('bo.gallery.make.cover')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          data-move="earlier"
          disabled={busy || position === 1}
          aria-describedby={describedBy}
          onClick={() => props.onMove(-1, 'earlier')}
        >
          {t('bo.gallery.move.earlier')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          data-move="later"
          disabled={busy || position === count}
          aria-describedby={describedBy}
          onClick={() => props.onMove(1, 'later')}
        >
          {t('bo.gallery.move.later')}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={busy}
          aria-describedby={describedBy}
          onClick={props.onRemove}
        >
          {t('bo.gallery.delete')}
        </button>
        <span id={describedBy} className="visually-hidden">
          {label}
        </span>
      </div>
    </li>
  );
}
