import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { LoadingBar } from '../shell/LoadingBar';
import { returnFocusAfterModals } from '../shell/dialogs/open-dialogs';
import { $grant } from '../stores/session';
import { pageTitle, titleKeyOf } from '../lib/route-handle';

/** Page title: '<translated route title> | <app name>', following the language ('No access' on a refused page). */
export function usePageTitle(): void {
  const matches = useMatches();
  const grant = useUnit($grant);
  const { t, i18n } = useTranslation();
  const key = titleKeyOf(matches, grant);
  useEffect(() => {
    document.title = pageTitle(key ? t(key) : null, t('app.name'));
  }, [key, t, i18n.language]);
}

/** Root of every route: loading bar, page title, scroll restoration, focus back to a closed dialog's opener. */
export function AppRoot() {
  usePageTitle();
  useEffect(() => returnFocusAfterModals(document), []);
  return (
    <>
      <LoadingBar />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
