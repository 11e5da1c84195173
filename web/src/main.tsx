import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import 'primeicons/primeicons.css';
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/noto-sans-khmer/wght.css';
import './shell/styles/base.css';
import './shell/styles/shared.css';
import { initI18n, i18n } from './app/i18n';
import { buildRoutes } from './app/routes';
import { machineLabRoute } from './features/machine-lab/route';
import { startAppearance } from './shell/appearance/appearance';
import { $language, restoreSessionFx } from './stores/session';

startAppearance();
initI18n($language.getState());
$language.updates.watch((code) => void i18n.changeLanguage(code));
// A stored session is used at once and checked with the server in the background (a refused token signs out).
void restoreSessionFx().catch(() => undefined);

// The machine lab: every build carries its route (the page is a lazy chunk); a built portal shows it only where the
// deployment serves it (MACHINE_LAB=on).
const extra: RouteObject[] = [machineLabRoute];
const router = createBrowserRouter(buildRoutes({ extra }));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Suspense fallback={<div className="boot-splash" aria-busy="true" />}>
      <RouterProvider router={router} />
    </Suspense>
  </StrictMode>,
);
