/**
 * The save of a set-up form drafted from one cached read (policies, taxes, channels): the form is
 * checked by the schema the worker uses (its field marks shown and the first marked field focused),
 * sent with the version it was drafted from, and the saved answer put in the cache in place of the
 * read, so the form follows the saved data again while the reads the write changes elsewhere
 * reload. A refusal never loses what the manager typed, except a stale save (409 on the version):
 * what another manager saved is shown and the changes have to be made again.
 */
import { useState } from 'react';
import type { Route, RouteAnswer, RouteInput } from '../../../contracts/endpoint.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { failureOf, fieldCodesOf, isStatus, type Refusal, refusalOf } from '../rooms/setup-errors.ts';
import {
  type Invalidates,
  invalidateReads,
  secureQueryKey,
  useQueryClient,
  useSecureQuery,
} from './query.ts';
import type { ScreenNotice } from './ScreenNotices.tsx';
import { useDraft } from './use-draft.ts';

/** A form checked before it is sent: the body to send, or the field marks (path → message key). */
export type Checked<Body> = { ok: true; value: Body } | { ok: false; errors: ReadonlyMap<string, string> };

/**
 * What a refused save shows: a stale save (409 on the version: another manager saved first) shows
 * their data; anything else says why, above the form, and marks the fields a 400 names. A 400's
 * and a 409's or 404's reason is their code in the page language with the worker's detail; any
 * other failure (timeout, network, server error) reads as `fallback`.
 */
export type RefusedSave =
  | { kind: 'stale' }
  | { kind: 'refused'; marks: ReadonlyMap<string, string> | null; refusal: Refusal };

export function refusedSave(t: Translate, error: unknown, fallback: string): RefusedSave {
  if (isStatus(error, 400) && error.errors.length > 0) {
    return { kind: 'refused', marks: fieldCodesOf(error), refusal: refusalOf(t, error, fallback) };
  }
  if (isStatus(error, 409) && error.errors[0]?.field === 'version') return { kind: 'stale' };
  if (isStatus(error, 409, 404))
    return { kind: 'refused', marks: null, refusal: refusalOf(t, error, fallback) };
  return { kind: 'refused', marks: null, refusal: failureOf(t, error, fallback) };
}

export type DraftSaveOptions<Read extends Route, Form, Body> = {
  /** The read the form is drafted from, and its input. */
  read: Read;
  input: RouteInput<Read>;
  /** The read's error text when the server gives none (the API client's fallback). */
  readFallback: string;
  /** The form of the data read (a module-level function: the draft follows the data through it). */
  formOf: (data: RouteAnswer<Read>) => Form;
  /** Checks the form drafted from `source` and makes the body to send. */
  check: (form: Form, source: RouteAnswer<Read>) => Checked<Body>;
  /** Sends the body; resolves with the saved data, the read's new answer. */
  send: (body: Body) => Promise<RouteAnswer<Read>>;
  /** The reads the save changes (the form's own read included): they reload after it. */
  reads: Invalidates;
  t: Translate;
  /** The screen's texts: saved, stale save, save failed, read failed. */
  texts: { saved: string; stale: string; saveError: string; loadError: string };
  /** Focuses the first field marked (the screen knows its fields' ids). */
  focusFirst?: (errors: ReadonlyMap<string, string>) => void;
};

export function useDraftSave<Read extends Route, Form, Body>(options: DraftSaveOptions<Read, Form, Body>) {
  const { read: endpoint, input, t, texts, reads, focusFirst } = options;
  const client = useQueryClient();
  const read = useSecureQuery(endpoint, input, { fallback: options.readFallback });
  const draft = useDraft(read.data, options.formOf);
  const [notice, setNotice] = useState<ScreenNotice | null>(null);
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [busy, setBusy] = useState(false);

  const markFields = (marks: ReadonlyMap<string, string>, said: ScreenNotice) => {
    setErrors(marks);
    setNotice(said);
    focusFirst?.(marks);
  };

  const refused = async (error: unknown) => {
    const shown = refusedSave(t, error, texts.saveError);
    if (shown.kind === 'stale') {
      await invalidateReads(client, reads);
      draft.reset();
      setNotice({ kind: 'error', text: texts.stale, detail: null });
    } else if (shown.marks) {
      markFields(shown.marks, { kind: 'error', ...shown.refusal });
    } else {
      setNotice({ kind: 'error', ...shown.refusal });
    }
  };

  const save = async () => {
    const { form, source } = draft;
    if (!form || !source || busy) return;
    setNotice(null);
    const checked = options.check(form, source);
    if (!checked.ok) {
      markFields(checked.errors, { kind: 'error', text: t('error.validation.fields.text'), detail: null });
      return;
    }
    setErrors(new Map());
    setBusy(true);
    try {
      const saved = await options.send(checked.value);
      client.setQueryData(secureQueryKey(endpoint, input), saved);
      draft.reset();
      void invalidateReads(client, reads);
      setNotice({ kind: 'status', text: texts.saved, detail: null });
    } catch (error) {
      await refused(error);
    } finally {
      setBusy(false);
    }
  };

  return {
    /** The data the form was drafted from (the version a save carries), or null before the read. */
    view: draft.source ?? null,
    form: draft.form,
    update: draft.update,
    /** Drops the edits: the form follows the data again. */
    reset: draft.reset,
    loadFailed: !read.data && read.isError ? failureOf(t, read.error, texts.loadError).text : null,
    loading: read.isPending,
    retry: () => void read.refetch(),
    notice,
    setNotice,
    errors,
    busy,
    save,
  };
}
