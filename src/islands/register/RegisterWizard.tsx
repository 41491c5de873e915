/**
 * /register (INSIGHT-3; SITEFLOW-2 join flow, BOFLOW-9 wizard, plan and contract selection):
 * a wizard of account, property, plan and contract, and confirmation. Each step checks its part
 * with the shared schemas of src/contracts/register.ts before moving on; nothing is sent until
 * confirm, when POST /register checks everything again, stores the registration and e-mails the
 * activation link. The e-mail typed in the join form arrives as ?email=.
 */
import { useEffect, useId, useRef } from 'react';
import type { Language } from '../../contracts/types.ts';
import type { Translate } from '../../i18n/translate.ts';
import { Wizard, type WizardStep } from '../../ui/Wizard.tsx';
import { HotelInfoFields } from '../backoffice/property/HotelInfoFields.tsx';
import { useStartup } from '../shared/useStartup.ts';
import { useTranslations } from '../shared/useTranslations.ts';
import { AccountStep } from './AccountStep.tsx';
import { ConfirmStep } from './ConfirmStep.tsx';
import messages from './messages.gen.json';
import { PlanStep } from './PlanStep.tsx';
import { useRegisterWizard } from './useRegisterWizard.ts';
import '../shared/islands.css';
import '../backoffice/property/property.css';
import { useNarrow } from './useNarrow.ts';
import './register.css';

/** The end of the wizard: the activation link is on its way (the heading takes the focus). */
function RegisterSent({ t, email }: { t: Translate; email: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="island register-sent" role="status">
      <h2 ref={heading} tabIndex={-1}>
        {t('register.sent.title')}
      </h2>
      <p>{t('register.sent.text', { email })}</p>
    </div>
  );
}

/** The hotel step's errors, without their 'hotel.' prefix. */
const hotelErrors = (errors: Readonly<Record<string, string>>) =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith('hotel.'))
      .map(([k, v]) => [k.slice('hotel.'.length), v]),
  );

export function RegisterWizard({
  language,
  now = () => new Date(),
}: {
  language: Language;
  now?: () => Date;
}) {
  const t = useTranslations(messages, language) as Translate;
  useStartup(language);
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const narrow = useNarrow();
  const wizard = useRegisterWizard(language, t);
  const { draft, update, edit, errors } = wizard;

  if (wizard.sentTo) return <RegisterSent t={t} email={wizard.sentTo} />;

  const steps: WizardStep[] = [
    {
      id: 'account',
      title: t('register.step.account'),
      subtitle: t('register.step.account.subtitle'),
      validate: () => wizard.submit('account'),
      render: () => <AccountStep t={t} account={draft.account} errors={errors} onChange={edit('account')} />,
    },
    {
      id: 'hotel',
      title: t('register.step.hotel'),
      subtitle: t('register.step.hotel.subtitle'),
      validate: () => wizard.submit('hotel'),
      render: () => (
        <div className="register-grid">
          <HotelInfoFields
            t={t}
            draft={draft.hotel}
            errors={hotelErrors(errors)}
            onChange={edit('hotel')}
            nameAutoComplete="organization"
          />
        </div>
      ),
    },
    {
      id: 'plan',
      title: t('register.step.plan'),
      subtitle: t('register.step.plan.subtitle'),
      validate: () => wizard.submit('plan'),
      render: () => (
        <PlanStep
          t={t}
          language={language}
          id={`${id}-plans`}
          now={now}
          plans={wizard.plans}
          plansError={wizard.plansError}
          selection={draft.selection}
          billing={draft.billing}
          errors={errors}
          onSelect={(selection) => update({ selection })}
          onBilling={edit('billing')}
        />
      ),
    },
    {
      id: 'confirm',
      title: t('register.step.confirm'),
      subtitle: t('register.step.confirm.subtitle'),
      validate: () => wizard.submit('confirm'),
      render: () => (
        <ConfirmStep
          t={t}
          language={language}
          draft={draft}
          plans={wizard.plans}
          errors={errors}
          onChange={update}
        />
      ),
    },
  ];

  return (
    <div className="island register">
      <Wizard
        t={t}
        label={t('register.steps.label')}
        mode={narrow ? 'mobile' : 'horizontal'}
        steps={steps}
        onConfirm={wizard.confirm}
        confirmLabel={wizard.busy ? t('register.sending') : t('register.confirm')}
        busy={wizard.busy}
        stepErrors={wizard.stepErrors}
        footer={
          <div role="alert" className="register-alert">
            {wizard.failure ? <p className="register-error">{wizard.failure}</p> : null}
          </div>
        }
      />
    </div>
  );
}
