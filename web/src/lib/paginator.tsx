import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { ariaLabel } from 'primereact/api';
import type { PaginatorRowsPerPageDropdownOptions, PaginatorTemplateOptions } from 'primereact/paginator';

type Labelled = ReactElement<{ 'aria-label'?: string; children?: ReactNode }>;

/** The element with the label set on the dropdown itself (PrimeReact wraps it in a fragment). */
function relabel(element: ReactNode, label: string): ReactNode {
  if (!isValidElement(element)) return element;
  // PrimeReact's own element (isValidElement cannot say its props' type): a fragment around the dropdown.
  const el = element as Labelled;
  const child = el.props.children;
  if (isValidElement(child)) return cloneElement(el, {}, cloneElement(child as Labelled, { 'aria-label': label }));
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
