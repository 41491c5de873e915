/**
 * The property screen `/secure/property` (PROPERTY, WIDGETUI, PROPDATA, PROPFLOW, PROPCHECK): hotel info, services, beds,
 * contacts and notes on the hotel, each a section with a read-only view and its own edit mode,
 * saved through …/hotels/{id}/property (src/contracts/secure/property.ts). The address with its
 * map and the photo gallery are their own screens (property/address, property/gallery).
 */
import { useId } from 'react';
import { propertyEndpoints } from '../../../contracts/routes/property.ts';
import type { PropertyResponse } from '../../../contracts/secure/property.ts';
import { timeoutMessage } from '../../shared/request-error.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { secureQueryKey, useQueryClient, useSecureQuery } from '../app/query.ts';
import { ScreenLink } from '../app/ScreenLink.tsx';
import { Notes } from '../notes/Notes.tsx';
import type { ScreenProps } from '../screen.ts';
import { BedsSection } from './BedsSection.tsx';
import { CheckinTimesSection } from './CheckinTimesSection.tsx';
import { ContactsSection } from './ContactsSection.tsx';
import { GallerySection } from './gallery/GallerySection.tsx';
import { InfoSection } from './InfoSection.tsx';
import { PaymentsSection } from './PaymentsSection.tsx';
import { ServicesSection } from './ServicesSection.tsx';
import '../../../ui/field.css';
import './property.css';

export default function PropertyScreen({ hotel, language, navigate }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const id = `prop${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const queryClient = useQueryClient();
  const input = { params: { hotelId: hotel.id } };
  const property = useSecureQuery(propertyEndpoints.getProperty, input, {
    fallback: 'Error getting the property',
  });
  const data = property.data ?? null;
  const loadFailed = property.isError
    ? (timeoutMessage(property.error, t) ?? t('bo.property.load.error'))
    : null;
  /** Reads the property again (Try again; a section's 409 shows what another manager saved). */
  const load = async () => {
    await property.refetch();
  };

  // A section's save answers its new part: it goes into the cached property, so the other
  // sections keep what they show and nothing is read again.
  const update = (change: (current: PropertyResponse) => PropertyResponse) =>
    queryClient.setQueryData<PropertyResponse>(
      secureQueryKey(propertyEndpoints.getProperty, input),
      (current) => (current ? change(current) : current),
    );

  return (
    <div className="bo-property">
      <h1 id={`${id}-title`}>{t('bo.property.title')}</h1>
      <p className="bo-property__muted">{t('bo.property.intro')}</p>
      {loadFailed && !data ? (
        <div className="bo-property__error" role="alert">
          <p>{loadFailed}</p>
          <button type="button" className="button button--secondary" onClick={() => void load()}>
            {t('bo.property.retry')}
          </button>
        </div>
      ) : null}
      {!data && !loadFailed ? <p aria-busy="true">{t('bo.property.loading')}</p> : null}
      {data ? (
        <>
          <InfoSection
            hotelId={hotel.id}
            info={data.info}
            t={t}
            reload={load}
            onSaved={(info) => update((current) => ({ ...current, info }))}
          />
          {/* PROPERTY, engineer P2: the address with its map (its own screen, property/address/) and
              the gallery (property/gallery/GallerySection), placed here between info and services. */}
          <nav className="bo-property__section" aria-labelledby={`${id}-more`}>
            <h2 id={`${id}-more`}>{t('bo.property.more.heading')}</h2>
            <ul className="bo-property__links">
              <li>
                <ScreenLink to="/property/address" language={language} navigate={navigate}>
                  {t('bo.property.more.address')}
                </ScreenLink>
              </li>
              <li>
                <ScreenLink to="/property/contract" language={language} navigate={navigate}>
                  {t('bo.contract.link')}
                </ScreenLink>
              </li>
            </ul>
          </nav>
          <div className="bo-property__section">
            <GallerySection
              hotelId={hotel.id}
              hotelName={data.info.name}
              language={language}
              t={t}
              headingLevel={2}
            />
          </div>
          <ServicesSection
            hotelId={hotel.id}
            services={data.services}
            roomTypes={data.roomTypes}
            language={language}
            t={t}
            reload={load}
            onChange={(change) =>
              update((current) => ({ ...current, services: change([...current.services]) }))
            }
          />
          <BedsSection
            hotelId={hotel.id}
            roomTypes={data.roomTypes}
            language={language}
            t={t}
            reload={load}
            onSaved={(roomType) =>
              update((current) => ({
                ...current,
                roomTypes: current.roomTypes.map((rt) => (rt.id === roomType.id ? roomType : rt)),
              }))
            }
          />
          <ContactsSection
            hotelId={hotel.id}
            contacts={data.contacts}
            language={language}
            t={t}
            reload={load}
            onSaved={(contacts) => update((current) => ({ ...current, contacts }))}
          />
          <Notes
            owner={{ hotelId: hotel.id }}
            heading={t('bo.property.notes.heading')}
            language={language}
            timeZone={hotel.timeZone}
            t={t}
            className="bo-property__section"
          />
          <CheckinTimesSection hotelId={hotel.id} t={t} />
          <PaymentsSection hotelId={hotel.id} t={t} />
        </>
      ) : null}
    </div>
  );
}
