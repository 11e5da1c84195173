import { isSafeLink } from '@cis/contracts';

export interface LinkTarget {
  link: string | null | undefined;
  useRouter?: boolean;
}

export interface LinkActions {
  /** The router's navigate (in-app paths). */
  navigate(path: string): void;
  /** Leaves the page (window.location.href) or opens another window (window.open). */
  open(url: string): void;
}

/**
 * Follows a stored link (a message's, a notification's, a shortcut's) only when it is one the server would store
 * (isSafeLink: an in-app path or an http, https or mailto URL). A `javascript:` or `data:` link stored before the
 * server refused them, or injected some other way, is never followed. Answers whether it was followed.
 */
export function followStoredLink(target: LinkTarget, actions: LinkActions): boolean {
  const { link } = target;
  if (!isSafeLink(link)) return false;
  if (target.useRouter && link.startsWith('/')) actions.navigate(link);
  else actions.open(link);
  return true;
}
