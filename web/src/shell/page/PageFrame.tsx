import type { ReactNode } from 'react';
import { useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { titleKeyOf } from '../../lib/route-handle';
import { Breadcrumb } from './Breadcrumb';

/** A page of the portal: breadcrumb, translated title (from the route), optional subtitle and actions, content. */
export function PageFrame({ subtitle, actions, children, icon }: { subtitle?: ReactNode; actions?: ReactNode; children?: ReactNode; icon?: string }) {
  const { t } = useTranslation();
  const key = titleKeyOf(useMatches());
  return (
    <div className="page">
      <header className="page-header">
        <div className="page-header-text">
          <Breadcrumb />
          <h1 className="page-title" data-testid="page-title">
            {icon && <i className={`${icon} page-title-icon`} aria-hidden="true" />}
            {key ? t(key) : ''}
          </h1>
          {subtitle && <p className="page-subtitle">{subtitle}</p>}
        </div>
        {actions && <div className="page-actions">{actions}</div>}
      </header>
      <div className="page-body">{children}</div>
    </div>
  );
}

/** Content of the tax pages until their forms are built. */
export function FormComesLater({ description, icon = 'pi pi-file-edit' }: { description: string; icon?: string }) {
  const { t } = useTranslation();
  return (
    <section className="card coming-later" data-testid="form-comes-later">
      <span className="coming-later-icon">
        <i className={icon} aria-hidden="true" />
      </span>
      <div>
        <h2>{t('page.formComesLaterTitle')}</h2>
        <p>{description}</p>
        <p className="muted">{t('page.formComesLaterText')}</p>
      </div>
    </section>
  );
}
