import type { ComponentType } from 'react';
import type { AgentSettings, ContractKind } from '@lobby/contracts';

/**
 * One page of the agent centre (§2.6): the one table the shell builds its navigation and its
 * routes from, so a new page is one entry (app/agent-centre-route.tsx holds the table).
 */
export interface AgentCentrePage {
  /** The spec's page name (agentTeamOverview, registerCenter, …): stable, used as test id. */
  id: string;
  /** Sub-path under /agentHome (no slash), so the page can be linked and reloaded. */
  path: string;
  /** Text key of its title, with its namespace ('agents:page.teamOverview'). */
  titleKey: string;
  /** The brand feature flag the page needs (§2.6: dividend, salary, hourly, real-time). */
  flag?: ContractKind;
  component: ComponentType;
}

/**
 * The pages this brand shows: a flagged page only when its kind is on. Until the settings
 * have loaded, flagged pages wait (they appear when the answer says so).
 */
export function visiblePages(
  pages: readonly AgentCentrePage[],
  settings: AgentSettings | undefined,
): AgentCentrePage[] {
  return pages.filter((page) => !page.flag || settings?.kinds[page.flag].enabled === true);
}

/** "GMT+07:00" of an offset in minutes east of UTC. */
export function gmtOffsetText(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const magnitude = Math.abs(offsetMinutes);
  const hours = String(Math.floor(magnitude / 60)).padStart(2, '0');
  const minutes = String(magnitude % 60).padStart(2, '0');
  return `GMT${sign}${hours}:${minutes}`;
}
