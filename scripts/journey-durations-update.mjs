#!/usr/bin/env node
// `node scripts/journey-durations-update.mjs <vitest json report>`: rewrites the seconds table of
// scripts/journey-durations.ts from a journey run's report (see that file).
import fs from 'node:fs';
import path from 'node:path';

const [report] = process.argv.slice(2);
if (!report) throw new Error('usage: journey-durations-update.mjs <vitest json report>');
const target = path.join(import.meta.dirname, 'journey-durations.ts');
const { testResults } = JSON.parse(fs.readFileSync(report, 'utf8'));
const rows = testResults
  .map((file) => [
    `e2e/${path.basename(file.name)}`,
    Math.round((file.endTime - file.startTime) / 1000),
  ])
  .sort((a, b) => b[1] - a[1])
  .map(([file, seconds]) => `  '${file}': ${seconds},`);
const source = fs.readFileSync(target, 'utf8');
const head = source.slice(0, source.indexOf('{\n') + 2);
fs.writeFileSync(target, `${head}${rows.join('\n')}\n};\n`);
console.log(`${rows.length} journey files written to ${path.relative(process.cwd(), target)}`);
