/**
 * The join form of the home page (SITEFLOW-2 "Join flow"): the visitor enters an e-mail; the
 * `join` call answers isContinue. Choosing "Request a quote" goes to /quote?email=…; otherwise
 * the join dialog opens and explains the next step. isContinue true (no account uses the
 * address): "Register" and "Request a quote". The spec's "Register leads to /register or to the
 * quote": "Register" opens the registration wizard /register with the e-mail (INSIGHT-3), "Request
 * a quote" the quote form.
 * isContinue false (an account exists): "Log in", or a quote for another property. A logged-in manager (detected through `me`) also sees their pending properties,
 * 3 per page, newest first.
 */
import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { JoinFormInput } from '../../contracts/join.ts';
import type { JoinResponse, Language } from '../../contracts/types.ts';
import { browserApi } from '../../scripts/browser-api.ts';
import { detectUser } from '../../scripts/user.ts';
import { $user } from '../../stores/session.ts';
import { useFocusFirstInvalid } from '../../ui/focus.ts';
import { Dialog } from '../shared/Dialog.tsx';
import { FormStatus, TextField } from '../shared/fields.tsx';
import { lazyZodResolver } from '../shared/lazy-resolver.ts';
import { siteUrl, unlessBusy } from '../shared/navigation.ts';
import { refusalMessage } from '../shared/request-error.ts';
import { useTranslations } from '../shared/useTranslations.ts';
import '../shared/islands.css';
import { useStartup } from '../shared/useStartup.ts';
import messages from './messages.gen.json';
import { PendingHotels } from './PendingHotels.tsx';

export type JoinFormProps = {
  language: Language;
  /** 'login': the register choice of the login page (its own title and text, no pending hotels). */
  variant?: 'home' | 'login';
};

type Intent = 'join' | 'quote';

/** The join schema (and zod with it) loads when the form is first used, not with the home page. */
const resolver = lazyZodResolver<JoinFormInput>(() =>
  import('../../contracts/join.ts').then((m) => m.joinFormSchema),
);

export function JoinForm({ language, variant = 'home' }: JoinFormProps) {
  const t = useTranslations(messages, language);
  useStartup(language);
  const id = useId();
  const user = useStore($user);
  const [formError, setFormError] = useState<string | null>(null);
  const [joined, setJoined] = useState<JoinResponse | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<JoinFormInput>({
    resolver,
    defaultValues: { email: '' },
    shouldFocusError: false,
  });

  useEffect(() => {
    void detectUser().then((state) => {
      if (state.status === 'manager' && !getValues('email')) setValue('email', state.me.email);
    });
  }, [getValues, setValue]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const intent: Intent = submitter?.value === 'quote' ? 'quote' : 'join';
    setFormError(null);
    void handleSubmit(
      async ({ email }) => {
        try {
          const response = await browserApi().join(email.trim());
          if (intent === 'quote') {
            window.location.assign(siteUrl(language, '/quote', { email: response.email }));
            return;
          }
          setJoined(response);
        } catch (error) {
          setFormError(refusalMessage(error, t, language) ?? t('join.error'));
        }
      },
      () => {
        setFormError(t('error.validation.fields.text'));
        focusFirstInvalid();
      },
    )(event).catch(() => setFormError(t('join.error'))); // the schema's chunk could not load
  };

  const quoteUrl = joined ? siteUrl(language, '/quote', { email: joined.email }) : '';
  const registerUrl = joined ? siteUrl(language, '/register', { email: joined.email }) : '';
  const loginUrl = siteUrl(language, '/login');

  return (
    <div className="island join-form">
      <form
        method="post"
        ref={formRef}
        noValidate
        onSubmit={unlessBusy(isSubmitting, onSubmit)}
        onFocus={resolver.preload}
        aria-labelledby={`${id}-title`}
      >
        <h2 id={`${id}-title`}>{t(variant === 'login' ? 'login.register.title' : 'join.title')}</h2>
        <p>{t(variant === 'login' ? 'login.register.text' : 'join.text')}</p>
        <TextField
          id={`${id}-email`}
          label={t('join.email')}
          t={t}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={254}
          error={errors.email}
          {...register('email')}
        />
        <FormStatus error={formError} />
        <div className="form-actions">
          <button
            ref={submitRef}
            className="button"
            type="submit"
            name="intent"
            value="join"
            aria-disabled={isSubmitting}
          >
            {t('join.submit')}
          </button>
          <button
            className="button button--secondary"
            type="submit"
            name="intent"
            value="quote"
            aria-disabled={isSubmitting}
          >
            {t('join.quote')}
          </button>
        </div>
      </form>

      {variant === 'home' && user.status === 'manager' && <PendingHotels language={language} t={t} />}

      <Dialog
        open={joined !== null}
        onClose={() => setJoined(null)}
        title={t('join.dialog.title')}
        closeLabel={t('button.close')}
        describedBy={`${id}-dialog-text`}
        returnFocus={submitRef}
      >
        {joined && (
          <>
            <p id={`${id}-dialog-text`}>
              {joined.isContinue
                ? t('join.dialog.text')
                : t('forms.join.account.exists', { email: joined.email })}
            </p>
            <div className="form-actions">
              {joined.isContinue ? (
                <>
                  <a className="button" href={registerUrl} data-join-register>
                    {t('join.register')}
                  </a>
                  <a className="button button--secondary" href={quoteUrl}>
                    {t('join.quote')}
                  </a>
                </>
              ) : (
                <>
                  <a className="button" href={loginUrl}>
                    {t('nav.login')}
                  </a>
                  <a className="button button--secondary" href={quoteUrl}>
                    {t('join.quote')}
                  </a>
                </>
              )}
            </div>
          </>
        )}
      </Dialog>
    </div>
  );
}

export default JoinForm;
