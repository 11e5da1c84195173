import { Link, useLocation, useMatches } from 'react-router-dom';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $navigation } from '../../stores/navigation';
import { titleKeyOf } from '../../lib/route-handle';
import { findTrail } from '../navigation/navigation.logic';
import { humanise } from '../humanise';

export interface Crumb {
  label: string;
  link?: string;
}

/** Home, the menu groups that hold the page (from the navigation), then the page itself. */
export function useBreadcrumb(): Crumb[] {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const matches = useMatches();
  const nav = useUnit($navigation);
  const trail = nav ? findTrail([...nav.default, ...nav.horizontal], pathname) : [];
  const titleKey = titleKeyOf(matches);
  const crumbs: Crumb[] = [{ label: t('label.menu.home'), link: '/dashboards' }];
  for (const item of trail.slice(0, -1)) {
    crumbs.push({ label: t(item.title, { defaultValue: humanise(item.title) }), link: item.type === 'basic' ? item.link : undefined });
  }
  if (titleKey && pathname !== '/dashboards') crumbs.push({ label: t(titleKey) });
  return crumbs;
}

export function Breadcrumb() {
  const { t } = useTranslation();
  const crumbs = useBreadcrumb();
  return (
    <nav className="breadcrumb" aria-label={t('label.text.breadcrumb')} data-testid="breadcrumb">
      <ol>
        {crumbs.map((c, i) => (
          <li key={`${c.label}-${i}`}>
            {i > 0 && <i className="pi pi-angle-right breadcrumb-sep" aria-hidden="true" />}
            {c.link && i < crumbs.length - 1 ? <Link to={c.link}>{c.label}</Link> : <span aria-current={i === crumbs.length - 1 ? 'page' : undefined}>{c.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
