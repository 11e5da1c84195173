import type { ReactNode } from 'react';
import { PageFrame } from '../../shell/page/PageFrame';

/** Frame of the template demo pages inherited from the admin template. */
export function TemplateFrame({ subtitle, children }: { subtitle: string; children?: ReactNode }) {
  return <PageFrame subtitle={subtitle}>{children}</PageFrame>;
}
