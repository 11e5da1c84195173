import type { LayoutName } from '@cis/contracts';
// The chrome's sheets before the components that import their own (the top bar's popups, the team chat): a
// component's rule comes later in the bundle and wins a tie with the chrome's (.balance-btn:hover on the enterprise
// layout's .topbar-enterprise .balance-btn).
import '../styles/layouts.css';
import '../styles/navigation.css';
import { HorizontalLayout } from './HorizontalLayouts';
import { VerticalLayout } from './VerticalLayouts';
import { useKeyboardShortcuts } from '../keyboard';

/** The ten layouts with chrome (the empty layout is EmptyLayout). Loaded lazily: the sign-in page does not need it. */
export default function MainLayout({ name }: { name: Exclude<LayoutName, 'empty'> }) {
  useKeyboardShortcuts();
  switch (name) {
    case 'modern':
    case 'enterprise':
    case 'material':
    case 'centered':
      return <HorizontalLayout name={name} />;
    default:
      return <VerticalLayout name={name} />;
  }
}
