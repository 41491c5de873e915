/**
 * The hotel's services (WIDGETUI hotel service editor, PROPFLOW toggle and edit): every catalogue
 * type with a switch, then the hotel's own services. Switching on creates the service with the
 * defaults and saves it (on failure the switch goes back and an error is shown); switching off
 * removes it (on failure it stays on). 'Edit' opens the panel on a copy (ServiceEditor).
 */
import { useId, useRef, useState } from 'react';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import { propertyEndpoints } from '../../../contracts/routes/property.ts';
import type { RoomTypeBedsView, ServiceView } from '../../../contracts/secure/property.ts';
import type { Language } from '../../../contracts/types.ts';
import { SERVICE_TYPES, type ServiceType } from '../../../domain/property.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { formatMoney } from '../../../ui/format.ts';
import { timeoutMessage } from '../../shared/request-error.ts';
import { secureApi } from '../app/request.ts';
import { RichText } from './DescriptionEditor.tsx';
import { CheckboxInput, Notices, useFocusAfterRender } from './form.tsx';
import { ServiceEditor } from './ServiceEditor.tsx';

export type ServicesSectionProps = {
  hotelId: number;
  services: readonly ServiceView[];
  roomTypes: readonly RoomTypeBedsView[];
  language: Language;
  t: Translate;
  onChange: (change: (services: ServiceView[]) => ServiceView[]) => void;
  reload: () => Promise<void>;
};

type Row = { key: string; type: ServiceType | null; service: ServiceView | null; name: string };

export function ServicesSection(props: ServicesSectionProps) {
  const { services, t, language } = props;
  const id = `svcs${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [advanced, setAdvanced] = useState(() => services.some((s) => s.category === 'EXTERNAL'));
  const focusLater = useFocusAfterRender();
  const [editing, setEditing] = useState<number | null>(null);
  /** Switches whose call is running, with the state shown meanwhile. */
  const [pending, setPending] = useState<Readonly<Record<string, boolean>>>({});
  const [status, setStatus] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const editButtons = useRef(new Map<number, HTMLButtonElement>());

  const typeName = (type: ServiceType) => t.text(`bo.property.service.type.${type}`);
  const ownName = (s: ServiceView) => s.name[language] ?? s.name.en ?? s.nameKey;
  const rows: Row[] = SERVICE_TYPES.map((type) => ({
    key: type,
    type,
    service: services.find((s) => s.type === type) ?? null,
    name: typeName(type),
  }));
  const own: Row[] = services
    .filter((s) => s.type === null)
    .map((s) => ({ key: `own-${s.id}`, type: null, service: s, name: ownName(s) }));

  const notice = ({ status: s, error }: { status?: string; error?: string }) => {
    setStatus(s ?? null);
    setAlert(error ?? null);
  };

  const toggle = async (row: Row, on: boolean) => {
    if (pending[row.key] !== undefined) return;
    setPending((p) => ({ ...p, [row.key]: on }));
    notice({});
    try {
      if (on && row.type) {
        const created = await secureApi(
          propertyEndpoints.createHotelService,
          { params: { hotelId: props.hotelId }, body: { type: row.type } },
          { fallback: 'Error saving the service' },
        );
        props.onChange((list) => [...list, created]);
        notice({ status: t('bo.property.services.created', { name: row.name }) });
      } else if (!on && row.service) {
        await secureApi(
          propertyEndpoints.removeHotelService,
          { params: { hotelId: props.hotelId, id: row.service.id }, query: { version: row.service.version } },
          { fallback: 'Error removing the service' },
        );
        const removedId = row.service.id;
        props.onChange((list) => list.filter((s) => s.id !== removedId));
        if (editing === removedId) setEditing(null);
        notice({ status: t('bo.property.services.removed', { name: row.name }) });
      }
    } catch (error) {
      // The switch shows the saved state again (pending cleared below): off after a failed create,
      // on after a failed removal.
      const base = t(on ? 'bo.property.services.create.error' : 'bo.property.services.remove.error', {
        name: row.name,
      });
      const conflict = error instanceof ApiRequestError && (error.status === 409 || error.status === 404);
      notice({ error: conflict ? t('bo.property.changed') : (timeoutMessage(error, t) ?? base) });
      if (conflict) await props.reload();
    } finally {
      setPending((p) => {
        const { [row.key]: _done, ...rest } = p;
        return rest;
      });
    }
  };

  const summary = (s: ServiceView) => {
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
  };

  const renderRow = (row: Row) => {
    const saved = row.service !== null;
    const shown = pending[row.key] ?? saved;
    const service = row.service;
    const open = service !== null && editing === service.id;
    const description = service ? (service.description[language] ?? '') : '';
    return (
      <li key={row.key} className="bo-property__service">
        <div className="bo-property__service-line">
          <label className="bo-property__switch">
            <input
              type="checkbox"
              role="switch"
              checked={shown}
              aria-checked={shown}
              aria-busy={pending[row.key] !== undefined || undefined}
              disabled={row.type === null && !saved}
              onChange={(event) => void toggle(row, event.currentTarget.checked)}
            />
            <span>{row.name}</span>
          </label>
          {service && saved ? (
            <button
              ref={(el) => {
                if (el) editButtons.current.set(service.id, el);
                else editButtons.current.delete(service.id);
              }}
              type="button"
              className="button button--secondary bo-property__small"
              aria-expanded={open}
              aria-controls={open ? `${id}-${service.id}` : undefined}
              aria-label={t('bo.property.services.edit', { name: row.name })}
              onClick={() => setEditing(open ? null : service.id)}
            >
              {t('bo.property.edit')}
            </button>
          ) : null}
        </div>
        {service && saved ? <p className="bo-property__muted">{summary(service)}</p> : null}
        {service && saved && description && !open ? <RichText text={description} /> : null}
        {service && open ? (
          <div id={`${id}-${service.id}`}>
            <ServiceEditor
              hotelId={props.hotelId}
              service={service}
              name={row.name}
              advanced={advanced}
              roomTypes={props.roomTypes}
              language={language}
              t={t}
              onSaved={(next) => props.onChange((list) => list.map((s) => (s.id === next.id ? next : s)))}
              onClose={() => {
                setEditing(null);
                focusLater(() => editButtons.current.get(service.id));
              }}
              reload={props.reload}
              onNotice={notice}
            />
          </div>
        ) : null}
      </li>
    );
  };

  return (
    <section className="bo-property__section" aria-labelledby={`${id}-h`}>
      <div className="bo-property__head">
        <h2 id={`${id}-h`}>{t('bo.property.services.heading')}</h2>
      </div>
      <p className="bo-property__muted">{t('bo.property.services.hint')}</p>
      <CheckboxInput label={t('bo.property.services.advanced')} checked={advanced} onChange={setAdvanced} />
      <Notices status={status} error={alert} />
      <ul className="bo-property__services">{rows.map(renderRow)}</ul>
      {own.length > 0 ? (
        <>
          <h3>{t('bo.property.services.own')}</h3>
          <ul className="bo-property__services">{own.map(renderRow)}</ul>
        </>
      ) : null}
    </section>
  );
}
