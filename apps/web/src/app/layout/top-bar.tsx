import type { ChangeEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SvgIcon } from '../../components/svg-icon';
import { changeLocale, currentLocale, locales, type Locale } from '../../lib/i18n';
import { paths } from '../paths';

// Material icons Menu and AccountCircle.
const menuIcon = 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z';
const accountIcon =
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 4c1.93 0 3.5 1.57 3.5 3.5S13.93 13 12 13s-3.5-1.57-3.5-3.5S10.07 6 12 6m0 14c-2.03 0-4.43-.82-6.14-2.88C7.55 15.8 9.68 15 12 15s4.45.8 6.14 2.12C16.43 19.18 14.03 20 12 20';

interface TopBarProps {
  loggedIn: boolean;
  showMenuButton: boolean;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

/** A native select: light and accessible by keyboard everywhere. */
function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const active = i18n.language === 'en' ? 'en' : currentLocale();
  return (
    <select
      className="top-bar-language"
      aria-label={t('topBar.language')}
      value={active}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => void changeLocale(event.target.value as Locale)}
    >
      {locales.map((code) => (
        <option key={code} value={code} lang={code}>
          {code}
        </option>
      ))}
    </select>
  );
}

/** The top bar of every page, in plain React and CSS (app/base.css): the login route loads no MUI. */
export function TopBar({ loggedIn, showMenuButton, menuOpen, onToggleMenu }: TopBarProps) {
  const { t } = useTranslation();
  return (
    // mui-fixed: MUI dialogs that lock scrolling pad this fixed bar like the body (no jump).
    <header className="top-bar mui-fixed">
      <div className="top-bar-row">
        {showMenuButton ? (
          <button
            type="button"
            className="icon-button icon-button-start"
            aria-label={t('topBar.menu')}
            aria-expanded={menuOpen}
            aria-controls="app-drawer"
            onClick={onToggleMenu}
          >
            <SvgIcon path={menuIcon} />
          </button>
        ) : null}
        <Link className="top-bar-title" to={paths.home}>
          {t('app.title')}
        </Link>
        <LanguageSelect />
        {loggedIn ? (
          <Link className="icon-button icon-button-end" to={paths.profile} aria-label={t('topBar.profile')}>
            <SvgIcon path={accountIcon} />
          </Link>
        ) : null}
      </div>
    </header>
  );
}
