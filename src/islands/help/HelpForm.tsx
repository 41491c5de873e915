/**
 * The help request form (PROPDATA, PROPCHECK, PROPERR, PROPLIM): a call-back (phone and a time slot, 10-11 by
 * default) or an e-mail answer, and the description. idle → sending → success (the owner closes
 * the dialog and shows the server's message) or error (a notification with the server's message,
 * or 'help.error' when there is none). An invalid form shows 'error.validation.fields.text' and
 * focuses its first invalid field. The shared schema (and zod) loads on first validation.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { ApiRequestError } from '../../contracts/client/http.ts';
import type { HelpRequest, HelpRequestInput } from '../../contracts/help-request.ts';
import {
  CALL_BACK_SLOTS,
  DEFAULT_CALL_BACK_SLOT,
  HELP_PHONE_MAX_LENGTH,
  HELP_REQUEST_TYPES,
  HELP_SENDER_MAX_LENGTH,
  HELP_TEXT_MAX_LENGTH,
  type HelpRequestType,
} from '../../contracts/help-request-limits.ts';
import type { Language } from '../../contracts/types.ts';
import { localePath } from '../../i18n/paths.ts';
import type { Translate } from '../../i18n/translate.ts';
import { browserApi } from '../../scripts/browser-api.ts';
import { useFocusFirstInvalid } from '../../ui/focus.ts';
import { FormStatus, SelectField, TextAreaField, TextField } from '../shared/fields.tsx';
import { lazyZodResolver } from '../shared/lazy-resolver.ts';
import { Notification } from '../shared/Notification.tsx';
import { unlessBusy } from '../shared/navigation.ts';
import type messages from './messages.gen.json';

type Phase = 'idle' | 'sending' | 'error';

const EMAIL_MAX_LENGTH = 254;

const schemaResolver = lazyZodResolver<HelpRequestInput, HelpRequest>(() =>
  import('../../contracts/help-request.ts').then((m) => m.helpRequestSchema),
);

/**
 * The schema's resolver, plus the chosen contact's 'required' error at once: zod runs the
 * schema's cross-field check only once every field parses, so an empty form would otherwise
 * show the description's error alone and the contact's one on the next submit.
 */
const resolver: Resolver<HelpRequestInput, unknown, HelpRequest> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  const contact = values.type === 'EMAIL' ? 'email' : 'phone';
  if (String(values[contact] ?? '').trim() !== '' || result.errors[contact]) return result;
  const errors: FieldErrors<HelpRequestInput> = {
    ...result.errors,
    [contact]: { type: 'custom', message: 'error.required' },
  };
  return { values: {}, errors };
};

/** '10-11' → '10:00–11:00'. */
export function slotLabel(t: Translate<keyof (typeof messages)['en']>, slot: string): string {
  const [from, to] = slot.split('-');
  return t('help.hours.slot', { from, to });
}

export type HelpFormProps = {
  language: Language;
  t: Translate<keyof (typeof messages)['en']>;
  /** Whether the dialog is open: the failure notification goes when it closes. */
  open: boolean;
  /** A sent request: the server's message. */
  onSent: (message: string) => void;
};

