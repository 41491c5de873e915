/**
 * The hotel's current contract (INSIGHT-3; BODATA-4 Contract), /secure/property/contract:
 * plan, payment option, start, end, length discount and billing details, read from
 * GET /hotels/{id}/contract. Changing a contract is not offered here (it goes through support).
 * Below it, the partner plans the manager may ask for (PartnerPlans.tsx).
 */

import { useCallback, useEffect, useId, useState } from 'react';
import { contractsEndpoints } from '../../../contracts/routes/contracts.ts';
import type { ContractView } from '../../../contracts/secure/contracts.ts';
import { formatListPrice } from '../../../ui/format.ts';
import { contractEndText, discountText, lengthText, optionPriceText } from '../../../ui/plans/plan-texts.ts';
import { timeoutMessage } from '../../shared/request-error.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { secureApi } from '../app/request.ts';
import type { ScreenProps } from '../screen.ts';
import { PartnerPlans } from './PartnerPlans.tsx';
import '../property/property.css';
import { LOCALE } from '../../../domain/dates-format.ts';

export default function ContractScreen({ hotel, language }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const [contract, setContract] = useState<ContractView | null | undefined>(undefined);
  const [loadError, setLoadError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const answer = await secureApi(
        contractsEndpoints.getHotelContract,
        { params: { hotelId: hotel.id } },
        { fallback: 'Error getting the contract' },
      );
      setContract(answer.contract);
      setLoadError(null);
    } catch (error) {
      setLoadError(timeoutMessage(error, t) ?? t('bo.contract.load.error'));
    }
  }, [hotel.id, t]);

  useEffect(() => {
    setContract(undefined);
    void load();
  }, [load]);

  const date = (iso: string) =>
    new Intl.DateTimeFormat(LOCALE[language], {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(iso));
  const option = contract?.paymentOption;
  const money = (value: number) => formatListPrice(value, option?.amount.currency ?? 'EUR', language);

  return (
    <div className="bo-property">
      <h1 id={`${id}-title`}>{t('bo.contract.title')}</h1>
      {loadError ? (
        <div className="bo-property__error" role="alert">
          <p>{loadError}</p>
          <button type="button" className="button button--secondary" onClick={() => void load()}>
            {t('bo.contract.retry')}
          </button>
        </div>
      ) : null}
      {contract === undefined && !loadError ? <p aria-busy="true">{t('bo.contract.loading')}</p> : null}
      {contract === null ? <p>{t('bo.contract.none')}</p> : null}
      {contract && option ? (
        <section className="bo-property__section" aria-labelledby={`${id}-plan`}>
          <h2 id={`${id}-plan`}>{t.text(contract.plan.nameKey)}</h2>
          <dl className="bo-property__view" data-testid="contract">
            <div>
              <dt>{t('bo.contract.option')}</dt>
              <dd>
                {t.text(`frequency.${option.frequency}`)} · {optionPriceText(t, option, money)}
              </dd>
            </div>
            <div>
              <dt>{t('bo.contract.start')}</dt>
              <dd>{date(contract.startDate)}</dd>
            </div>
            <div>
              <dt>{t('bo.contract.end')}</dt>
              <dd>{contractEndText(t, contract.endDate, date)}</dd>
            </div>
            <div>
              <dt>{t('bo.contract.discount')}</dt>
              <dd>
                {contract.multiLengthDiscount
                  ? `${lengthText(t, contract.multiLengthDiscount.size)} · ${discountText(t, contract.multiLengthDiscount, money)}`
                  : t('bo.contract.discount.none')}
              </dd>
            </div>
            <div>
              <dt>{t('bo.contract.billing')}</dt>
              <dd>
                {contract.billing.companyName} · {contract.billing.vatNumber}
                <br />
                {contract.billing.address}, {contract.billing.zip} {contract.billing.city}
                <br />
                {contract.billing.email}
              </dd>
            </div>
          </dl>
        </section>
      ) : null}
      <PartnerPlans t={t} language={language} />
    </div>
  );
}
