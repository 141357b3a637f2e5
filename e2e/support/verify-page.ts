import { checkForm, formFromSearch } from '../../apps/web/src/features/verify/verify-input.ts';
import {
  recomputeOutcome,
  type VerifyOutcome,
} from '../../apps/web/src/features/verify/verify-outcome.ts';

/**
 * What the verify page computes for one of its links (/verify?game=…&serverSeed=…): the
 * query read into the form, the form checked, the outcome recomputed, all by the page's own
 * code. A link the page refuses throws with the problems it names.
 */
export function verifyPageOutcome(link: string): VerifyOutcome {
  const checked = checkForm(formFromSearch(new URL(link, 'http://lobby.test').searchParams));
  if (!checked.ok) throw new Error(`the verify page refuses ${link}: ${checked.problems.join()}`);
  return recomputeOutcome(checked.seeds, checked.request);
}
