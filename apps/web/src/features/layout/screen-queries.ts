/** The layout's breakpoints as media queries; styles/layout.css uses the same widths. */

/** Below this width the side menu is a drawer over the page. */
export const drawerQuery = '(max-width: 1023.98px)';

/** From this width the right bar shows; below it, it is not rendered at all. */
export const rightBarQuery = '(min-width: 1280px)';
