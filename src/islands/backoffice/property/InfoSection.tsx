/**
 * Hotel info (WIDGETUI-6 hotel form, PROPDATA-7 Hotel, PROPFLOW entire accommodation, PROPCHECK, PROPLIM): a read-only
 * view (type, name, stars only for HOTEL, rooms not for apartment-like types) and an edit form
 * behind a disclosure button. The form runs the API's schema before saving; a failed save keeps
 * the typed values (a 409 reloads the version underneath, so saving again replaces the other change).
 */

import { propertyEndpoints } from '../../../contracts/routes/property.ts';
import { type HotelInfoView, hotelInfoForm } from '../../../contracts/secure/property.ts';
import { isApartmentLike, ROOMS_NUMBER_OPEN_ENDED, roomsNumberLabel } from '../../../domain/hotel-types.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { HOTEL_INFO_READS } from '../app/reads.ts';
import { secureApi } from '../app/request.ts';
import { EditSection, useSectionEditor } from './EditSection.tsx';
import { failureText } from './form.tsx';
import { type HotelDraft, HotelInfoFields, hotelValues } from './HotelInfoFields.tsx';

export const draftOf = (info: HotelInfoView): HotelDraft => ({
  type: info.type,
  name: info.name,
  stars: info.stars === null ? '' : String(info.stars),
  // The form's choices end at '20+' (ROOMS_NUMBER_OPEN_ENDED): a larger stored count (28) is that
  // choice, not a value the list lacks (which the browser would show as its first option, '1').
  roomsNumber: String(Math.min(info.roomsNumber, ROOMS_NUMBER_OPEN_ENDED)),
  entireAccommodation: info.entireAccommodation,
});

export type InfoSectionProps = {
  hotelId: number;
  info: HotelInfoView;
  t: Translate;
  onSaved: (info: HotelInfoView) => void;
  reload: () => Promise<void>;
};

export function InfoSection({ hotelId, info, t, onSaved, reload }: InfoSectionProps) {
  const editor = useSectionEditor('info', {
    t,
    parse: (draft: HotelDraft) => hotelInfoForm.safeParse(hotelValues(draft)),
    send: (body) =>
      secureApi(
        propertyEndpoints.saveHotelInfo,
        { params: { hotelId }, body: { ...body, version: info.version } },
        { fallback: 'Error saving the hotel info' },
      ),
    onSaved,
    savedText: t('bo.property.saved'),
    failureText: (error) => failureText(error, t),
    reload,
    invalidates: HOTEL_INFO_READS,
  });
  const change = (patch: Partial<HotelDraft>) => editor.setDraft((current) => ({ ...current, ...patch }));

  const typeName = (type: string) => t.text(`hotel.type.${type}`);
  const apartment = isApartmentLike(info.type);

  return (
    <EditSection
      editor={editor}
      t={t}
      heading={t('bo.property.info.heading')}
      editLabel={t('bo.property.info.edit')}
      onEdit={() => editor.open(draftOf(info))}
      fields={(draft) => <HotelInfoFields t={t} draft={draft} errors={editor.errors} onChange={change} />}
      view={
        <dl className="bo-property__view">
          <div>
            <dt>{t('bo.property.info.type')}</dt>
            <dd>{typeName(info.type)}</dd>
          </div>
          <div>
            <dt>{t('bo.property.info.name')}</dt>
            <dd>{info.name}</dd>
          </div>
          {info.type === 'HOTEL' && info.stars !== null ? (
            <div>
              <dt>{t('bo.property.info.stars')}</dt>
              <dd>{t('bo.property.info.stars.value', { count: info.stars })}</dd>
            </div>
          ) : null}
          {apartment ? (
            <div>
              <dt>{t('bo.property.info.entire')}</dt>
              <dd>{t(info.entireAccommodation ? 'bo.property.info.yes' : 'bo.property.info.no')}</dd>
            </div>
          ) : (
            <div>
              <dt>{t('bo.property.info.rooms')}</dt>
              <dd>{roomsNumberLabel(info.roomsNumber)}</dd>
            </div>
          )}
        </dl>
      }
    />
  );
}
