import type { RouteObject } from 'react-router-dom';
import { LayoutHost } from '../../shell/layouts/LayoutHost';

/** /machine-lab: development builds only (main.tsx adds it under `import.meta.env.DEV`). */
export const machineLabRoute: RouteObject = {
  element: <LayoutHost />,
  handle: { layout: 'empty' },
  children: [
    {
      path: 'machine-lab',
      handle: { title: 'machineLab.title' },
      lazy: async () => ({ Component: (await import('./MachineLabPage')).default }),
    },
  ],
};
