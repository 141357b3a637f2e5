export { teamReportsModule, type TeamReportsModuleDeps } from './reports/index.ts';
