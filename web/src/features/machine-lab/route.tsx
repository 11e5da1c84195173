import type { RouteObject } from 'react-router-dom';
import { LayoutHost } from '../../shell/layouts/LayoutHost';

/**
 * /machine-lab: always under the dev server; in a built portal only where the deployment serves it (MACHINE_LAB=on,
 * off by default and in production): the page asks public/system/settings first (MachineLabGate).
 */
export const machineLabRoute: RouteObject = {
  element: <LayoutHost />,
  handle: { layout: 'empty' },
  children: [
    {
      path: 'machine-lab',
      handle: { title: 'machineLab.title' },
      lazy: async () => {
        const [{ default: MachineLabPage }, { MachineLabGate }] = await Promise.all([import('./MachineLabPage'), import('./MachineLabGate')]);
        return { Component: () => <MachineLabGate><MachineLabPage /></MachineLabGate> };
      },
    },
  ],
};
