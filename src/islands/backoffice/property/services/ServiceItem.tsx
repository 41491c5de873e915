/**
 * One line of the services list: the switch (the state asked while its call runs), Edit for a saved
 * service, its summary and description, and the edit panel under it when open (`children`).
 */
import type { ReactNode, Ref } from 'react';
import type { ServiceView } from '../../../../contracts/secure/property.ts';
import type { Language } from '../../../../contracts/types.ts';
import type { Translate } from '../../../../i18n/translate.ts';
import { formatMoney } from '../../../../ui/format.ts';
import { RichText } from '../DescriptionEditor.tsx';
import type { ServiceRow } from './useServiceSwitches.ts';

/** Category · bookability · the prices per size and how often (or "free"). */
export function serviceSummary(s: ServiceView, t: Translate, language: Language): string {
  const parts = [
    t.text(`bo.property.service.category.${s.category}`),
    t.text(`bo.property.service.bookability.${s.bookability}`),
  ];
  if (s.paymentType === 'FREE' || s.options.length === 0) parts.push(t('bo.property.services.free'));
  else {
    const prices = s.options
      .filter((o) => o.amount > 0 || o.size === 'SINGLE' || o.size === 'PER_ADULT')
      .map((o) =>
        s.paymentType === 'SINGLE'
          ? formatMoney(o.amount, language)
          : `${t.text(`bo.property.service.size.${o.size}`)} ${formatMoney(o.amount, language)}`,
      );
    parts.push(
      `${prices.join(', ')} ${t.text(`bo.property.service.frequency.${s.frequency}`).toLowerCase()}`,
    );
  }
  return parts.join(' · ');
}

export function ServiceItem(props: {
  row: ServiceRow;
  t: Translate;
  language: Language;
  /** The state asked while the switch's call runs. */
  pending: boolean | undefined;
  /** The id of the edit panel's container (open or not). */
  panelId: string;
  open: boolean;
  editRef: Ref<HTMLButtonElement>;
  onToggle: (on: boolean) => void;
  onEdit: () => void;
  children: ReactNode;
}) {
  const { row, t, language, open } = props;
  const service = row.service;
  const shown = props.pending ?? service !== null;
  const description = service ? (service.description[language] ?? '') : '';
  return (
    <li className="bo-property__service">
      <div className="bo-property__service-line">
        <label className="bo-property__switch">
          <input
            type="checkbox"
            role="switch"
            checked={shown}
            aria-checked={shown}
            aria-busy={props.pending !== undefined || undefined}
            disabled={row.type === null && service === null}
            onChange={(event) => props.onToggle(event.currentTarget.checked)}
          />
          <span>{row.name}</span>
        </label>
        {service ? (
          <button
            ref={props.editRef}
            type="button"
            className="button button--secondary bo-property__small"
            aria-expanded={open}
            aria-controls={open ? props.panelId : undefined}
            aria-label={t('bo.property.services.edit', { name: row.name })}
            onClick={props.onEdit}
          >
            {t('bo.property.edit')}
          </button>
        ) : null}
      </div>
      {service ? <p className="bo-property__muted">{serviceSummary(service, t, language)}</p> : null}
      {service && description && !open ? <RichText text={description} /> : null}
      {service && open ? <div id={props.panelId}>{props.children}</div> : null}
    </li>
  );
}
