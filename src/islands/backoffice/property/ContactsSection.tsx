/**
 * The hotel's contacts (PROPDATA-6 Contact info, PROPFLOW-6 contact editor, PROPCHECK): a read-only list and
 * an editor opened behind a disclosure button; opening with an empty list adds one blank entry.
 * Each value is checked for its kind (phone pattern, e-mail, web address, handle) by the API's
 * schema before saving; the list is saved as a whole with its version.
 */

import { propertyEndpoints } from '../../../contracts/routes/property.ts';
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
import { secureApi } from '../app/request.ts';
import { EditSection, useSectionEditor } from './EditSection.tsx';
import { errorText, failureText, SelectInput, TextInput } from './form.tsx';

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
  const editor = useSectionEditor('contacts', {
    t,
    parse: (draft: Contact[]) => contactsForm.safeParse({ contacts: draft }),
    send: (body) =>
      secureApi(
        propertyEndpoints.saveHotelContacts,
        { params: { hotelId }, body: { version: contacts.version, contacts: body.contacts } },
        { fallback: 'Error saving the contacts' },
      ),
    onSaved,
    savedText: t('bo.property.saved'),
    failureText: (error) => failureText(error, t),
    reload,
  });
  const { errors, setDraft } = editor;
  const setRow = (index: number, patch: Partial<Contact>) =>
    setDraft((list) => list.map((c, i) => (i === index ? { ...c, ...patch } : c)));

  const kind = (type: string) => t.text(`bo.property.contact.type.${type}`);
  const link = (c: Contact) => {
    if (PHONE_CONTACT_TYPES.includes(c.type)) return `tel:${c.value.replace(/[ -]/g, '')}`;
    if (c.type === 'EMAIL') return `mailto:${c.value}`;
    if (URL_CONTACT_TYPES.includes(c.type)) return c.value;
    return null;
  };

  return (
    <EditSection
      editor={editor}
      t={t}
      heading={t('bo.property.contacts.heading')}
      editLabel={t('bo.property.contacts.edit')}
      onEdit={() => editor.open(contactsForEditing(contacts.contacts))}
      fields={(draft) => (
        <>
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
                  onClick={() => setDraft((list) => list.filter((_, i) => i !== index))}
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
              onClick={() => setDraft((list) => [...list, { type: 'PHONE', value: '' }])}
            >
              {t('bo.property.contacts.add')}
            </button>
          ) : null}
        </>
      )}
      view={
        contacts.contacts.length === 0 ? (
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
        )
      }
    />
  );
}
