/** The signed-in person in the top bar (a link to their account) and Log out. */
import type { Language, Me } from '../../../contracts/types.ts';
import { localePath } from '../../../i18n/paths.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { logout } from './request.ts';
import { secureHref } from './router.ts';

export function ShellAccount({
  t,
  language,
  me,
  activeMenu,
}: {
  t: Translate;
  language: Language;
  me: Me;
  activeMenu: string | null;
}) {
  return (
    <div className="bo-account">
      <a
        className="bo-account__name"
        title={me.email}
        href={secureHref(language, '/account')}
        aria-current={activeMenu === 'account' ? 'page' : undefined}
      >
        <span className="ui-sr-only">
          {t('bo.app.account.label', { name: `${me.name} ${me.surname}`.trim() })}
        </span>
        <span aria-hidden="true">{`${me.name} ${me.surname}`.trim()}</span>
      </a>
      <button
        type="button"
        className="bo-account__logout"
        onClick={async () => {
          await logout();
          window.location.assign(localePath(language, '/'));
        }}
      >
        {t('bo.app.logout')}
      </button>
    </div>
  );
}
