import { firstCallKey } from '@lobby/contracts';

/**
 * The answers the server wrote into the home page for a guest's first calls
 * (apps/server/src/platform/first-answers.ts): read once, each taken at most once, and only in
 * the page's first minute (the queries' own freshness), so a later visit of the same call asks
 * the server as before.
 */
const firstAnswersId = 'first-answers';
const freshForMs = 60_000;
let answers: Map<string, unknown> | undefined;
let answersBrand: string | undefined;

const noAnswers = new Map<string, unknown>();

/** The page's answers, read from the island (then removed) the first time one is looked for. */
function pageAnswers(): Map<string, unknown> {
  if (answers) return answers;
  const island = document.getElementById(firstAnswersId);
  if (!island) return noAnswers;
  answers = new Map();
  try {
    const page = JSON.parse(island.textContent ?? '') as { brand?: string; answers?: object };
    answersBrand = page.brand;
    for (const [key, answer] of Object.entries(page.answers ?? {})) answers.set(key, answer);
  } catch {
    // a page whose island cannot be read asks for everything, as before
  }
  island.remove();
  return answers;
}

/**
 * The page's answer to a guest's GET of `url` (path and query), if it carries one for the
 * brand the session is on (`brand` null: not chosen yet, the page's own).
 */
export function takeFirstAnswer(url: string, brand: string | null): unknown {
  const all = pageAnswers();
  if (all.size === 0 || (brand !== null && brand !== answersBrand)) return undefined;
  if (performance.now() > freshForMs) {
    all.clear();
    return undefined;
  }
  const [path = '', query = ''] = url.split('?');
  const key = firstCallKey(path, query);
  const answer = all.get(key);
  all.delete(key);
  return answer;
}
