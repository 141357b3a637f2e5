import { appPaths, withSearch } from '../../../lib/app-paths.ts';

/** The verify page filled in for one fast-game issue. */
export const lotteryVerifyPath = (code: string, issueNo: string) =>
  withSearch(appPaths.verify, { lottery: code, issue: issueNo });
