/**
 * The frame of the policies and taxes screens: the title, the intro, what the screen says (a save,
 * a refusal, a failed load), and the one form saved as a whole with its save button. The cards
 * inside are the screen's own.
 */
import type { ReactNode } from 'react';
import type { Translate } from '../../../i18n/translate.ts';
import { ScreenNotices, type ScreenNoticesProps } from '../app/ScreenNotices.tsx';

/** What the screen's data hook says of its read and its save (use-draft-save.ts). */
type FormState = Pick<ScreenNoticesProps, 'notice' | 'loadFailed' | 'loading'> & {
  busy: boolean;
  retry: () => void;
  save: () => Promise<void>;
};

type Props = {
  state: FormState;
  /** Prefix of the screen's ids. */
  base: string;
  title: string;
  intro: string;
  loadingLabel: string;
  saveLabel: string;
  t: Translate;
  /** The form is shown once its data is read. */
  ready: boolean;
  children: ReactNode;
};

export function PolicyFormFrame(props: Props) {
  const { state, base, title, intro, saveLabel, t, ready, children } = props;
  const { busy, save } = state;
  return (
    <section className="bo-list bo-policies" aria-labelledby={`${base}-title`}>
      <div className="bo-list__head">
        <h1 id={`${base}-title`}>{title}</h1>
      </div>
      <p className="bo-list__intro">{intro}</p>
      <ScreenNotices
        notice={state.notice}
        loadFailed={state.loadFailed}
        loading={state.loading}
        onRetry={state.retry}
        retryLabel={t('bo.policies.retry')}
        loadingLabel={props.loadingLabel}
      />
      {ready ? (
        <form
          className="bo-policies__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {children}
          <div className="bo-policies__save">
            <button type="submit" className="button" disabled={busy}>
              {busy ? t('bo.policies.saving') : saveLabel}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
