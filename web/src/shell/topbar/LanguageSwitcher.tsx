import { useRef } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { OverlayPanel } from 'primereact/overlaypanel';
import { LANGUAGES } from '@cis/contracts';
import { $language, languageChanged } from '../../stores/session';
import './topbar-popup.css';
import './popup-menu.css';

const SHORT: Record<string, string> = { 'en-US': 'EN', km: 'ខ្មែរ' };

/** en-US / km. The choice is kept, the labels and the display name follow it at once. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const language = useUnit($language);
  const panel = useRef<OverlayPanel>(null);
  return (
    <>
      <button
        type="button"
        className="icon-btn lang-btn"
        onClick={(e) => panel.current?.toggle(e)}
        // The visible code first (WCAG 2.5.3 label in name: a voice user says what they see).
        aria-label={`${SHORT[language] ?? language}, ${t('label.text.language')}`}
        aria-haspopup="menu"
        data-testid="language-switcher"
      >
        <span className="lang-code">{SHORT[language] ?? language}</span>
      </button>
      <OverlayPanel ref={panel} className="topbar-popup popup-menu">
        <div role="menu" aria-label={t('label.text.language')}>
          {LANGUAGES.map((l) => (
            <button
              key={l.id}
              type="button"
              role="menuitemradio"
              aria-checked={language === l.id}
              className={`popup-menu-item ${language === l.id ? 'is-active' : ''}`}
              data-testid={`language-${l.id}`}
              onClick={() => {
                languageChanged(l.id);
                panel.current?.hide();
              }}
            >
              <span className="lang-code">{SHORT[l.id]}</span>
              <span>{l.title}</span>
              {language === l.id && <i className="pi pi-check" aria-hidden="true" />}
            </button>
          ))}
        </div>
      </OverlayPanel>
    </>
  );
}
