import { nodeVersionVerdict } from './node-version';

// Imported first by main.ts, so it runs before any other module is evaluated.
const verdict = nodeVersionVerdict(process.version);
if (verdict.kind !== 'supported') console.error(verdict.message);
if (verdict.kind === 'refused') process.exit(1);
