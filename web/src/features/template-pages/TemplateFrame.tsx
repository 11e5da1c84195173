import type { ReactNode } from 'react';
import { PageFrame } from '../../shell/page/PageFrame';

/** Frame of the template demo pages inherited from the admin template: a header icon like the app screens have. */
export function TemplateFrame({ subtitle, icon, children }: { subtitle: string; icon: string; children?: ReactNode }) {
  return <PageFrame subtitle={subtitle} icon={icon}>{children}</PageFrame>;
}
