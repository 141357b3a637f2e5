/** Paths of the settlement calls: the agent centre's and the operator's. */
export const settlementPaths = {
  records: '/wps/agent/settlements',
  recordsCsv: '/wps/agent/settlements.csv',
  income: '/wps/agent/income',
  incomeCsv: '/wps/agent/income.csv',
  boRuns: '/bo/agents/settlements/runs',
  boRunItems: '/bo/agents/settlements/runs/:runId/items',
  boDebts: '/bo/agents/settlements/debts',
  boRerun: '/bo/agents/settlements/rerun',
  boRunNow: '/bo/agents/settlements/run-now',
} as const;
