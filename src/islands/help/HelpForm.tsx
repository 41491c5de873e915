/**
 * The help request form (PROPDATA, PROPCHECK, PROPERR, PROPLIM): a call-back (phone and a time slot, 10-11 by
 * default) or an e-mail answer, and the description. idle → sending → success (the owner closes
 * the dialog and shows the server's message) or error (a notification with the server's message,
 * or 'help.error' when there is none). An invalid form shows 'error.validation.fields.text' and
 * focuses its first invalid field. The shared schema (and zod) loads on first validation.
 */
import { type RefObject, useEffect, useId } from 'react';
import { type FieldErrors, type Resolver, type UseFormRegister, useForm } from 'react-hook-form';
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
import type { Translate } from '../../i18n/translate.ts';
import { browserApi } from '../../scripts/browser-api.ts';
import { SelectField, TextAreaField, TextField } from '../shared/fields.tsx';
import { lazyZodResolver } from '../shared/lazy-resolver.ts';
import { Notification } from '../shared/Notification.tsx';
import { unlessBusy } from '../shared/navigation.ts';
import { RequestFooter } from '../shared/RequestFooter.tsx';
import { useFirstFieldFocus, useRequestForm } from '../shared/useRequestForm.ts';
import type messages from './messages.gen.json';

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

type HelpFieldsProps = {
  t: Translate<keyof (typeof messages)['en']>;
  field: (name: string) => string;
  register: UseFormRegister<HelpRequestInput>;
  errors: FieldErrors<HelpRequestInput>;
  type: HelpRequestType;
  /** The first radio: it takes the focus when the form loads. */
  firstFieldRef: RefObject<HTMLInputElement | null>;
};

/** How to answer (a call-back: phone and time slot; or an e-mail) and who asks. */
function HelpContactFields({ t, field, register, errors, type, firstFieldRef }: HelpFieldsProps) {
  const typeField = register('type');
  return (
    <>
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
    </>
  );
}

export function HelpForm({ language, t, open, onSent }: HelpFormProps) {
  const id = useId();
  const request = useRequestForm(t('error.validation.fields.text'));
  const { setNotification } = request;
  const firstFieldRef = useFirstFieldFocus();
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

  useEffect(() => {
    if (!open) setNotification(null);
  }, [open, setNotification]);

  const onValid = async (data: HelpRequest) => {
    request.startSending();
    try {
      const response = await browserApi().helpRequest(data);
      reset();
      request.setPhase('idle');
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
          request.setFormError(t('error.validation.fields.text'));
          request.focusFirstInvalid();
        }
      }
      setNotification(fromServer ? (error as ApiRequestError).message : t('help.error'));
      request.setPhase('error');
    }
  };

  const { sending } = request;
  const field = (name: string) => `${id}-${name}`;

  return (
    <>
      <form
        method="post"
        ref={request.formRef}
        noValidate
        onSubmit={unlessBusy(sending, handleSubmit(onValid, request.onInvalid))}
        aria-busy={sending}
        onFocus={() => schemaResolver.preload()}
      >
        <p>{t('help.intro')}</p>
        <HelpContactFields
          t={t}
          field={field}
          register={register}
          errors={errors}
          type={type}
          firstFieldRef={firstFieldRef}
        />
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
        <RequestFooter
          language={language}
          t={t}
          formError={request.formError}
          status={sending ? t('help.sending') : null}
          sending={sending}
          submitLabel={sending ? t('help.sending') : t('help.submit')}
        />
      </form>
      <Notification
        message={request.notification}
        onDismiss={() => setNotification(null)}
        closeLabel={t('button.close')}
      />
    </>
  );
}

export default HelpForm;
