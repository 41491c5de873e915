/**
 * The hotel's photo gallery in the back office (PROPERTY; WIDGETUI-5 gallery grid, BOLIM
 * upload limits): add photos (checked here by count, size, gallery total and content before
 * anything is sent; the worker checks again), make one the cover, move photos earlier or later
 * with buttons (no dragging needed, WCAG 2.5.7), delete after an alert dialog; below, the gallery
 * as guests see it with the full-gallery dialog. Cover, order and delete carry the gallery's
 * version: when someone else changed it meanwhile the screen reloads and says so.
 * Used by the property screen and by /secure/property/gallery on its own.
 */
import { type ChangeEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { ApiRequestError } from '../../../../contracts/client/http.ts';
import type { GalleryPhoto, GalleryView } from '../../../../contracts/secure/gallery.ts';
import type { Language } from '../../../../contracts/types.ts';
import { batchError, moveId, SNIFF_BYTES, sniffImage } from '../../../../domain/gallery.ts';
import { pluralForm } from '../../../../domain/plural.ts';
import type { MessageKey } from '../../../../i18n/dictionary.ts';
import { ConfirmDialog } from '../../../../ui/NotesList.confirm.tsx';
import '../../../../ui/NotesList.css';
import { galleryEndpoints } from '../../../../contracts/routes/gallery.ts';
import type { Translate } from '../../../../i18n/translate.ts';
import { PhotoGallery } from '../../../../ui/PhotoGallery.tsx';
import { timeoutMessage } from '../../../shared/request-error.ts';
import { secureApi } from '../../app/request.ts';
import { uploadPhoto } from './upload.ts';
import './gallery.css';
import { formatFileSize } from '../../../../ui/format.ts';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

type Props = {
  hotelId: number;
  hotelName: string;
  language: Language;
  t: Translate;
  /** 1 on its own route, 2 inside the property screen. */
  headingLevel?: 1 | 2;
};

function failureText(error: unknown, t: Translate): string {
  const timeout = timeoutMessage(error, t);
  if (timeout !== null) return timeout;
  if (error instanceof ApiRequestError) {
    const code = error.errors.find((e) => e.field === 'file')?.code;
    if (code?.startsWith('error.photo.')) return t(code as MessageKey);
    return error.message || t('bo.gallery.save.error');
  }
  return t('bo.gallery.save.error');
}

const isConflict = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 409 || error.status === 404);

/** Whether the file's first bytes are an image we take (the same check the worker makes). */
async function looksLikeImage(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return sniffImage(head) !== null;
}

