/**
 * The bulk-edit dialog's form and its save: react-hook-form checked by the request's schema and the
 * period rule (bulk-edit.ts), the channels the chosen room types and plans offer, and the write. A
 * refused submission focuses the first invalid field; a 400 marks the fields the API named; a 409
 * asks the screen to read the sheet again; any failure keeps the dialog open with its reason.
 */
import { useMemo, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import { planningEndpoints } from '../../../contracts/routes/planning.ts';
import { ratesheetEndpoints } from '../../../contracts/routes/ratesheet.ts';
import { staffBookingEndpoints } from '../../../contracts/routes/staff-booking.ts';
import type { BulkEditResult, RatesheetResponse } from '../../../contracts/secure/ratesheet.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { useFocusFirstInvalid } from '../../../ui/focus.ts';
import { useSecureMutation } from '../app/query.ts';
import {
  type BulkForm,
  bulkIssues,
  bulkRatePlans,
  bulkRequest,
  formField,
  offeredChannels,
} from './bulk-edit.ts';
import type { RoomTypeMeta } from './ratesheet-store.ts';

export type BulkEditOptions = {
  hotelId: number;
  today: string;
  roomTypes: readonly RoomTypeMeta[];
  channelSettings: RatesheetResponse['channels'];
  defaults: BulkForm;
  ratesVersion: number | undefined;
  t: Translate;
  onSaved: (result: BulkEditResult) => void;
  onConflict: () => void;
  errorText: (error: unknown) => string;
};

/** The form's problems as react-hook-form errors, each carrying its message key. */
function bulkResolver(today: string): Resolver<BulkForm> {
  return async (values) => {
    const entries = Object.entries(bulkIssues(values, today));
    if (entries.length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(
        entries.map(([field, code]) => [field, { type: 'validate', message: code }]),
      ),
    };
  };
}

export function useBulkEdit({
  hotelId,
  today,
  roomTypes,
  channelSettings,
  defaults,
  ratesVersion,
  t,
  onSaved,
  onConflict,
  errorText,
}: BulkEditOptions) {
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<BulkForm>({
    defaultValues: defaults,
    resolver: bulkResolver(today),
    shouldFocusError: false,
  });

  const chosenTypes = useWatch({ control: form.control, name: 'roomTypes' });
  const chosenPlans = useWatch({ control: form.control, name: 'ratePlans' });
  const sellable = roomTypes.filter((roomType) => roomType.enabled);
  const plans = useMemo(() => bulkRatePlans(sellable), [sellable]);
  const links = useMemo(
    () => ({
      channels: channelSettings,
      roomTypes,
      ratePlans: roomTypes.flatMap((roomType) => roomType.ratePlans),
    }),
    [channelSettings, roomTypes],
  );
  const channels = offeredChannels(links, (chosenTypes ?? []).map(Number), (chosenPlans ?? []).map(Number));

  // The sheet on screen reads its windows again before the dialog closes; the planning's and the
  // new reservation's reads of prices and closings when next shown.
  const bulkEdit = useSecureMutation(ratesheetEndpoints.bulkEditRatesheet, {
    fallback: t('bo.ratesheet.error.save'),
    invalidates: [
      ratesheetEndpoints.getRatesheet,
      planningEndpoints.getPlanning,
      staffBookingEndpoints.getStaffAvailability,
    ],
  });

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      // A channel checked before its room type or plan was unchecked is no longer offered.
      const offered = new Set(channels);
      const filled = { ...values, channels: values.channels.filter((channel) => offered.has(channel)) };
      try {
        onSaved(await bulkEdit.mutateAsync({ params: { hotelId }, body: bulkRequest(filled, ratesVersion) }));
      } catch (error) {
        setFailure(errorText(error));
        if (error instanceof ApiRequestError && error.status === 400) {
          for (const problem of error.errors) {
            const field = formField(problem.field);
            if (field) form.setError(field, { type: 'server', message: problem.code });
          }
          focusFirstInvalid();
        } else if (error instanceof ApiRequestError && error.status === 409) {
          onConflict();
        }
      }
    },
    () => focusFirstInvalid(),
  );

  return { form, formRef, failure, submit, sellable, plans, channels };
}
