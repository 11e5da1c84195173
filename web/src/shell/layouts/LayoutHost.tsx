import { lazy, Suspense } from 'react';
import { useMatches, useSearchParams } from 'react-router-dom';
import { useUnit } from 'effector-react';
import { $appearance } from '../appearance/appearance';
import { resolveLayout } from '../appearance/appearance.logic';
import { routeLayoutOf } from '../../lib/route-handle';
import { EmptyLayout } from './EmptyLayout';
import { PleaseWait } from '../PleaseWait';

const MainLayout = lazy(() => import('./MainLayout'));

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
