/**
 * The demo request (ROUTES, SITEFLOW, SITEERR): a button that opens the demo dialog (also on load and
 * on navigation when the URL hash is #require-demo). The dialog's form (./DemoForm.tsx, with
 * zod and the shared schema) is loaded when the dialog is first opened, or earlier when the
 * pointer or focus reaches the button, so the home page does not pay for it upfront.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { Language } from '../../contracts/types.ts';
import { Dialog } from '../shared/Dialog.tsx';
import { useTranslations } from '../shared/useTranslations.ts';
import type { DemoFormProps } from './DemoForm.tsx';
import '../shared/islands.css';
import { useStartup } from '../shared/useStartup.ts';
import messages from './messages.gen.json';

export const DEMO_HASH = '#require-demo';

export type DemoRequestProps = { language: Language };

const loadForm = () => import('./DemoForm.tsx');

/** Shown when the form's code cannot be loaded (e.g. the connection dropped). */
function FormUnavailable({ t }: Pick<DemoFormProps, 't'>) {
  return (
    <p className="form-message form-message--error" role="alert">
      {t('join.demo.request.error.text')}
    </p>
  );
}

const DemoForm = lazy(() => loadForm().catch(() => ({ default: FormUnavailable })));

export function DemoRequest({ language }: DemoRequestProps) {
  const t = useTranslations(messages, language);
  useStartup(language);
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);

  const show = useCallback(() => setOpen(true), []);

  useEffect(() => {
    const check = () => {
      if (window.location.hash === DEMO_HASH) show();
    };
    check();
    window.addEventListener('hashchange', check);
    return () => window.removeEventListener('hashchange', check);
  }, [show]);

  const close = useCallback(() => {
    setOpen(false);
    if (window.location.hash === DEMO_HASH) {
      history.replaceState(history.state, '', window.location.pathname + window.location.search);
    }
  }, []);

  const preload = () => {
    void loadForm();
  };

  return (
    <div className="island demo-request">
      <button
        ref={openerRef}
        type="button"
        className="button"
        onClick={show}
        onPointerEnter={preload}
        onFocus={preload}
        aria-haspopup="dialog"
      >
        {t('button.request.demo')}
      </button>
      <Dialog
        open={open}
        onClose={close}
        title={sent ? t('forms.demo.sent.title') : t('demo.title')}
        closeLabel={t('button.close')}
        returnFocus={openerRef}
        className="demo-dialog"
        keepMounted
      >
        <Suspense fallback={<p role="status">{t('generic.loading')}</p>}>
          <DemoForm language={language} t={t} open={open} onClose={close} onSentChange={setSent} />
        </Suspense>
      </Dialog>
    </div>
  );
}

export default DemoRequest;
