/** The public face of `help`: the help centre, whose topics the footer links to. */
export { useHelpCenter } from './api/get-help-center.ts';
export { helpCenterQueryOptions } from './api/get-help-center.ts';
