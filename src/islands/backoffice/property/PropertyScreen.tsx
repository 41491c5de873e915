/**
 * The property screen `/secure/property` (PROPERTY, WIDGETUI, PROPDATA, PROPFLOW, PROPCHECK): hotel info, services, beds,
 * contacts and notes on the hotel, each a section with a read-only view and its own edit mode,
 * saved through …/hotels/{id}/property (src/contracts/secure/property.ts). The address with its
 * map and the photo gallery are their own screens (property/address, property/gallery).
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { propertyEndpoints } from '../../../contracts/routes/property.ts';
import type { PropertyResponse } from '../../../contracts/secure/property.ts';
import { timeoutMessage } from '../../shared/request-error.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { secureApi } from '../app/request.ts';
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
  const [data, setData] = useState<PropertyResponse | null>(null);
  const [loadFailed, setLoadFailed] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setData(
        await secureApi(
          propertyEndpoints.getProperty,
          { params: { hotelId: hotel.id } },
          { fallback: 'Error getting the property' },
        ),
      );
      setLoadFailed(null);
    } catch (error) {
      setLoadFailed(timeoutMessage(error, t) ?? t('bo.property.load.error'));
    }
  }, [t, hotel.id]);

  useEffect(() => {
    setData(null);
    void load();
  }, [load]);

  const update = (change: (current: PropertyResponse) => PropertyResponse) =>
    setData((current) => (current ? change(current) : current));

  const link = (to: string, key: 'bo.property.more.address' | 'bo.contract.link') => (
    <a
      href={`${language === 'it' ? '/it' : ''}/secure${to}`}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {t(key)}
    </a>
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
              <li>{link('/property/address', 'bo.property.more.address')}</li>
              <li>{link('/property/contract', 'bo.contract.link')}</li>
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
