/**
 * The hotel's services (WIDGETUI hotel service editor, PROPFLOW toggle and edit): every catalogue
 * type with a switch, then the hotel's own services. Switching on creates the service with the
 * defaults and saves it (on failure the switch goes back and an error is shown); switching off
 * removes it (on failure it stays on). 'Edit' opens the panel on a copy (ServiceEditor).
 */
import { useId, useRef, useState } from 'react';
import type { RoomTypeBedsView, ServiceView } from '../../../contracts/secure/property.ts';
import type { Language } from '../../../contracts/types.ts';
import { SERVICE_TYPES } from '../../../domain/property.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { CheckboxInput, Notices, useFocusAfterRender } from './form.tsx';
import { ServiceEditor } from './ServiceEditor.tsx';
import { ServiceItem } from './services/ServiceItem.tsx';
import { type ServiceRow, useServiceSwitches } from './services/useServiceSwitches.ts';

export type ServicesSectionProps = {
  hotelId: number;
  services: readonly ServiceView[];
  roomTypes: readonly RoomTypeBedsView[];
  language: Language;
  t: Translate;
  onChange: (change: (services: ServiceView[]) => ServiceView[]) => void;
  reload: () => Promise<void>;
};

export function ServicesSection(props: ServicesSectionProps) {
  const { services, t, language } = props;
  const id = `svcs${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [advanced, setAdvanced] = useState(() => services.some((s) => s.category === 'EXTERNAL'));
  const focusLater = useFocusAfterRender();
  const [editing, setEditing] = useState<number | null>(null);
  const editButtons = useRef(new Map<number, HTMLButtonElement>());
  const switches = useServiceSwitches({
    hotelId: props.hotelId,
    t,
    onChange: props.onChange,
    reload: props.reload,
    onRemoved: (removedId) => {
      if (editing === removedId) setEditing(null);
    },
  });

  const rows: ServiceRow[] = SERVICE_TYPES.map((type) => ({
    key: type,
    type,
    service: services.find((s) => s.type === type) ?? null,
    name: t.text(`bo.property.service.type.${type}`),
  }));
  const own: ServiceRow[] = services
    .filter((s) => s.type === null)
    .map((s) => ({
      key: `own-${s.id}`,
      type: null,
      service: s,
      name: s.name[language] ?? s.name.en ?? s.nameKey,
    }));

  const renderRow = (row: ServiceRow) => {
    const service = row.service;
    const open = service !== null && editing === service.id;
    return (
      <ServiceItem
        key={row.key}
        row={row}
        t={t}
        language={language}
        pending={switches.pending[row.key]}
        panelId={`${id}-${service?.id}`}
        open={open}
        editRef={(el) => {
          if (!service) return;
          if (el) editButtons.current.set(service.id, el);
          else editButtons.current.delete(service.id);
        }}
        onToggle={(on) => void switches.toggle(row, on)}
        onEdit={() => setEditing(open ? null : (service?.id ?? null))}
      >
        {service ? (
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
            onNotice={switches.notice}
          />
        ) : null}
      </ServiceItem>
    );
  };

  return (
    <section className="bo-property__section" aria-labelledby={`${id}-h`}>
      <div className="bo-property__head">
        <h2 id={`${id}-h`}>{t('bo.property.services.heading')}</h2>
      </div>
      <p className="bo-property__muted">{t('bo.property.services.hint')}</p>
      <CheckboxInput label={t('bo.property.services.advanced')} checked={advanced} onChange={setAdvanced} />
      <Notices status={switches.status} error={switches.alert} />
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
