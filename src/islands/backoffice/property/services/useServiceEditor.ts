/**
 * The service panel's behaviour: the draft (kept coherent as it changes), its field errors, and the
 * save (the route's schema first: an invalid field gets the focus; a 409 reloads the saved list).
 */
import { useRef, useState } from 'react';
import { propertyEndpoints } from '../../../../contracts/routes/property.ts';
import { type ServiceView, serviceForm } from '../../../../contracts/secure/property.ts';
import type { Translate } from '../../../../i18n/translate.ts';
import { secureApi } from '../../app/request.ts';
import {
  errorsOfIssues,
  errorsOfResponse,
  type FieldErrors,
  failureText,
  firstInvalid,
  useFocusAfterRender,
} from '../form.tsx';
import { coherentServiceDraft, type ServiceDraft, serviceBodyOf, serviceDraftOf } from './service-draft.ts';

export type ServiceEditorOptions = {
  hotelId: number;
  service: ServiceView;
  name: string;
  advanced: boolean;
  t: Translate;
  onSaved: (service: ServiceView) => void;
  onClose: () => void;
  reload: () => Promise<void>;
  onNotice: (notice: { status?: string; error?: string }) => void;
};

export function useServiceEditor(options: ServiceEditorOptions) {
  const { service, t } = options;
  const formRef = useRef<HTMLFormElement>(null);
  // A service stored as EXTERNAL keeps that choice even outside advanced mode.
  const allowExternal = options.advanced || service.category === 'EXTERNAL';
  const [draft, setDraft] = useState<ServiceDraft>(() =>
    coherentServiceDraft(serviceDraftOf(service), allowExternal),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const focusLater = useFocusAfterRender();

  const change = (patch: Partial<ServiceDraft>) =>
    setDraft((d) => coherentServiceDraft({ ...d, ...patch }, allowExternal));

  const save = async () => {
    if (busy) return;
    const parsed = serviceForm.safeParse(serviceBodyOf(draft, allowExternal));
    if (!parsed.success) {
      setErrors(errorsOfIssues(parsed.error.issues));
      options.onNotice({ error: t.text('error.validation.fields.text') });
      focusLater(firstInvalid(formRef));
      return;
    }
    setBusy(true);
    try {
      const saved = await secureApi(
        propertyEndpoints.saveHotelService,
        {
          params: { hotelId: options.hotelId, id: service.id },
          body: { ...parsed.data, version: service.version },
        },
        { fallback: 'Error saving the service' },
      );
      options.onSaved(saved);
      options.onNotice({ status: t('bo.property.services.saved', { name: options.name }) });
      options.onClose();
    } catch (error) {
      setErrors(errorsOfResponse(error));
      options.onNotice({ error: failureText(error, t) });
      if (error instanceof Error && 'status' in error && error.status === 409) await options.reload();
    } finally {
      setBusy(false);
    }
  };

  return { formRef, draft, errors, busy, allowExternal, change, save };
}
