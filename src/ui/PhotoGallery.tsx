/**
 * The gallery grid of WIDGETUI: the first photos as tiles laid out by colon-separated column
 * definitions ('2:1:1': three columns, the first twice as wide), each tile 4:3 by default, and a
 * button that opens the full gallery in a modal dialog (native <dialog>: focus moves in and is
 * trapped, Escape closes, focus returns to the button). Texts come through `t`.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { parseColumns } from '../domain/gallery.ts';
import type { Translate } from '../i18n/translate.ts';
import './PhotoGallery.css';

export type GalleryItem = { url: string; alt: string };

type Props = {
  photos: readonly GalleryItem[];
  t: Translate<'bo.gallery.show.all' | 'bo.gallery.dialog.title' | 'bo.gallery.close'>;
  /** Colon-separated column definitions; one tile per column is shown in the grid. */
  columns?: string;
  /** Width over height of each tile (default 4:3). */
  ratio?: number;
};

export function PhotoGallery({ photos, t, columns = '2:1:1', ratio = 4 / 3 }: Props) {
  const grid = useRef<HTMLUListElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const widths = parseColumns(columns);
  const shown = photos.slice(0, widths.length);

  // Layout from script (the CSP allows no inline style attributes in markup).
  useEffect(() => {
    const element = grid.current;
    if (!element) return;
    element.style.setProperty(
      '--gallery-columns',
      widths
        .slice(0, shown.length)
        .map((w) => `${w}fr`)
        .join(' '),
    );
    element.style.setProperty('--gallery-ratio', String(ratio));
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) {
      element.close();
      opener.current?.focus();
    }
  }, [open]);

  if (photos.length === 0) return null;
  return (
    <div className="ui-photo-gallery">
      <ul className="ui-photo-gallery__grid" ref={grid}>
        {shown.map((photo) => (
          <li key={photo.url} className="ui-photo-gallery__tile">
            <img src={photo.url} alt={photo.alt} loading="lazy" decoding="async" />
          </li>
        ))}
      </ul>
      <button
        type="button"
        ref={opener}
        className="button button--secondary ui-photo-gallery__all"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('bo.gallery.show.all', { count: photos.length })}
      </button>
      <dialog
        ref={dialog}
        className="ui-photo-gallery__dialog"
        aria-labelledby={`${id}-title`}
        onCancel={(event) => {
          event.preventDefault();
          setOpen(false);
        }}
      >
        <div className="ui-photo-gallery__head">
          <h2 id={`${id}-title`}>{t('bo.gallery.dialog.title')}</h2>
          <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
            {t('bo.gallery.close')}
          </button>
        </div>
        {open && (
          <ul className="ui-photo-gallery__all-list">
            {photos.map((photo) => (
              <li key={photo.url}>
                <img src={photo.url} alt={photo.alt} loading="lazy" decoding="async" />
              </li>
            ))}
          </ul>
        )}
      </dialog>
    </div>
  );
}
