import '../../test/text-encoding.polyfill';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LAYOUTS } from '@cis/contracts';
import { SettingsDrawer } from './SettingsDrawer';
import { settingsToggled } from '../shell.state';

jest.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

it("offers every layout but 'empty' (it has no top bar: a signed-in user could not come back or sign out)", () => {
  render(
    <MemoryRouter>
      <SettingsDrawer />
    </MemoryRouter>,
  );
  act(() => settingsToggled(true));
  for (const layout of LAYOUTS) {
    expect({ layout, offered: screen.queryByTestId(`layout-${layout}`) !== null }).toEqual({ layout, offered: layout !== 'empty' });
  }
});
