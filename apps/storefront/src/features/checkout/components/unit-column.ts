/**
 * The unit Price column of the checkout's tables. Below the `sm` breakpoint (phones show the line
 * total only) its cells keep their place in the table but take no room and are hidden, also from
 * screen readers, so that every row spans the same columns at every width and the server's HTML
 * and the browser's first render are the same (docs/performance.md#storefront-on-a-phone: a media query read in JavaScript made
 * them differ; a column left out by CSS made the spanning cells widen the table).
 */
export const unitColumn = { '@media (max-width:599.95px)': { '&&': { width: 0, p: 0, fontSize: 0, visibility: 'hidden' } } } as const;

/** Columns of the checkout's ticket tables, the unit Price column included. */
export const TICKET_COLUMNS = 5;
