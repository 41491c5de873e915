/**
 * The help request (ROUTES dialog, WIDGETS "help bar"): a small "Need help?" button that
 * opens the call-back / e-mail dialog (also on load and on navigation when the URL hash is
 * #need-help, the target of the plain links on content pages). The form (./HelpForm.tsx) loads
 * when the dialog first opens, or earlier when the pointer or focus reaches the button.
 * PROPFLOW-11: a success closes the dialog and shows the server's message; a failure shows a notification.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { Language } from '../../contracts/types.ts';
import { Dialog } from '../shared/Dialog.tsx';
import { Notification } from '../shared/Notification.tsx';
import { useTranslations } from '../shared/useTranslations.ts';
import type { HelpFormProps } from './HelpForm.tsx';
import '../shared/islands.css';
import messages from './messages.gen.json';

export const HELP_HASH = '#need-help';

export type HelpRequestProps = { language: Language; className?: string };

const loadForm = () => import('./HelpForm.tsx');

/** Shown when the form's code cannot be loaded (e.g. the connection dropped). */
function FormUnavailable({ t }: Pick<HelpFormProps, 't'>) {
  return (
    <p className="form-message form-message--error" role="alert">
      {t('help.error')}
    </p>
  );
}

const HelpForm = lazy(() => loadForm().catch(() => ({ default: FormUnavailable })));

export function HelpRequest({ language, className }: HelpRequestProps) {
  const t = useTranslations(messages, language);
  const [open, setOpen] = useState(false);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const openerRef = useRef<HTMLButtonElement>(null);

  const show = useCallback(() => {
    setSentMessage(null);
    setOpen(true);
  }, []);

  useEffect(() => {
    const check = () => {
      if (window.location.hash === HELP_HASH) show();
    };
    check();
    window.addEventListener('hashchange', check);
    return () => window.removeEventListener('hashchange', check);
  }, [show]);

  const close = useCallback(() => {
    setOpen(false);
    if (window.location.hash === HELP_HASH) {
      history.replaceState(history.state, '', window.location.pathname + window.location.search);
    }
  }, []);

  const onSent = useCallback(
    (message: string) => {
      close();
      setSentMessage(message || t('help.success'));
    },
    [close, t],
  );

  const preload = () => {
    void loadForm();
  };

  return (
    <div className={`island help-request${className ? ` ${className}` : ''}`}>
      <button
        ref={openerRef}
        type="button"
        className="button button--secondary help-request__open"
        onClick={show}
        onPointerEnter={preload}
        onFocus={preload}
        aria-haspopup="dialog"
      >
        {t('help.title')}
      </button>
      <Dialog
        open={open}
        onClose={close}
        title={t('help.title')}
        closeLabel={t('button.close')}
        returnFocus={openerRef}
        className="help-dialog"
        keepMounted
      >
        <Suspense fallback={<p role="status">{t('generic.loading')}</p>}>
          <HelpForm language={language} t={t} open={open} onSent={onSent} />
        </Suspense>
      </Dialog>
      <Notification
        kind="success"
        message={sentMessage}
        onDismiss={() => setSentMessage(null)}
        closeLabel={t('button.close')}
      />
    </div>
  );
}

export default HelpRequest;
