// Fails when a source file is longer than 300 lines: a file that long does more than one job, and its name
// can no longer say which. Run by `npm run lint` (and scripts/test.sh through it).
// Counted: every file git tracks (or would track) ending in .ts, .tsx, .js, .mjs or .cjs. Not counted:
// the i18n message catalogues (JSON) and generated files, which are not written by hand.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const LIMIT = 300;
const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
const GENERATED = [/(^|\/)dist\//, /(^|\/)node_modules\//, /\.d\.ts$/];

/**
 * Files allowed past the limit, each with its reason. An entry that is no longer past the limit fails the
 * check too, so the list only ever shrinks.
 */
const EXCEPTIONS = new Map([
  // ['path/to/file.ts', 'why it stays whole'],
]);

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
})
  .split('\n')
  .filter((file) => SOURCE.test(file) && !GENERATED.some((pattern) => pattern.test(file)));

const problems = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // deleted in the working tree
  }
  const lines = text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
  const allowed = EXCEPTIONS.has(file);
  if (lines > LIMIT && !allowed)
    problems.push(`${file}: ${lines} lines (at most ${LIMIT}); split it by job into files named for each`);
  if (lines <= LIMIT && allowed)
    problems.push(`${file}: ${lines} lines, no longer past the limit; remove it from EXCEPTIONS`);
}
for (const file of EXCEPTIONS.keys()) {
  if (!files.includes(file)) problems.push(`${file}: listed in EXCEPTIONS but gone; remove it`);
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  `${files.length} source files, none over ${LIMIT} lines${EXCEPTIONS.size ? ` but ${EXCEPTIONS.size} listed exceptions` : ''}`,
);
