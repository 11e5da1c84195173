import { BREAKPOINTS } from '@cis/contracts';

/**
 * DataTable props that turn each row into a labelled card below the `sm` breakpoint (phones): every column stays on
 * screen, its header written beside its value (PrimeReact's stack layout; shared.css styles the cards). A table
 * of amounts and statuses scrolled sideways inside its card hid exactly the columns a phone user came for.
 */
export const CARDS_ON_PHONES = { responsiveLayout: 'stack', breakpoint: `${BREAKPOINTS.sm - 0.02}px` } as const;
