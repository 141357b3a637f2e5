/**
 * Readers of the shipped results files (football-data.co.uk style column names; dates ISO).
 * Football: `Date,HomeTeam,AwayTeam,FTHG,FTAG,HTHG,HTAG` (the half-time columns optional).
 * E-sports: `Date,TeamA,TeamB,MapsA,MapsB,BestOf`.
 */

/** One finished football match. */
export interface FootballResult {
  /** ISO date, YYYY-MM-DD. */
  date: string;
  home: string;
  away: string;
  homeGoals: number;
  awayGoals: number;
  /** Half-time goals, when the file has them. */
  halfTimeHome?: number;
  halfTimeAway?: number;
}

/** One finished e-sports series. */
export interface EsportsResult {
  date: string;
  teamA: string;
  teamB: string;
  mapsA: number;
  mapsB: number;
  bestOf: number;
}

/** Rows of a CSV with a header line, as column → text maps (no quoted commas in these files). */
function csvRows(text: string, required: readonly string[]): Map<string, string>[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const header = (lines.shift() ?? '').split(',').map((name) => name.trim());
  for (const name of required) {
    if (!header.includes(name)) throw new SyntaxError(`results file lacks the ${name} column`);
  }
  return lines.map((line, index) => {
    const fields = line.split(',');
    if (fields.length !== header.length) {
      throw new SyntaxError(
        `line ${index + 2}: ${fields.length} fields, ${header.length} expected`,
      );
    }
    return new Map(header.map((name, i) => [name, fields[i]!.trim()]));
  });
}

/** A whole number of goals or maps from a field. */
function count(row: Map<string, string>, column: string): number {
  const value = Number(row.get(column));
  if (!Number.isInteger(value) || value < 0)
    throw new SyntaxError(`bad ${column} ${row.get(column)}`);
  return value;
}

/** A YYYY-MM-DD date from a field. */
function isoDate(row: Map<string, string>): string {
  const date = row.get('Date') ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new SyntaxError(`bad date ${date}`);
  return date;
}

/** Parses a football results CSV. */
export function parseFootballResults(text: string): FootballResult[] {
  return csvRows(text, ['Date', 'HomeTeam', 'AwayTeam', 'FTHG', 'FTAG']).map((row) => {
    const result: FootballResult = {
      date: isoDate(row),
      home: row.get('HomeTeam')!,
      away: row.get('AwayTeam')!,
      homeGoals: count(row, 'FTHG'),
      awayGoals: count(row, 'FTAG'),
    };
    if (row.has('HTHG') && row.has('HTAG')) {
      result.halfTimeHome = count(row, 'HTHG');
      result.halfTimeAway = count(row, 'HTAG');
    }
    return result;
  });
}

/** Parses an e-sports results CSV. */
export function parseEsportsResults(text: string): EsportsResult[] {
  return csvRows(text, ['Date', 'TeamA', 'TeamB', 'MapsA', 'MapsB', 'BestOf']).map((row) => ({
    date: isoDate(row),
    teamA: row.get('TeamA')!,
    teamB: row.get('TeamB')!,
    mapsA: count(row, 'MapsA'),
    mapsB: count(row, 'MapsB'),
    bestOf: count(row, 'BestOf'),
  }));
}

/** Whole days from date `from` to date `to` (ISO dates). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
