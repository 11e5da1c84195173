import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useLocation } from 'react-router-dom';
import { Sidebar } from 'primereact/sidebar';
import { SCHEMES, THEMES } from '@cis/contracts';
import { $appearance, layoutChanged, schemeChanged, themeChanged } from '../appearance/appearance';
import { USER_LAYOUTS, type UserLayoutName } from '../appearance/appearance.logic';
import { $settingsOpen, settingsToggled } from '../shell.state';

const SCHEME_ICON = { auto: 'pi-desktop', dark: 'pi-moon', light: 'pi-sun' } as const;

/** Appearance settings: theme, scheme (auto follows the system) and layout. */
export function SettingsDrawer() {
  const { t } = useTranslation();
  const [open, appearance] = useUnit([$settingsOpen, $appearance]);
  const navigate = useNavigate();
  const location = useLocation();

  const pickLayout = (layout: UserLayoutName) => {
    layoutChanged(layout);
    // A ?layout= in the address would override the choice: drop it.
    const params = new URLSearchParams(location.search);
    if (params.has('layout')) {
      params.delete('layout');
      const qs = params.toString();
      navigate({ pathname: location.pathname, search: qs ? `?${qs}` : '' }, { replace: true });
    }
  };

  return (
    <Sidebar
      visible={open}
      position="right"
      onHide={() => settingsToggled(false)}
      className="settings-drawer"
      header={<h2 className="drawer-title">{t('settings.title')}</h2>}
      ariaCloseLabel={t('label.action.close')}
    >
      <section className="settings-section">
        <h3>{t('settings.theme')}</h3>
        <div className="theme-grid">
          {THEMES.map((theme) => (
            <button
              key={theme.id}
              type="button"
              className={`theme-swatch outlined-tile swatch-${theme.id} ${appearance.theme === theme.id ? 'is-active' : ''}`}
              aria-pressed={appearance.theme === theme.id}
              onClick={() => themeChanged(theme.id)}
              data-testid={`theme-${theme.id}`}
            >
              <span className="swatch-dot" aria-hidden="true" />
              <span>{t(`settings.themes.${theme.id}`)}</span>
            </button>
          ))}
        </div>
      </section>

      <section className="settings-section">
        <h3>{t('settings.scheme')}</h3>
        <div className="segmented" role="radiogroup" aria-label={t('settings.scheme')}>
          {SCHEMES.map((scheme) => (
            <button
              key={scheme}
              type="button"
              role="radio"
              aria-checked={appearance.scheme === scheme}
              className={`segment ${appearance.scheme === scheme ? 'is-active' : ''}`}
              onClick={() => schemeChanged(scheme)}
              data-testid={`scheme-${scheme}`}
            >
              <i className={`pi ${SCHEME_ICON[scheme]}`} aria-hidden="true" />
              <span>{t(`settings.schemes.${scheme}`)}</span>
            </button>
          ))}
        </div>
      </section>

      <section className="settings-section">
        <h3>{t('settings.layout')}</h3>
        <div className="layout-grid">
          {/* Not 'empty': it has no top bar, so a signed-in user could not switch back or sign out. */}
          {USER_LAYOUTS.map((layout) => (
            <button
              key={layout}
              type="button"
              className={`layout-choice outlined-tile ${appearance.layout === layout ? 'is-active' : ''}`}
              aria-pressed={appearance.layout === layout}
              onClick={() => pickLayout(layout)}
              data-testid={`layout-${layout}`}
            >
              <span className={`layout-thumb thumb-${layout}`} aria-hidden="true">
                <span className="t-side" />
                <span className="t-top" />
                <span className="t-body" />
              </span>
              <span>{t(`settings.layouts.${layout}`)}</span>
            </button>
          ))}
        </div>
      </section>
    </Sidebar>
  );
}
