/**
 * The key a call of the home page's first screen is filed under, on the server that answers it
 * inside the page and in the web app that takes the answer (docs/decisions.md, "Session 13:
 * the first screen in one round trip"): the path and the query's pairs in name order, so the
 * order a query happens to be built in does not matter.
 */
export function firstCallKey(path: string, query: string | Record<string, string>): string {
  const pairs = [...new URLSearchParams(query)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return pairs.length === 0 ? path : `${path}?${new URLSearchParams(pairs).toString()}`;
}