export function GallerySection({ hotelId, hotelName, language, t, headingLevel = 1 }: Props) {
  const [view, setView] = useState<GalleryView | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<string | null>(null);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [removing, setRemoving] = useState<GalleryPhoto | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const aborter = useRef<AbortController | null>(null);
  const statusTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const ids = useId().replace(/[^\w-]/g, '');
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const announce = useCallback((text: string) => {
    clearTimeout(statusTimer.current);
    setStatus('');
    statusTimer.current = setTimeout(() => setStatus(text), 50);
  }, []);

  /** The move button to focus again once the gallery is re-rendered and no longer busy. */
  const refocus = useRef<{ id: number; control: 'earlier' | 'later' } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `view` is the trigger: focus moves once the new order has rendered
  useEffect(() => {
    const target = refocus.current;
    if (busy || target === null) return;
    refocus.current = null;
    const item = list.current?.querySelector(`[data-photo="${target.id}"]`);
    const wanted = item?.querySelector<HTMLButtonElement>(`[data-move="${target.control}"]:not([disabled])`);
    // At an end of the list that button is disabled: its other move button then.
    (wanted ?? item?.querySelector<HTMLButtonElement>('[data-move]:not([disabled])'))?.focus();
  }, [busy, view]);

  const reload = useCallback(async () => {
    try {
      setView(
        await secureApi(
          galleryEndpoints.getGallery,
          { params: { hotelId } },
          { fallback: 'Error getting the gallery' },
        ),
      );
      setLoadError(null);
    } catch (failure) {
      setLoadError(timeoutMessage(failure, t) ?? t('bo.gallery.load.error'));
    }
  }, [t, hotelId]);

  useEffect(() => {
    setView(null);
    void reload();
  }, [reload]);

  useEffect(
    () => () => {
      aborter.current?.abort();
      clearTimeout(statusTimer.current);
    },
    [],
  );

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0 || view === null) return;
    setError(null);
    const batch = batchError(
      files.map((file) => file.size),
      view.totalBytes,
    );
    if (batch !== null) {
      setFileErrors([]);
      setError(t(batch));
      return;
    }
    const errors: string[] = [];
    const images: File[] = [];
    for (const file of files) {
      if (await looksLikeImage(file)) images.push(file);
      else errors.push(t('bo.gallery.file.error', { name: file.name, reason: t('error.photo.not.image') }));
    }
    setFileErrors(errors);
    if (images.length === 0) return;
    setBusy(true);
    aborter.current = new AbortController();
    let added = 0;
    try {
      for (const [index, file] of images.entries()) {
        setProgress(t('bo.gallery.uploading', { current: index + 1, count: images.length }));
        try {
          setView(await uploadPhoto(hotelId, file, language, aborter.current.signal));
          added += 1;
        } catch (failure) {
          if (aborter.current.signal.aborted) return;
          errors.push(t('bo.gallery.file.error', { name: file.name, reason: failureText(failure, t) }));
          setFileErrors([...errors]);
        }
      }
    } finally {
      setProgress(null);
      setBusy(false);
    }
    if (added > 0) announce(t('bo.gallery.uploaded', { count: added }));
  };

  /** Runs a versioned change; on a conflict reloads and says why. */
  const change = async (
    run: (current: GalleryView) => Promise<GalleryView | null>,
    done: (next: GalleryView | null) => void,
  ) => {
    if (view === null) return;
    setBusy(true);
    setError(null);
    try {
      const next = await run(view);
      if (next) setView(next);
      done(next);
    } catch (failure) {
      if (isConflict(failure)) {
        setError(t('bo.gallery.changed'));
        await reload();
      } else setError(failureText(failure, t));
    } finally {
      setBusy(false);
    }
  };

  const makeCover = (photo: GalleryPhoto, position: number) =>
    change(
      (current) =>
        secureApi(
          galleryEndpoints.setGalleryCover,
          { params: { hotelId }, body: { id: photo.id, version: current.version } },
          { fallback: 'Error saving the gallery' },
        ),
      () => announce(t('bo.gallery.saved.cover', { position })),
    );

  const move = (photo: GalleryPhoto, by: -1 | 1, control: 'earlier' | 'later') =>
    change(
      (current) =>
        secureApi(
          galleryEndpoints.orderGallery,
          {
            params: { hotelId },
            body: {
              ids: moveId(
                current.photos.map((p) => p.id),
                photo.id,
                by,
              ),
              version: current.version,
            },
          },
          { fallback: 'Error saving the gallery' },
        ),
      (next) => {
        const position = (next?.photos.findIndex((p) => p.id === photo.id) ?? 0) + 1;
        announce(t('bo.gallery.saved.order', { position }));
        // Keep focus on the same button of the moved photo (once the buttons are enabled again).
        refocus.current = { id: photo.id, control };
      },
    );

  const remove = (photo: GalleryPhoto) => {
    setRemoving(null);
    void change(
      async (current) => {
        await secureApi(
          galleryEndpoints.removePhoto,
          { params: { hotelId, id: photo.id }, query: { version: String(current.version) } },
          { fallback: 'Error removing the photo' },
        );
        return null;
      },
      () => {
        announce(t('bo.gallery.saved.deleted'));
        void reload();
        input.current?.focus();
      },
    );
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
          <div className="bo-gallery__toolbar">
            <input
              ref={input}
              id={`${ids}-files`}
              className="bo-gallery__file"
              type="file"
              multiple
              accept={ACCEPT}
              disabled={busy}
              aria-describedby={`${ids}-usage`}
              onChange={(event) => void onFiles(event)}
            />
            <label htmlFor={`${ids}-files`} className="button button--primary bo-gallery__add">
              {t('bo.gallery.upload')}
            </label>
            <span id={`${ids}-usage`} className="bo-gallery__usage">
              {t(`bo.gallery.usage.${pluralForm(count, language)}`, {
                count,
                used: formatFileSize(view.totalBytes, language),
                total: formatFileSize(view.limits.maxTotalBytes, language),
              })}
            </span>
          </div>
          {(error !== null || fileErrors.length > 0) && (
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
          )}
          {count === 0 ? (
            <p className="bo-gallery__empty">{t('bo.gallery.empty')}</p>
          ) : (
            <ol className="bo-gallery__grid" ref={list}>
              {photos.map((photo, index) => {
                const position = index + 1;
                const label = t('bo.gallery.photo.label', { position, count });
                return (
                  <li key={photo.id} className="bo-gallery__item" data-photo={photo.id} aria-label={label}>
                    <div className="bo-gallery__frame">
                      <img src={photo.url} alt={alt(position, photo)} loading="lazy" decoding="async" />
                      {photo.cover && <span className="bo-gallery__badge">{t('bo.gallery.cover')}</span>}
                    </div>
                    <div className="bo-gallery__actions">
                      <button
                        type="button"
                        className="button button--secondary"
                        disabled={busy || photo.cover}
                        aria-describedby={`${ids}-p${photo.id}`}
                        onClick={() => void makeCover(photo, position)}
                      >
                        {t('bo.gallery.make.cover')}
                      </button>
                      <button
                        type="button"
                        className="button button--secondary"
                        data-move="earlier"
                        disabled={busy || index === 0}
                        aria-describedby={`${ids}-p${photo.id}`}
                        onClick={() => void move(photo, -1, 'earlier')}
                      >
                        {t('bo.gallery.move.earlier')}
                      </button>
                      <button
                        type="button"
                        className="button button--secondary"
                        data-move="later"
                        disabled={busy || index === count - 1}
                        aria-describedby={`${ids}-p${photo.id}`}
                        onClick={() => void move(photo, 1, 'later')}
                      >
                        {t('bo.gallery.move.later')}
                      </button>
                      <button
                        type="button"
                        className="button button--danger"
                        disabled={busy}
                        aria-describedby={`${ids}-p${photo.id}`}
                        onClick={() => setRemoving(photo)}
                      >
                        {t('bo.gallery.delete')}
                      </button>
                      <span id={`${ids}-p${photo.id}`} className="visually-hidden">
                        {label}
                      </span>
                    </div>
                  </li>
                );
              })}
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
        onConfirm={() => removing && remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
