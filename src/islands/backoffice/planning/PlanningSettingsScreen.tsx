/**
 * Hotel planning settings (BOSCREENS-1 named state), a dialog page over the planning: the default
 * view, best rates in free cells, and the rooms' order, stored per manager and hotel
 * (planning-settings.ts). Saving or closing goes back to the planning.
 */
import { useState } from 'react';
import { Dialog } from '../../shared/Dialog.tsx';
import { useBackofficeTranslations } from '../app/i18n.ts';
import type { ScreenProps } from '../screen.ts';
import { type PlanningSettings, usePlanningSettings } from './planning-settings.ts';
import './planning.css';

export default function PlanningSettingsScreen({ hotel, language, navigate }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const [stored, save] = usePlanningSettings(hotel.id);
  const [draft, setDraft] = useState<PlanningSettings | null>(null);
  const value = draft ?? stored;
  const back = () => navigate('/planning');
  const set = (patch: Partial<PlanningSettings>) => setDraft({ ...value, ...patch });
  return (
    <Dialog
      open
      onClose={back}
      title={t('bo.planning.settings.title')}
      closeLabel={t('button.close')}
      className="pg-settings"
    >
      <p>{t('bo.planning.settings.intro', { hotel: hotel.name })}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save(value);
          back();
        }}
      >
        <fieldset>
          <legend>{t('bo.planning.settings.view')}</legend>
          {(['D', 'W', 'M'] as const).map((view) => (
            <label key={view}>
              <input
                type="radio"
                name="defaultView"
                value={view}
                checked={value.defaultView === view}
                onChange={() => set({ defaultView: view })}
              />
              {t(`bo.planning.view.${view}`)}
            </label>
          ))}
          <label>
            <input
              type="radio"
              name="defaultView"
              value=""
              checked={value.defaultView === null}
              onChange={() => set({ defaultView: null })}
            />
            {t('bo.planning.settings.view.auto')}
          </label>
        </fieldset>
        <fieldset>
          <legend>{t('bo.planning.settings.order')}</legend>
          {(['type', 'name'] as const).map((order) => (
            <label key={order}>
              <input
                type="radio"
                name="roomsOrder"
                value={order}
                checked={value.roomsOrder === order}
                onChange={() => set({ roomsOrder: order })}
              />
              {t(`bo.planning.settings.order.${order}`)}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('bo.planning.settings.cells')}</legend>
          <label>
            <input
              type="checkbox"
              checked={value.showBestRates}
              onChange={(event) => set({ showBestRates: event.currentTarget.checked })}
            />
            {t('bo.planning.settings.rates')}
          </label>
        </fieldset>
        <div className="pg-dialog-actions">
          <button type="button" className="button button--secondary" onClick={back}>
            {t('bo.planning.cancel')}
          </button>
          <button type="submit" className="button">
            {t('bo.planning.settings.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