export function HelpForm({ language, t, open, onSent }: HelpFormProps) {
  const id = useId();
  const [phase, setPhase] = useState<Phase>('idle');
  const [formError, setFormError] = useState<string | null>(null);
  const [notification, setNotification] = useState<string | null>(null);
  const firstFieldRef = useRef<HTMLInputElement | null>(null);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<HelpRequestInput, unknown, HelpRequest>({
    resolver,
    defaultValues: {
      type: 'PHONE',
      hours: DEFAULT_CALL_BACK_SLOT,
      phone: '',
      email: '',
      sender: '',
      text: '',
    },
    // The hidden contact field (phone or e-mail) is left out of the request and of validation.
    shouldUnregister: true,
    shouldFocusError: false,
  });
  const type = watch('type') as HelpRequestType;

  // Loaded after the dialog opened: take the focus the dialog could not give yet.
  useEffect(() => {
    firstFieldRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) setNotification(null);
  }, [open]);

  const onValid = async (data: HelpRequest) => {
    setFormError(null);
    setNotification(null);
    setPhase('sending');
    try {
      const response = await browserApi().helpRequest(data);
      reset();
      setPhase('idle');
      onSent(response.message);
    } catch (error) {
      const fromServer = error instanceof ApiRequestError && error.fromServer;
      if (error instanceof ApiRequestError && error.status === 400) {
        for (const problem of error.errors) {
          if (problem.field in data) {
            setError(problem.field as keyof HelpRequestInput, { type: 'server', message: problem.code });
          }
        }
        if (error.errors.length > 0) {
          setFormError(t('error.validation.fields.text'));
          focusFirstInvalid();
        }
      }
      setNotification(fromServer ? (error as ApiRequestError).message : t('help.error'));
      setPhase('error');
    }
  };

  const onInvalid = () => {
    setFormError(t('error.validation.fields.text'));
    setPhase('idle');
    focusFirstInvalid();
  };

  const sending = phase === 'sending';
  const field = (name: string) => `${id}-${name}`;
  const typeField = register('type');

  return (
    <>
      <form
        method="post"
        ref={formRef}
        noValidate
        onSubmit={unlessBusy(sending, handleSubmit(onValid, onInvalid))}
        aria-busy={sending}
        onFocus={() => schemaResolver.preload()}
      >
        <p>{t('help.intro')}</p>
        <fieldset className="choice-group help-type">
          <legend>{t('help.type')}</legend>
          {HELP_REQUEST_TYPES.map((value, index) => (
            <div className="field-check" key={value}>
              <input
                type="radio"
                id={field(`type-${value}`)}
                value={value}
                {...typeField}
                ref={(element) => {
                  typeField.ref(element);
                  if (index === 0) firstFieldRef.current = element;
                }}
              />
              <label htmlFor={field(`type-${value}`)}>{t(`help.type.${value}`)}</label>
            </div>
          ))}
        </fieldset>
        <div className="field-grid">
          {type === 'EMAIL' ? (
            <TextField
              id={field('email')}
              label={t('help.email')}
              t={t}
              type="email"
              inputMode="email"
              required
              autoComplete="email"
              maxLength={EMAIL_MAX_LENGTH}
              error={errors.email}
              {...register('email')}
            />
          ) : (
            <>
              <TextField
                id={field('phone')}
                label={t('help.phone')}
                t={t}
                type="tel"
                required
                autoComplete="tel"
                maxLength={HELP_PHONE_MAX_LENGTH}
                error={errors.phone}
                {...register('phone')}
              />
              <SelectField
                id={field('hours')}
                label={t('help.hours')}
                t={t}
                required
                options={CALL_BACK_SLOTS.map((slot) => ({ value: slot, label: slotLabel(t, slot) }))}
                error={errors.hours}
                {...register('hours')}
              />
            </>
          )}
          <TextField
            id={field('sender')}
            label={t('help.sender')}
            t={t}
            autoComplete="name"
            maxLength={HELP_SENDER_MAX_LENGTH}
            error={errors.sender}
            className="field--wide"
            {...register('sender')}
          />
        </div>
        <TextAreaField
          id={field('text')}
          label={t('help.text')}
          t={t}
          required
          rows={4}
          maxLength={HELP_TEXT_MAX_LENGTH}
          error={errors.text}
          {...register('text')}
        />
        <p className="form-hint">
          {t('legal.privacy.notice')} <a href={localePath(language, '/privacy')}>{t('legal.privacy.link')}</a>
        </p>
        <FormStatus error={formError} status={sending ? t('help.sending') : null} />
        <div className="form-actions">
          <button type="submit" className="button" aria-disabled={sending}>
            {sending ? t('help.sending') : t('help.submit')}
          </button>
        </div>
      </form>
      <Notification
        message={notification}
        onDismiss={() => setNotification(null)}
        closeLabel={t('button.close')}
      />
    </>
  );
}

export default HelpForm;
