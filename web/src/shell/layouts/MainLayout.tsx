import type { LayoutName } from '@cis/contracts';
import { HorizontalLayout } from './HorizontalLayouts';
import { VerticalLayout } from './VerticalLayouts';
import { useKeyboardShortcuts } from '../keyboard';
import '../styles/layouts.css';
import '../styles/navigation.css';
import '../styles/panels.css';

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
