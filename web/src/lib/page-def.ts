import type { ComponentType } from 'react';
import type { AccessRule, LayoutName } from '@cis/contracts';

type PageModule = { default: ComponentType };

/** An authenticated page of the portal: path (no leading slash), title key, and its lazily loaded screen. */
export interface PageDef {
  path: string;
  title: string;
  load: () => Promise<PageModule>;
  layout?: LayoutName;
  /**
   * Who may open the page: the same rule object as its menu item and its API (APP_ACCESS in contracts for the sample
   * apps). A signed-in user it refuses sees the no-access page and the page is never loaded (RequireAccess).
   * Absent: any signed-in user.
   */
  access?: AccessRule;
}
