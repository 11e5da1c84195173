import { cloneElement, isValidElement, type ReactNode } from 'react';
import { ariaLabel } from 'primereact/api';
import type { PaginatorRowsPerPageDropdownOptions, PaginatorTemplateOptions } from 'primereact/paginator';

type LabelledProps = { 'aria-label'?: string; children?: ReactNode };

/** The element with the label set on the dropdown itself (PrimeReact wraps it in a fragment). */
function relabel(element: ReactNode, label: string): ReactNode {
  // PrimeReact's own element: a fragment around the dropdown (isValidElement's type argument names the props read).
  if (!isValidElement<LabelledProps>(element)) return element;
  const child = element.props.children;
  if (isValidElement<LabelledProps>(child)) return cloneElement(element, {}, cloneElement(child, { 'aria-label': label }));
  return element;
}

/**
 * DataTable's paginator in the language. PrimeReact's Paginator bundles a private copy of its locale table for the
 * rows-per-page dropdown, so that dropdown's aria-label stays 'Jump to Page Dropdown' whatever locale is registered;
 * this template gives it the label of the current global locale (app/prime-locale.ts).
 */
export const LOCALIZED_PAGINATOR: PaginatorTemplateOptions = {
  layout: 'FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown',
  RowsPerPageDropdown: (options: PaginatorRowsPerPageDropdownOptions) => relabel(options.element, ariaLabel('jumpToPageDropdownLabel', {})),
};
