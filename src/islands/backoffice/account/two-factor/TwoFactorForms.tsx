/**
 * The two-factor forms: the enrolment (the QR code, the key in groups of four and the first code
 * that confirms it), and, once on, new recovery codes with the password and turning it off with
 * the password and a code. The account's address sits hidden in each password form for password managers.
 */
import type { TwoFactorEnrolment } from '../../../../contracts/two-factor.ts';
import { groupInFours } from '../../../../domain/two-factor.ts';
import type { Translate } from '../../../../i18n/translate.ts';
import { TextField } from '../../../shared/fields.tsx';
import { CurrentPassword } from '../CurrentPassword.tsx';
import { QrCode } from '../QrCode.tsx';
import type { TwoFactor } from './useTwoFactor.ts';

const CODE_FIELD = {
  autoComplete: 'one-time-code',
  inputMode: 'numeric',
  maxLength: 7,
  spellCheck: false,
} as const;

type FormsProps = { id: string; t: Translate; twoFactor: TwoFactor };

export function TwoFactorEnrol({
  id,
  t,
  twoFactor,
  enrolment,
}: FormsProps & { enrolment: TwoFactorEnrolment }) {
  const form = twoFactor.confirmForm;
  return (
    <div className="bo-two-factor__enrol">
      <p>{t('bo.account.two.factor.scan')}</p>
      <QrCode text={enrolment.uri} label={t('bo.account.two.factor.qr')} />
      <p>
        {t('bo.account.two.factor.secret')}:{' '}
        <code className="bo-two-factor__secret" data-secret={enrolment.secret}>
          {groupInFours(enrolment.secret)}
        </code>
      </p>
      <form noValidate onSubmit={form.handleSubmit(twoFactor.confirm)}>
        <TextField
          id={`${id}-confirm-code`}
          label={t('bo.account.two.factor.code')}
          t={t}
          required
          {...CODE_FIELD}
          error={form.formState.errors.code}
          {...form.register('code')}
        />
        <div>
          <button type="submit" className="button" aria-disabled={form.formState.isSubmitting || undefined}>
            {t('bo.account.two.factor.confirm')}
          </button>
        </div>
      </form>
    </div>
  );
}

export function TwoFactorManage({ id, t, twoFactor, email }: FormsProps & { email: string }) {
  const { regenerateForm, disableForm } = twoFactor;
  return (
    <>
      <h3>{t('bo.account.two.factor.regenerate.title')}</h3>
      <form
        noValidate
        onSubmit={regenerateForm.handleSubmit(twoFactor.regenerate)}
        aria-labelledby={`${id}-regenerate`}
      >
        <p id={`${id}-regenerate`}>{t('bo.account.two.factor.regenerate.text')}</p>
        <CurrentPassword
          id={`${id}-regenerate-password`}
          t={t}
          email={email}
          error={regenerateForm.formState.errors.currentPassword}
          field={regenerateForm.register('currentPassword')}
        />
        <div>
          <button type="submit" className="button button--secondary">
            {t('bo.account.two.factor.regenerate.submit')}
          </button>
        </div>
      </form>
      <h3>{t('bo.account.two.factor.disable.title')}</h3>
      <form
        noValidate
        onSubmit={disableForm.handleSubmit(twoFactor.disable)}
        aria-labelledby={`${id}-disable`}
      >
        <p id={`${id}-disable`}>{t('bo.account.two.factor.disable.text')}</p>
        <CurrentPassword
          id={`${id}-disable-password`}
          t={t}
          email={email}
          error={disableForm.formState.errors.currentPassword}
          field={disableForm.register('currentPassword')}
        />
        <TextField
          id={`${id}-disable-code`}
          label={t('bo.account.two.factor.code')}
          t={t}
          required
          {...CODE_FIELD}
          error={disableForm.formState.errors.code}
          {...disableForm.register('code')}
        />
        <div>
          <button type="submit" className="button button--secondary">
            {t('bo.account.two.factor.disable.submit')}
          </button>
        </div>
      </form>
    </>
  );
}
