/**
 * The photo upload button (BOCHECK-8, BOLIM-6): a button that opens the file chooser
 * (several files), checks the choice before anything is sent — at most `maxFiles` in all, each at
 * most `maxFileBytes`, all together at most `maxTotalBytes`, images by their first bytes (a text
 * file renamed .jpg is refused: error.photo.not.image) — and lists the chosen photos with their
 * state and a remove button each. The parent uploads (`onAdd`) and owns the list. Texts through `t`.
 */
import { useId, useRef, useState } from 'react';
import {
  GALLERY_MAX_FILE_BYTES,
  GALLERY_MAX_FILES,
  GALLERY_MAX_TOTAL_BYTES,
  PHOTO_ERRORS,
  type PhotoError,
  SNIFF_BYTES,
  sniffImage,
} from '../domain/gallery.ts';
import type { LooseTranslate } from '../i18n/translate.ts';
import './UploadButton.css';

export type UploadItem = {
  id: string;
  name: string;
  size: number;
  /** An object URL of the local file, for the thumbnail. */
  previewUrl: string;
  status: 'uploading' | 'done' | 'error';
  /** The error's message key (or text) when status is 'error'. */
  error?: string;
};

type Props = {
  t: LooseTranslate;
  label: string;
  help?: string;
  items: readonly UploadItem[];
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  maxFiles?: number;
  maxFileBytes?: number;
  maxTotalBytes?: number;
  disabled?: boolean;
};

/**
 * Why `files` cannot join `current`, or null: count, size, total, then content (first bytes).
 * @example await uploadError([renamedTextFile], []) // 'error.photo.not.image'
 */
export async function uploadError(
  files: readonly Pick<File, 'size' | 'slice'>[],
  current: readonly { size: number }[],
  limits = {
    maxFiles: GALLERY_MAX_FILES,
    maxFileBytes: GALLERY_MAX_FILE_BYTES,
    maxTotalBytes: GALLERY_MAX_TOTAL_BYTES,
  },
): Promise<PhotoError | null> {
  if (files.length + current.length > limits.maxFiles) return PHOTO_ERRORS.maxCount;
  if (files.some((file) => file.size > limits.maxFileBytes)) return PHOTO_ERRORS.maxSize;
  const total = [...files, ...current].reduce((sum, file) => sum + file.size, 0);
  if (total > limits.maxTotalBytes) return PHOTO_ERRORS.maxTotal;
  for (const file of files) {
    const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
    if (!sniffImage(head)) return PHOTO_ERRORS.notImage;
  }
  return null;
}

export function UploadButton({
  t,
  label,
  help,
  items,
  onAdd,
  onRemove,
  maxFiles = GALLERY_MAX_FILES,
  maxFileBytes = GALLERY_MAX_FILE_BYTES,
  maxTotalBytes = GALLERY_MAX_TOTAL_BYTES,
  disabled = false,
}: Props) {
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [error, setError] = useState<string | null>(null);
  const full = items.length >= maxFiles;

  return (
    <fieldset className="ui-upload">
      <legend className="ui-upload__label">{label}</legend>
      {help && (
        <p id={`${id}-help`} className="ui-upload__help">
          {help}
        </p>
      )}
      <div className="ui-upload__row">
        <button
          ref={button}
          type="button"
          className="button button--secondary"
          aria-describedby={help ? `${id}-help` : undefined}
          disabled={disabled || full}
          onClick={() => input.current?.click()}
        >
          {t.text('upload.choose')}
        </button>
        <span className="ui-upload__count" aria-live="polite">
          {t.text('upload.count', { count: items.length, max: maxFiles })}
        </span>
      </div>
      <input
        ref={input}
        id={`${id}-input`}
        className="ui-upload__input"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        multiple
        hidden
        tabIndex={-1}
        onChange={async (event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length === 0) return;
          const problem = await uploadError(files, items, { maxFiles, maxFileBytes, maxTotalBytes });
          setError(problem ? t.text(problem) : null);
          if (!problem) onAdd(files);
          button.current?.focus();
        }}
      />
      {error && (
        <p className="ui-upload__error" role="alert">
          {error}
        </p>
      )}
      {items.length > 0 && (
        <ul className="ui-upload__list" aria-label={t.text('upload.list')}>
          {items.map((item) => (
            <li key={item.id} className={`ui-upload__item ui-upload__item--${item.status}`}>
              <img src={item.previewUrl} alt="" className="ui-upload__thumb" />
              <span className="ui-upload__name">
                {item.status === 'uploading'
                  ? t.text('upload.uploading', { name: item.name })
                  : item.status === 'error'
                    ? t.text('upload.failed', {
                        name: item.name,
                        error: t.text(item.error ?? 'error.field.generic.invalid'),
                      })
                    : item.name}
              </span>
              <button
                type="button"
                className="button button--secondary ui-upload__remove"
                disabled={disabled}
                onClick={() => {
                  onRemove(item.id);
                  button.current?.focus();
                }}
              >
                {t.text('upload.remove', { name: item.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
