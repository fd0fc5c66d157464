import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeVersionVerdict, SUPPORTED_NODE } from './node-version';

describe('the Node.js version the server starts on', () => {
  it('starts quietly on 22.12 and every newer line', () => {
    for (const version of ['v22.12.0', 'v22.20.1', 'v24.11.0', 'v26.0.0']) {
      expect(nodeVersionVerdict(version)).toEqual({ kind: 'supported' });
    }
  });

  it('starts on 20 and 22.11 but says in one line that they are not supported and how to get a current one', () => {
    for (const version of ['v20.20.2', 'v22.11.0']) {
      const verdict = nodeVersionVerdict(version);
      expect(verdict.kind).toBe('unsupported');
      if (verdict.kind === 'supported') continue;
      expect(verdict.message).toContain('Overlap needs Node.js 22.12 or newer');
      expect(verdict.message).toContain(`running on Node.js ${version}`);
      expect(verdict.message).toContain('scripts/node-lts.sh 24');
      expect(verdict.message).not.toContain('\n');
    }
  });

  it('refuses to start below Node.js 20', () => {
    for (const version of ['v18.20.4', 'v19.9.0', 'v16.0.0']) {
      const verdict = nodeVersionVerdict(version);
      expect(verdict.kind).toBe('refused');
      if (verdict.kind !== 'refused') continue;
      expect(verdict.message).toContain(`cannot start on Node.js ${version}`);
      expect(verdict.message).toContain('scripts/node-lts.sh 24');
    }
  });

  it('asks for the same version as package.json’s engines field', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as {
      engines: { node: string };
    };
    expect(pkg.engines.node).toBe(`>=${SUPPORTED_NODE.major}.${SUPPORTED_NODE.minor}`);
  });
});
