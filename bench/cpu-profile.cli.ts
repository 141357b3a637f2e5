// `npx tsx bench/cpu-profile.cli.ts <file.cpuprofile> [top]`: self time of a CPU profile (from
// BENCH_CPU_PROFILE or `node --cpu-prof`) per package and per function.
import fs from 'node:fs';
import { summarizeProfile } from './support/cpu-profile.ts';

const [file, top = '30'] = process.argv.slice(2);
if (!file) throw new Error('usage: cpu-profile.cli.ts <file.cpuprofile> [top]');
console.log(summarizeProfile(JSON.parse(fs.readFileSync(file, 'utf8')), Number(top)));
