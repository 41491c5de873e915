/**
 * A form drafted from a read of the query cache: the form follows the data until the person edits
 * it; from then on their edits stay (a reload behind the screen never changes what they are typing)
 * until they are saved or dropped. `source` is the data the form was drafted from: its version is
 * the one a save carries, so a save over someone else's newer change is refused (409), not lost.
 */
import { useMemo, useState } from 'react';

export function useDraft<Data, Form>(data: Data | undefined, formOf: (data: Data) => Form) {
  const [edited, setEdited] = useState<{ from: Data; form: Form } | null>(null);
  const fresh = useMemo(() => (data === undefined ? null : formOf(data)), [data, formOf]);
  const form = edited?.form ?? fresh;
  const source = edited?.from ?? data;
  /** Changes the form (the first change fixes the data it is based on). */
  const update = (change: (form: Form) => Form) =>
    setEdited((current) => {
      if (current) return { from: current.from, form: change(current.form) };
      return data === undefined || fresh === null ? null : { from: data, form: change(fresh) };
    });
  /** Drops the edits: the form follows the data again (after a save, or a refusal that reloaded it). */
  const reset = () => setEdited(null);
  return { form, source, update, reset, edited: edited !== null };
}
