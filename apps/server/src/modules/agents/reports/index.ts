/**
 * Team reports of the agent centre over the member aggregates (issue 13). The merge wires
 * `teamReportsModule` into app.ts beside the agents module.
 */
export { teamReportsModule, type TeamReportsModuleDeps } from './team-reports.module.ts';
