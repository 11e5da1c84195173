import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useUnit } from 'effector-react';
import { $token } from '../stores/session';
import { $startupDone, $startupError, startupFx } from '../stores/startup';
import { PleaseWait } from '../shell/PleaseWait';
import { StartupFailed } from '../shell/StartupFailed';
import { loadMainLayout } from '../shell/layouts/LayoutHost';

/*
 * Its own module, loaded by the signed-in routes only (routes.tsx): the start-up loads pull in the stores of messages,
 * shortcuts, navigation and balance, which the sign-in page must not download (its JavaScript budget).
 */

/** Initial data: every start-up load resolves together before the main layout shows ('Please wait'). */
export function InitialData() {
  const [done, error, pending, token] = useUnit([$startupDone, $startupError, startupFx.pending, $token]);
  useEffect(() => {
    if (token && !$startupDone.getState() && !startupFx.pending.getState()) void startupFx().catch(() => undefined);
    // The layout's code comes while the start-up answers do (LayoutHost shows it once they are in).
    if (token) void loadMainLayout().catch(() => undefined);
  }, [token]);
  if (error && !pending) return <StartupFailed onRetry={() => void startupFx().catch(() => undefined)} />;
  if (!done) return <PleaseWait />;
  return <Outlet />;
}

