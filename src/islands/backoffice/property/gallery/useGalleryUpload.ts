/**
 * Adding photos: the batch checked against the gallery's limits before anything is sent, each file's
 * first bytes checked to be an image (the worker checks again), then the images sent one at a time,
 * each answering the new gallery. A file refused says why in its own line; leaving the screen aborts
 * the upload running.
 */
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import type { GalleryView } from '../../../../contracts/secure/gallery.ts';
import type { Language } from '../../../../contracts/types.ts';
import { batchError, SNIFF_BYTES, sniffImage } from '../../../../domain/gallery.ts';
import type { Translate } from '../../../../i18n/translate.ts';
import { uploadOneByOne, uploadPhoto } from './upload.ts';

/** Whether the file's first bytes are an image we take (the same check the worker makes). */
async function looksLikeImage(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return sniffImage(head) !== null;
}

export type GalleryUploadOptions = {
  hotelId: number;
  language: Language;
  t: Translate;
  /** The gallery shown (null while loading: nothing is sent). */
  view: GalleryView | null;
  /** Shows an upload's answer, the new gallery. */
  show: (next: GalleryView) => void;
  announce: (text: string) => void;
  /** The gallery's one busy flag and alert, shared with cover, order and delete. */
  setBusy: (busy: boolean) => void;
  setError: (error: string | null) => void;
};

export function useGalleryUpload({
  hotelId,
  language,
  t,
  view,
  show,
  announce,
  setBusy,
  setError,
}: GalleryUploadOptions) {
  const [progress, setProgress] = useState<string | null>(null);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const aborter = useRef<AbortController | null>(null);
  useEffect(() => () => aborter.current?.abort(), []);

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
    aborter.current = new AbortController();
    const added = await uploadOneByOne(images, {
      t,
      signal: aborter.current.signal,
      send: (file, signal) => uploadPhoto(hotelId, file, language, signal),
      show,
      setBusy,
      setProgress,
      refused: (_failure, line) => {
        errors.push(line);
        setFileErrors([...errors]);
      },
    });
    if (added) announce(t('bo.gallery.uploaded', { count: added }));
  };

  return { progress, fileErrors, onFiles };
}
