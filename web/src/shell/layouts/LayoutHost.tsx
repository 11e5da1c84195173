import { lazy, Suspense } from 'react';
import { useMatches, useSearchParams } from 'react-router-dom';
import { useUnit } from 'effector-react';
import { $appearance } from '../appearance/appearance';
import { resolveLayout } from '../appearance/appearance.logic';
import { routeLayoutOf } from '../../lib/route-handle';
import { EmptyLayout } from './EmptyLayout';
import { PleaseWait } from '../PleaseWait';

/**
 * The main layout's code. The signed-in routes fetch it while their start-up data loads (app/initial-data.tsx), not
 * once it has: the chunk and its own imports (about 50 KB) were a round of requests of their own between the start-up
 * answers and the first paint of every signed-in page.
 */
export const loadMainLayout = () => import('./MainLayout');
const MainLayout = lazy(loadMainLayout);

/** Picks the layout: configuration < ?layout= < the route's own layout data. */
export function LayoutHost() {
  const matches = useMatches();
  const [params] = useSearchParams();
  const { layout: configured } = useUnit($appearance);
  const name = resolveLayout(configured, params.get('layout'), routeLayoutOf(matches));
  if (name === 'empty') return <EmptyLayout />;
  return (
    <Suspense fallback={<PleaseWait />}>
      <MainLayout name={name} />
    </Suspense>
  );
}
