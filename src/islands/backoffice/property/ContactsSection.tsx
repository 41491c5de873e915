/**
 * The hotel's contacts (spec 001 §3 Contact info, §4 contact editor, §5): a read-only list and
 * an editor opened behind a disclosure button; opening with an empty list adds one blank entry.
 * Each value is checked for its kind (phone pattern, e-mail, web address, handle) by the API's
 * schema before saving; the list is saved as a whole with its version.
 */
import { useId, useRef, useState } from 'react';
import { type ContactsView, contactsForm } from '../../../contracts/secure/property.ts';
import type { Language } from '../../../contracts/types.ts';
import {
  CONTACT_TYPES,
  CONTACT_VALUE_MAX_LENGTH,
  CONTACTS_MAX,
  type Contact,
  type ContactType,
  contactsForEditing,
  PHONE_CONTACT_TYPES,
  URL_CONTACT_TYPES,
} from '../../../domain/property.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { SafeLink } from '../../../ui/SafeLink.tsx';
import { secureRequest } from '../app/request.ts';
import {
  errorsOfIssues,
  errorsOfResponse,
  errorText,
  type FieldErrors,
  failureText,
  firstField,
  firstInvalid,
  Notices,
  SelectInput,
  TextInput,
  useFocusAfterRender,
} from './form.tsx';

export type ContactsSectionProps = {
  hotelId: number;
  contacts: ContactsView;
  language: Language;
  t: Translate;
  onSaved: (contacts: ContactsView) => void;
  reload: () => Promise<void>;
};

function inputType(type: ContactType): 'tel' | 'email' | 'url' | 'text' {
  if (PHONE_CONTACT_TYPES.includes(type)) return 'tel';
  if (type === 'EMAIL') return 'email';
  if (URL_CONTACT_TYPES.includes(type)) return 'url';
  return 'text';
}

export function ContactsSection({ hotelId, contacts, language, t, onSaved, reload }: ContactsSectionProps) {
  const id = `contacts${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const formRef = useRef<HTMLFormElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const [draft, setDraft] = useState<Contact[] | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const focusLater = useFocusAfterRender();

  const open = () => {
    setDraft(contactsForEditing(contacts.contacts));
    setErrors({});
    setStatus(null);
    setAlert(null);
    focusLater(firstField(formRef));
  };
  const close = () => {
    setDraft(null);
    setErrors({});
    focusLater(() => editRef.current);
  };
  const setRow = (index: number, patch: Partial<Contact>) =>
    setDraft((list) => (list ? list.map((c, i) => (i === index ? { ...c, ...patch } : c)) : list));

  const save = async () => {
    if (!draft || busy) return;
    const parsed = contactsForm.safeParse({ contacts: draft });
    if (!parsed.success) {
      setErrors(errorsOfIssues(parsed.error.issues));
      setAlert(t.text('error.validation.fields.text'));
      focusLater(firstInvalid(formRef));
      return;
    }
    setBusy(true);
    setAlert(null);
    try {
      const saved = await secureRequest<ContactsView>(`hotels/${hotelId}/property/contacts`, {
        method: 'PUT',
        body: { version: contacts.version, contacts: parsed.data.contacts },
        fallback: 'Error saving the contacts',
      });
      onSaved(saved);
      setStatus(t('bo.property.saved'));
      // The edit button is enabled again before focus returns to it.
      setBusy(false);
      close();
    } catch (error) {
      setErrors(errorsOfResponse(error));
      setAlert(failureText(error, t));
      if (error instanceof Error && 'status' in error && error.status === 409) await reload();
    } finally {
      setBusy(false);
    }
  };

  const kind = (type: string) => t.text(`bo.property.contact.type.${type}`);
  const link = (c: Contact) => {
    if (PHONE_CONTACT_TYPES.includes(c.type)) return `tel:${c.value.replace(/[ -]/g, '')}`;
    if (c.type === 'EMAIL') return `mailto:${c.value}`;
    if (URL_CONTACT_TYPES.includes(c.type)) return c.value;
    return null;
  };

  return (
    <section className="bo-property__section" aria-labelledby={`${id}-h`}>
      <div className="bo-property__head">
        <h2 id={`${id}-h`}>{t('bo.property.contacts.heading')}</h2>
        <button
          ref={editRef}
          type="button"
          className="button button--secondary"
          aria-expanded={draft !== null}
          aria-controls={`${id}-form`}
          onClick={draft ? close : open}
          disabled={busy}
        >
          {t('bo.property.contacts.edit')}
        </button>
      </div>
      <Notices status={status} error={alert} />
      {draft ? (
        <form
          id={`${id}-form`}
          ref={formRef}
          className="bo-property__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <ol className="bo-property__contacts">
            {draft.map((contact, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
              <li key={index} className="bo-property__contact">
                <SelectInput
                  label={t('bo.property.contacts.kind', { index: index + 1 })}
                  value={contact.type}
                  options={CONTACT_TYPES.map((type) => ({ value: type, label: kind(type) }))}
                  onChange={(type) => setRow(index, { type: type as ContactType })}
                  error={errorText(t, errors[`contacts.${index}.type`])}
                />
                <TextInput
                  label={t('bo.property.contacts.value', { index: index + 1 })}
                  type={inputType(contact.type)}
                  required
                  maxLength={CONTACT_VALUE_MAX_LENGTH}
                  value={contact.value}
                  onChange={(value) => setRow(index, { value })}
                  error={errorText(t, errors[`contacts.${index}.value`], { count: CONTACT_VALUE_MAX_LENGTH })}
                />
                <button
                  type="button"
                  className="button button--secondary bo-property__small"
                  aria-label={t('bo.property.contacts.remove', { index: index + 1 })}
                  onClick={() => setDraft((list) => (list ? list.filter((_, i) => i !== index) : list))}
                >
                  ✕
                </button>
              </li>
            ))}
          </ol>
          {draft.length < CONTACTS_MAX ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setDraft((list) => [...(list ?? []), { type: 'PHONE', value: '' }])}
            >
              {t('bo.property.contacts.add')}
            </button>
          ) : null}
          <div className="bo-property__actions">
            <button type="submit" className="button" disabled={busy}>
              {busy ? t('bo.property.saving') : t('bo.property.save')}
            </button>
            <button type="button" className="button button--secondary" onClick={close} disabled={busy}>
              {t('bo.property.cancel')}
            </button>
          </div>
        </form>
      ) : contacts.contacts.length === 0 ? (
        <p>{t('bo.property.contacts.none')}</p>
      ) : (
        <dl className="bo-property__view">
          {contacts.contacts.map((c, index) => {
            const href = link(c);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the saved list's order is its identity
              <div key={index}>
                <dt>{kind(c.type)}</dt>
                <dd>
                  {href ? (
                    <SafeLink href={href} language={language}>
                      {c.value}
                    </SafeLink>
                  ) : (
                    c.value
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </section>
  );
}
