/**
 * My account's two-factor sign-in (decision 061): turn it on (a QR code and the key in groups of
 * four, confirmed by a first code), see the ten recovery codes once (copy, download), make new
 * ones with the current password, turn it off with the password and a code. Each form checks the
 * route's own schema (src/contracts/two-factor.ts); the worker's field errors land on the fields.
 */
import { useId } from 'react';
import type { Language } from '../../../contracts/types.ts';
import { FormStatus } from '../../shared/fields.tsx';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { TWO_FACTOR_REQUIRED_QUERY } from '../app/request.ts';
import { ScreenNotices } from '../app/ScreenNotices.tsx';
import { RecoveryCodeList } from './two-factor/RecoveryCodeList.tsx';
import { TwoFactorEnrol, TwoFactorManage } from './two-factor/TwoFactorForms.tsx';
import { useTwoFactor } from './two-factor/useTwoFactor.ts';

export function TwoFactorPanel({ language, email }: { language: Language; email: string }) {
  const t = useBackofficeTranslations(language);
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const twoFactor = useTwoFactor(t);
  const { status, loadFailed, enrolment, codes } = twoFactor;
  // Sent here because a hotel requires two-factor sign-in of this person and the API refused without it.
  const required =
    typeof window !== 'undefined' && window.location.search.includes(TWO_FACTOR_REQUIRED_QUERY);

  return (
    <section className="bo-account-screen__panel" id="two-factor" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('bo.account.two.factor.title')}</h2>
      {required && !status?.enabled ? (
        <p className="bo-two-factor__required" role="alert">
          {t.text('error.two.factor.required')}
        </p>
      ) : null}
      <p>{t('bo.account.two.factor.text')}</p>
      <ScreenNotices
        notice={null}
        loadFailed={status ? null : loadFailed}
        loading={!status && !loadFailed}
        onRetry={() => void twoFactor.load()}
        retryLabel={t('bo.app.retry')}
        loadingLabel={t('bo.app.loading')}
      />
      {status ? (
        <p className="bo-two-factor__state">
          <strong>
            {status.enabled
              ? t('bo.account.two.factor.on', { count: status.recoveryCodesLeft })
              : t('bo.account.two.factor.off')}
          </strong>
        </p>
      ) : null}
      <FormStatus error={twoFactor.error} status={twoFactor.message} />

      {codes ? <RecoveryCodeList codes={codes} email={email} t={t} onDone={twoFactor.closeCodes} /> : null}

      {status && !status.enabled && !enrolment ? (
        <div>
          <button type="button" className="button" onClick={() => void twoFactor.start()}>
            {t('bo.account.two.factor.start')}
          </button>
        </div>
      ) : null}

      {status && !status.enabled && enrolment ? (
        <TwoFactorEnrol id={id} t={t} twoFactor={twoFactor} enrolment={enrolment} />
      ) : null}

      {status?.enabled ? <TwoFactorManage id={id} t={t} twoFactor={twoFactor} email={email} /> : null}
    </section>
  );
}
