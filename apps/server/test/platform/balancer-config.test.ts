import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { SERVER_ROOT } from '../../src/config/paths';

const ROOT = path.join(SERVER_ROOT, '..', '..');
const settings = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '' && !line.trim().startsWith('#'));

it('shows in the self-hosting guide the very HAProxy configuration the cluster test runs', () => {
  const file = readFileSync(path.join(ROOT, 'deploy', 'haproxy', 'overlap.cfg'), 'utf8');
  const guide = readFileSync(path.join(ROOT, 'docs', 'self-hosting.md'), 'utf8');
  const shown = /```haproxy\n([\s\S]*?)```/.exec(guide)?.[1] ?? '';
  expect(settings(shown)).toEqual(settings(file));
  expect(settings(file)).toContain('    balance roundrobin');
});
