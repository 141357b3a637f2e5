import fs from 'node:fs';
import path from 'node:path';

/**
 * What the web app declares, read from its source text (the journeys do not import the web
 * app): its routes, its member-centre screens and its dialogs. A journey that must cover all of
 * them compares its plan with these lists, so a new route or dialog fails it by name.
 */
const webSourceDir = path.resolve(import.meta.dirname, '../../apps/web/src');

function readWebSource(file: string): string {
  return fs.readFileSync(path.join(webSourceDir, file), 'utf8');
}

/** The text between `start` and the first `end` after it. */
function sectionOf(text: string, start: string, end: string, file: string): string {
  const from = text.indexOf(start);
  const to = text.indexOf(end, from + start.length);
  if (from < 0 || to < 0) throw new Error(`${file}: no "${start}" … "${end}" section`);
  return text.slice(from + start.length, to);
}

/**
 * The paths of the route table (app/routes.tsx), with a leading slash: `path="x"` routes and
 * the `['a', 'b'].map(...)` groups; the catch-all `*` is left out.
 */
export function routeTablePaths(): string[] {
  const source = readWebSource('app/routes.tsx');
  // a route with pages of its own ends in /* (agentHome/*): the route is its prefix
  const single = [...source.matchAll(/path="([^"*]+?)(?:\/\*)?"/g)].map((match) => match[1] ?? '');
  const grouped = [...source.matchAll(/\[((?:\s*'[\w-]+',?)+)\s*\]\.map\(/g)].flatMap((match) =>
    [...(match[1] ?? '').matchAll(/'([\w-]+)'/g)].map((name) => name[1] ?? ''),
  );
  return [...single, ...grouped].map((name) => `/${name}`);
}

/** The member centre's screens (lib/app-paths.ts `memberPages`). */
export function memberCentrePages(): string[] {
  const file = 'lib/app-paths.ts';
  const list = sectionOf(readWebSource(file), 'export const memberPages = [', ']', file);
  return [...list.matchAll(/'(\w+)'/g)].map((match) => match[1] ?? '');
}

/** The agent centre's page addresses (app/agent-centre-route.tsx, its table's `path`s). */
export function agentCentrePaths(): string[] {
  const source = readWebSource('app/agent-centre-route.tsx');
  return [...source.matchAll(/^\s+path: '([\w-]+)',$/gm)].map(
    (match) => `/agentHome/${match[1] ?? ''}`,
  );
}

/** The dialogs the modal store names (lib/modal-store.ts `ModalProps`). */
export function modalNames(): string[] {
  const file = 'lib/modal-store.ts';
  const props = sectionOf(readWebSource(file), 'export interface ModalProps {', '\n}', file);
  return [...props.matchAll(/^ {2}(\w+):/gm)].map((match) => match[1] ?? '');
}
