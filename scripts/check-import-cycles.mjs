#!/usr/bin/env node
// Import cycles, type-only imports included: eslint-plugin-import's no-cycle skips
// `import type`, yet a type cycle still ties two files together (neither can move or be read
// alone). Static and dynamic imports and re-exports of our own .ts/.tsx files count: a lazy
// screen that imports its registry back is a cycle too. Exit 1 on a cycle.
import fs from 'node:fs';
import path from 'node:path';

const roots = ['apps', 'packages', 'e2e', 'bench'];
const skipped = new Set(['node_modules', 'dist', 'coverage', 'drizzle']);
const sourceFile = /\.(ts|tsx|mts)$/;
const importPattern =
  /^\s*(?:import|export)\s[^;]*?\sfrom\s+['"](\.{1,2}\/[^'"]+)['"]|^\s*import\s+['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/gm;

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (skipped.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (sourceFile.test(entry.name) && !entry.name.endsWith('.d.ts')) yield full;
  }
}

function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
}

const files = roots.filter((root) => fs.existsSync(root)).flatMap((root) => [...walk(root)]);
const edges = new Map();
for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  const targets = new Set();
  for (const match of text.matchAll(importPattern)) {
    const target = resolve(file, match[1] ?? match[2] ?? match[3]);
    if (target) targets.add(target);
  }
  edges.set(path.resolve(file), targets);
}

// Tarjan's strongly connected components: every component of two or more files is a cycle
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
function connect(node) {
  index.set(node, counter);
  low.set(node, counter++);
  stack.push(node);
  onStack.add(node);
  for (const next of edges.get(node) ?? []) {
    if (!index.has(next)) {
      connect(next);
      low.set(node, Math.min(low.get(node), low.get(next)));
    } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
  }
  if (low.get(node) !== index.get(node)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(member);
  } while (member !== node);
  if (component.length > 1 || edges.get(node)?.has(node)) cycles.push(component);
}
for (const node of edges.keys()) if (!index.has(node)) connect(node);

for (const cycle of cycles) {
  console.error(`import cycle (type imports included) between ${cycle.length} files:`);
  for (const file of cycle.toSorted()) console.error(`  ${path.relative(process.cwd(), file)}`);
}
console.log(`${files.length} files, ${cycles.length} import cycle(s)`);
process.exit(cycles.length > 0 ? 1 : 0);
