/**
 * The public face of `agent-centre` (§2.6): the centre's layout, built from one table of pages
 * (app/agent-centre-route.tsx), and the type of an entry of that table. Its pages are reached
 * through the table, each lazily.
 */
export { AgentCentreLayout } from './agent-centre-layout.tsx';
export type { AgentCentrePage } from './agent-centre-pages.ts';
