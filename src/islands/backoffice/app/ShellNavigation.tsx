/** The back office's navigation: the menu entries the role opens, the set-up group, and (compact) the hotel picker and the account. */
import type { RefObject } from 'react';
import { type ReactNode, useId } from 'react';
import type { Language } from '../../../contracts/types.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { secureHref } from './router.ts';

import type { MenuEntry } from './shell-menu.ts';

export type ShellNavigationProps = {
  t: Translate;
  language: Language;
  menu: readonly MenuEntry[];
  setupMenu: readonly MenuEntry[];
  activeMenu: string | null;
  menuOpen: boolean;
  compact: boolean;
  navRef: RefObject<HTMLElement | null>;
  /** Closes the drawer, focus back to its button. */
  close: () => void;
  hotelPicker: ReactNode;
  account: ReactNode;
};

export function ShellNavigation({
  t,
  language,
  menu,
  setupMenu,
  activeMenu,
  menuOpen,
  compact,
  navRef,
  close,
  hotelPicker,
  account,
}: ShellNavigationProps) {
  const setupGroupId = useId();
  // One entry of either list: the role's menu or the set-up group.
  const menuLink = (entry: MenuEntry) => (
    <li key={entry.item}>
      <a
        className="bo-nav__link"
        href={secureHref(language, entry.to)}
        aria-current={activeMenu === entry.item ? 'page' : undefined}
      >
        {t(entry.key)}
      </a>
    </li>
  );
  return (
    <nav
      id="bo-nav"
      ref={navRef}
      className={`bo-nav${menuOpen ? ' bo-nav--open' : ''}`}
      aria-label={t('bo.app.nav.label')}
    >
      <button type="button" className="bo-nav__close" onClick={close}>
        <span aria-hidden="true">×</span> {t('bo.app.menu.close')}
      </button>
      {compact && hotelPicker && <div className="bo-nav__hotel">{hotelPicker}</div>}
      <ul className="bo-nav__list">
        {menu.map(menuLink)}
        {setupMenu.length > 0 && (
          <li className="bo-nav__group">
            <span id={setupGroupId} className="bo-nav__group-title">
              {t('bo.menu.setup.group')}
            </span>
            <ul className="bo-nav__sublist" aria-labelledby={setupGroupId}>
              {setupMenu.map(menuLink)}
            </ul>
          </li>
        )}
      </ul>
      {compact && <div className="bo-nav__account">{account}</div>}
    </nav>
  );
}
