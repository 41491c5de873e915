/**
 * The frame every property section shares: a heading with its "Edit …" disclosure button, an
 * intro, the polite status and the alert, then either the form (its fields, Save and Cancel) or
 * the read-only view; and `useSectionEditor`, the editing behind it. Opening copies the saved
 * values into a draft and focuses the first field; saving runs the route's own schema in the
 * browser first (an invalid field gets the focus), then sends; a failed save keeps the draft, and
 * a 409 reloads what another manager saved underneath, so saving again replaces it.
 */
import { type ReactNode, type RefObject, useId, useRef, useState } from 'react';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import type { Route, RouteAnswer, RouteInput } from '../../../contracts/endpoint.ts';
import type { Translate } from '../../../i18n/translate.ts';
import {
  type Invalidates,
  invalidateReads,
  secureQueryKey,
  useQueryClient,
  useSecureQuery,
} from '../app/query.ts';
import {
  errorsOfIssues,
  errorsOfResponse,
  type FieldErrors,
  firstField,
  firstInvalid,
  Notices,
  useFocusAfterRender,
} from './form.tsx';

type Issue = Parameters<typeof errorsOfIssues>[0][number];
type Parsed<Body> = { success: true; data: Body } | { success: false; error: { issues: readonly Issue[] } };

export type SectionEditorOptions<Draft, Body, Saved> = {
  t: Translate;
  /** The route's schema run on the draft (`schema.safeParse(…)`). */
  parse: (draft: Draft) => Parsed<Body>;
  /** Sends the parsed body with the version it was based on; answers what was saved. */
  send: (body: Body) => Promise<Saved>;
  onSaved: (saved: Saved) => void;
  savedText: string;
  /** The alert of a failed save (409, timeout, anything else). */
  failureText: (error: unknown) => string;
  /** Loads what another manager saved meanwhile (after a 409). */
  reload: () => Promise<void>;
  /** The reads a save changes, on this screen or others (the setup checklist…): reloaded after it. */
  invalidates?: Invalidates;
};

export type SectionEditor<Draft> = {
  id: string;
  formRef: RefObject<HTMLFormElement | null>;
  editRef: RefObject<HTMLButtonElement | null>;
  draft: Draft | null;
  setDraft: (update: (current: Draft) => Draft) => void;
  errors: FieldErrors;
  status: string | null;
  alert: string | null;
  busy: boolean;
  open: (draft: Draft) => void;
  close: () => void;
  save: () => Promise<void>;
};

export function useSectionEditor<Draft, Body, Saved>(
  prefix: string,
  options: SectionEditorOptions<Draft, Body, Saved>,
): SectionEditor<Draft> {
  const id = `${prefix}${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const formRef = useRef<HTMLFormElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const [draft, setDraftState] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const focusLater = useFocusAfterRender();
  const queryClient = useQueryClient();

  const open = (initial: Draft) => {
    setDraftState(initial);
    setErrors({});
    setStatus(null);
    setAlert(null);
    focusLater(firstField(formRef));
  };
  const close = () => {
    setDraftState(null);
    setErrors({});
    focusLater(() => editRef.current);
  };
  const setDraft = (update: (current: Draft) => Draft) =>
    setDraftState((current) => (current === null ? current : update(current)));

  const save = async () => {
    if (draft === null || busy) return;
    const parsed = options.parse(draft);
    if (!parsed.success) {
      setErrors(errorsOfIssues(parsed.error.issues));
      setAlert(options.t.text('error.validation.fields.text'));
      focusLater(firstInvalid(formRef));
      return;
    }
    setBusy(true);
    setAlert(null);
    try {
      options.onSaved(await options.send(parsed.data));
      if (options.invalidates) void invalidateReads(queryClient, options.invalidates);
      setStatus(options.savedText);
      // The edit button is enabled again before focus returns to it.
      setBusy(false);
      close();
    } catch (error) {
      setErrors(errorsOfResponse(error));
      setAlert(options.failureText(error));
      if (error instanceof ApiRequestError && error.status === 409) await options.reload();
    } finally {
      setBusy(false);
    }
  };

  return { id, formRef, editRef, draft, setDraft, errors, status, alert, busy, open, close, save };
}

export function EditSection<Draft>(props: {
  editor: SectionEditor<Draft>;
  t: Translate;
  heading: string;
  editLabel: string;
  /** Opens the editor with the saved values; null while there is nothing to edit yet (loading). */
  onEdit: (() => void) | null;
  intro?: ReactNode;
  /** Loading and load-error states, shown under the notices. */
  state?: ReactNode;
  /** The form's fields (rendered while editing). */
  fields: (draft: Draft) => ReactNode;
  view: ReactNode;
}) {
  const { editor, t } = props;
  const { id, draft, busy } = editor;
  return (
    <section className="bo-property__section" aria-labelledby={`${id}-h`}>
      <div className="bo-property__head">
        <h2 id={`${id}-h`}>{props.heading}</h2>
        {props.onEdit ? (
          <button
            ref={editor.editRef}
            type="button"
            className="button button--secondary"
            aria-expanded={draft !== null}
            aria-controls={`${id}-form`}
            onClick={draft !== null ? editor.close : props.onEdit}
            disabled={busy}
          >
            {props.editLabel}
          </button>
        ) : null}
      </div>
      {props.intro ? <p className="bo-property__muted">{props.intro}</p> : null}
      <Notices status={editor.status} error={editor.alert} />
      {props.state}
      {draft !== null ? (
        <form
          id={`${id}-form`}
          ref={editor.formRef}
          className="bo-property__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void editor.save();
          }}
        >
          {props.fields(draft)}
          <div className="bo-property__actions">
            <button type="submit" className="button" disabled={busy}>
              {busy ? t('bo.property.saving') : t('bo.property.save')}
            </button>
            <button type="button" className="button button--secondary" onClick={editor.close} disabled={busy}>
              {t('bo.property.cancel')}
            </button>
          </div>
        </form>
      ) : (
        props.view
      )}
    </section>
  );
}

/**
 * A section that loads its own values (check-in times, payments) through the query cache: the
 * value (null while loading or after a failed first load), the load's failure, `setValue` to put
 * a save's answer in place, and `load` to read again (Try again, after a 409).
 */
export function useSectionValue<E extends Route>(
  endpoint: E,
  input: RouteInput<E>,
  fallback: string,
  loadFailedText: (error: unknown) => string,
) {
  const queryClient = useQueryClient();
  const query = useSecureQuery(endpoint, input, { fallback });
  return {
    value: query.data ?? null,
    setValue: (value: RouteAnswer<E>) => {
      queryClient.setQueryData(secureQueryKey(endpoint, input), value);
    },
    loadFailed: query.isError ? loadFailedText(query.error) : null,
    load: async () => {
      await query.refetch();
    },
  };
}

/** The loading line, or the load's failure with "Try again", of a section that loads its own values. */
export function SectionLoadState(props: {
  loaded: boolean;
  loadFailed: string | null;
  loadingText: string;
  retryText: string;
  onRetry: () => void;
}) {
  if (props.loaded) return null;
  if (props.loadFailed) {
    return (
      <div className="bo-property__error">
        <p>{props.loadFailed}</p>
        <button type="button" className="button button--secondary" onClick={props.onRetry}>
          {props.retryText}
        </button>
      </div>
    );
  }
  return <p aria-busy="true">{props.loadingText}</p>;
}
