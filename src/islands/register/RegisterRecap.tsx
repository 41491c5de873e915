/** The confirmation step's recap: what will be created once the e-mail is verified. */

import type { HotelInfoForm } from '../../contracts/secure/property.ts';
import type { Language, Plan } from '../../contracts/types.ts';
import { LOCALE } from '../../domain/dates-format.ts';
import type { PlanSelection } from '../../domain/plan-selection.ts';
import type { Translate } from '../../i18n/translate.ts';
import { formatListPrice } from '../../ui/format.ts';
import { chosenPriceText, contractEndText } from '../../ui/plans/plan-texts.ts';
import type { AccountDraft, BillingDraft } from './drafts.ts';

export function RegisterRecap(props: {
  t: Translate;
  language: Language;
  account: AccountDraft;
  hotel: HotelInfoForm;
  plan: Plan | null;
  selection: PlanSelection | null;
  billing: BillingDraft;
}) {
  const { t, language, account, hotel, plan, selection, billing } = props;
  const option = plan?.paymentOptions.find((o) => o.id === selection?.optionId);
  const discount = plan?.multiLengthDiscounts.find((d) => d.id === selection?.discountId) ?? null;
  const money = (value: number) => formatListPrice(value, option?.amount.currency ?? 'EUR', language);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(LOCALE[language], {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(iso));
  return (
    <div className="register-recap">
      <section aria-labelledby="recap-account">
        <h3 id="recap-account">{t('register.recap.account')}</h3>
        <p>
          {account.name} {account.surname}
          <br />
          {account.email}
          <br />
          {t('register.account.username')}: {account.username}
        </p>
      </section>
      <section aria-labelledby="recap-hotel">
        <h3 id="recap-hotel">{t('register.recap.hotel')}</h3>
        <p>
          {hotel.name}
          <br />
          {t.text(`hotel.type.${hotel.type}`)}
          {hotel.stars ? ` · ${t('bo.property.info.stars.value', { count: hotel.stars })}` : ''}
          {' · '}
          {t('bo.property.info.rooms')}: {hotel.roomsNumber}
        </p>
      </section>
      <section aria-labelledby="recap-plan">
        <h3 id="recap-plan">{t('register.recap.plan')}</h3>
        {plan && option && selection ? (
          <p>
            {t.text(plan.nameKey)} · {chosenPriceText(t, plan, option, discount, money)}
            <br />
            {t('register.plan.contract.start')}: {date(selection.startDate)} ·{' '}
            {t('register.plan.contract.end')}: {contractEndText(t, selection.endDate, date)}
          </p>
        ) : (
          <p>{t('error.plan.required')}</p>
        )}
      </section>
      <section aria-labelledby="recap-billing">
        <h3 id="recap-billing">{t('register.recap.billing')}</h3>
        <p>
          {billing.companyName} · {billing.vatNumber}
          <br />
          {billing.address}, {billing.zip} {billing.city}
          <br />
          {billing.email}
        </p>
      </section>
    </div>
  );
}
