/**
 * The services' switches: switching on creates the service with the defaults, switching off removes
 * it. While the call runs the switch shows the state asked; on failure it shows the saved state
 * again and the alert says why (a 409 or 404 reloads what another manager saved). One notice line
 * for the section, which the edit panel writes to as well.
 */
import { useState } from 'react';
import { ApiRequestError } from '../../../../contracts/client/http.ts';
import { propertyEndpoints } from '../../../../contracts/routes/property.ts';
import type { ServiceView } from '../../../../contracts/secure/property.ts';
import type { ServiceType } from '../../../../domain/property.ts';
import type { Translate } from '../../../../i18n/translate.ts';
import { timeoutMessage } from '../../../shared/request-error.ts';
import { secureApi } from '../../app/request.ts';

/** A line of the list: a catalogue type (its service, if the hotel has it) or one of the hotel's own. */
export type ServiceRow = { key: string; type: ServiceType | null; service: ServiceView | null; name: string };

export type ServiceNotice = { status?: string; error?: string };

export type ServiceSwitchesOptions = {
  hotelId: number;
  t: Translate;
  onChange: (change: (services: ServiceView[]) => ServiceView[]) => void;
  reload: () => Promise<void>;
  /** A service removed: its edit panel, if open, closes. */
  onRemoved: (id: number) => void;
};

export function useServiceSwitches({ hotelId, t, onChange, reload, onRemoved }: ServiceSwitchesOptions) {
  /** Switches whose call is running, with the state shown meanwhile. */
  const [pending, setPending] = useState<Readonly<Record<string, boolean>>>({});
  const [status, setStatus] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const notice = ({ status: s, error }: ServiceNotice) => {
    setStatus(s ?? null);
    setAlert(error ?? null);
  };

  const toggle = async (row: ServiceRow, on: boolean) => {
    if (pending[row.key] !== undefined) return;
    setPending((p) => ({ ...p, [row.key]: on }));
    notice({});
    try {
      if (on && row.type) {
        const created = await secureApi(
          propertyEndpoints.createHotelService,
          { params: { hotelId }, body: { type: row.type } },
          { fallback: 'Error saving the service' },
        );
        onChange((list) => [...list, created]);
        notice({ status: t('bo.property.services.created', { name: row.name }) });
      } else if (!on && row.service) {
        await secureApi(
          propertyEndpoints.removeHotelService,
          { params: { hotelId, id: row.service.id }, query: { version: row.service.version } },
          { fallback: 'Error removing the service' },
        );
        const removedId = row.service.id;
        onChange((list) => list.filter((s) => s.id !== removedId));
        onRemoved(removedId);
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
      if (conflict) await reload();
    } finally {
      setPending((p) => {
        const { [row.key]: _done, ...rest } = p;
        return rest;
      });
    }
  };

  return { pending, status, alert, notice, toggle };
}
