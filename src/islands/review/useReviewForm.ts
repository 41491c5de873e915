/**
 * The review form's state: the draft (kept in this tab as it changes), the photos uploaded as
 * they are chosen (their thumbnails' object URLs freed when removed or when the form goes away),
 * and the send: checked first with the worker's own schema (src/contracts/reviews.ts), the first
 * invalid field focused; a refused send keeps everything typed and shows the server's errors.
 */
import { useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../contracts/client/http.ts';
import { type ReviewInvitationView, reviewSubmit } from '../../contracts/reviews.ts';
import type { UploadItem } from '../../ui/UploadButton.tsx';
import { timeoutMessage } from '../shared/request-error.ts';
import type { useTranslations } from '../shared/useTranslations.ts';
import type { ReviewsApi } from './api.ts';
import type messages from './messages.gen.json';
import { type Draft, readDraft, reviewPayload, writeDraft } from './review-draft.ts';

export type T = ReturnType<typeof useTranslations<keyof (typeof messages)['en']>>;
export type Errors = Partial<Record<string, string>>;
type Photo = UploadItem & { key?: string };
export type DraftPatch = Partial<Draft> | ((draft: Draft) => Partial<Draft>);

/** The photos chosen, each uploaded at once; `keys` are those stored. */
function usePhotos(api: ReviewsApi) {
  const [photos, setPhotos] = useState<Photo[]>([]);
  const setStatus = (id: string, patch: Partial<Photo>) =>
    setPhotos((current) => current.map((photo) => (photo.id === id ? { ...photo, ...patch } : photo)));

  // The thumbnails' object URLs are freed when the form goes away (one by one when removed).
  const shown = useRef(photos);
  shown.current = photos;
  useEffect(
    () => () => {
      for (const photo of shown.current) URL.revokeObjectURL(photo.previewUrl);
    },
    [],
  );

  const add = (files: File[]) => {
    const added = files.map((file) => ({
      id: crypto.randomUUID(),
      name: file.name,
      size: file.size,
      previewUrl: URL.createObjectURL(file),
      status: 'uploading' as const,
      file,
    }));
    setPhotos((current) => [...current, ...added.map(({ file: _file, ...item }) => item)]);
    for (const item of added) {
      api
        .uploadPhoto(item.file)
        .then((uploaded) => setStatus(item.id, { status: 'done', key: uploaded.key }))
        .catch((error: unknown) => {
          const code =
            error instanceof ApiRequestError && error.errors[0]?.code
              ? error.errors[0].code
              : 'review.card.action.error';
          setStatus(item.id, { status: 'error', error: code });
        });
    }
  };

  const remove = (photoId: string) =>
    setPhotos((current) => {
      const gone = current.find((photo) => photo.id === photoId);
      if (gone) URL.revokeObjectURL(gone.previewUrl);
      return current.filter((photo) => photo.id !== photoId);
    });

  return {
    photos,
    uploading: photos.some((photo) => photo.status === 'uploading'),
    keys: photos.flatMap((photo) => (photo.status === 'done' && photo.key ? [photo.key] : [])),
    add,
    remove,
  };
}

/** The first error of each field of a failed check, by its path ('ranks.CLEANING'). */
function errorsOfIssues(issues: readonly { path: PropertyKey[]; message: string }[]): Errors {
  const next: Errors = {};
  for (const issue of issues) {
    const name = issue.path.join('.');
    if (!next[name]) next[name] = issue.message;
  }
  return next;
}

export function useReviewForm({
  view,
  api,
  t,
  onSent,
}: {
  view: ReviewInvitationView;
  api: ReviewsApi;
  t: T;
  onSent: (view: ReviewInvitationView) => void;
}) {
  const code = view.stay.code;
  const [draft, setDraft] = useState(() => readDraft(code));
  const photos = usePhotos(api);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => writeDraft(code, draft), [code, draft]);

  /** Changes some of the draft (a function for a change made from the latest draft). */
  const update = (patch: DraftPatch) =>
    setDraft((current) => ({ ...current, ...(typeof patch === 'function' ? patch(current) : patch) }));

  const submit = async () => {
    setFailure(null);
    const payload = reviewPayload(draft, photos.keys);
    const parsed = reviewSubmit.safeParse(payload);
    if (!parsed.success) {
      const next = errorsOfIssues(parsed.error.issues);
      setErrors(next);
      setFailure(t('error.validation.fields.text'));
      const first = Object.keys(next)[0];
      requestAnimationFrame(() => {
        const target = first ? form.current?.querySelector<HTMLElement>(`[data-field="${first}"]`) : null;
        target?.focus();
      });
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const sent = await api.send(payload);
      writeDraft(code, null);
      onSent(sent);
    } catch (error) {
      const fields: Errors = {};
      if (error instanceof ApiRequestError) {
        for (const item of error.errors) if (item.field !== 'token') fields[item.field] = item.code;
      }
      setErrors(fields);
      const refusal =
        error instanceof ApiRequestError ? error.errors.find((e) => e.field === 'token')?.code : undefined;
      setFailure(refusal ? t.text(refusal) : (timeoutMessage(error, t) ?? t('review.form.error')));
    } finally {
      setSending(false);
    }
  };

  return { form, draft, update, photos, errors, sending, failure, submit };
}
