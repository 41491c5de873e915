/**
 * The planning's banner of channel conflicts (CHANNEL-2): stays that a channel's calendar brought
 * and that found no free room (or fall on overbooked or closed nights), until each is given a
 * room or cancelled. Until the notification centre exists this banner and an e-mail are how the
 * manager hears of them. Reloaded with the planning (`reloadTick`).
 */
import { useEffect, useState } from 'react';
import { icalEndpoints } from '../../../contracts/routes/ical.ts';
import type { IcalConflicts } from '../../../contracts/secure/ical.ts';
import type { Language } from '../../../contracts/types.ts';
import { formatShortDate } from '../../../domain/dates-format.ts';
import { localePath } from '../../../i18n/paths.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { secureApi } from '../app/request.ts';

export function ChannelConflicts({
  hotelId,
  language,
  reloadTick,
}: {
  hotelId: number;
  language: Language;
  reloadTick: number;
}) {
  const t = useBackofficeTranslations(language);
  const [conflicts, setConflicts] = useState<IcalConflicts['conflicts']>([]);

  // `reloadTick` is not read: it only says when the planning was reloaded, and the banner with it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    let current = true;
    secureApi(
      icalEndpoints.listCalendarConflicts,
      { params: { hotelId } },
      { fallback: 'Error getting the channel conflicts' },
    )
      .then((answer) => {
        if (current) setConflicts(answer.conflicts);
      })
      // The banner is an extra: the planning works without it.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [hotelId, reloadTick]);

  if (conflicts.length === 0) return null;
  return (
    <section className="pg-conflicts" aria-label={t('bo.ical.conflicts.banner')}>
      <p className="pg-conflicts__title">{t('bo.ical.conflicts.banner')}</p>
      <ul>
        {conflicts.map((conflict) => (
          <li key={conflict.code}>
            {t('bo.ical.conflicts.item', {
              channel: t(`bo.planning.source.${conflict.channel}`),
              code: conflict.code,
              checkin: formatShortDate(conflict.checkin, language),
              checkout: formatShortDate(conflict.checkout, language),
            })}
          </li>
        ))}
      </ul>
      <p>
        {t('bo.ical.conflicts.help')}{' '}
        <a href={localePath(language, '/secure/channels')}>{t('bo.ical.conflicts.link')}</a>
      </p>
    </section>
  );
}
