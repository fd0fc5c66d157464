import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SETTING_NAMES } from '../../src/config/env';

// The pages people read to run and change Overlap: what they name must exist.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Linked already, written on another branch (issue 25); checked like any page once it exists here. */
function markdownIn(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder)).flatMap((name) => {
    const relative = path.join(folder, name);
    if (statSync(path.join(ROOT, relative)).isDirectory()) return markdownIn(relative);
    return name.endsWith('.md') ? [relative] : [];
  });
}

const PAGES = ['README.md', 'ARCHITECTURE.md', ...markdownIn('docs')];
const read = (page: string) => readFileSync(path.join(ROOT, page), 'utf8');

/** The rows of the table under `## Configuration`: the upper-case names in backticks of each first cell. */
function configurationTableNames(markdown: string): string[] {
  const section = markdown.split(/^## Configuration$/m)[1]?.split(/^## /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!));
}

interface Command {
  script: string;
  workspace: string | null;
  text: string;
}

// npm's own commands, which run no script of a package.json.
const NPM_BUILT_INS = new Set(['install', 'ci', 'exec', 'init', 'ls', 'outdated', 'update', 'audit']);

/** The code a page shows: fenced blocks and inline code spans. */
function codeIn(markdown: string): string {
  const fenced = [...markdown.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((m) => m[1]!);
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  const inline = [...prose.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
  return [...fenced, ...inline].join('\n');
}

/** Every `npm run X`, `npm test`/`npm start` and `npm X -w Y` a page shows in its code. */
function npmCommands(markdown: string): Command[] {
  const pattern =
    /\bnpm (run )?([a-z][\w:.-]*)((?: -- [^`\n|]*?)?)(?: (?:-w|--workspace)[ =](\S+?))?(?=[`\s)|]|$)/g;
  return [...codeIn(markdown).matchAll(pattern)]
    .filter((m) => m[1] !== undefined || !NPM_BUILT_INS.has(m[2]!))
    .map((m) => ({ script: m[2]!, workspace: m[4] ?? null, text: m[0] }));
}

function scriptsOf(workspace: string | null): Record<string, string> {
  if (workspace === null) return JSON.parse(read('package.json')).scripts;
  const folders = ['apps', 'packages'].flatMap((parent) =>
    readdirSync(path.join(ROOT, parent)).map((name) => path.join(parent, name)),
  );
  for (const folder of [...folders, 'e2e', 'bench']) {
    const file = path.join(folder, 'package.json');
    if (!existsSync(path.join(ROOT, file))) continue;
    const manifest = JSON.parse(read(file));
    if (manifest.name === workspace || folder === workspace) return manifest.scripts ?? {};
  }
  throw new Error(`no workspace named ${workspace}`);
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');
}

function anchorsIn(markdown: string): Set<string> {
  const withoutCode = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return new Set([...withoutCode.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1]!)));
}

/** Relative links and images of a page (code blocks and inline code left out), as written. */
function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?: "[^"]*")?\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

describe('the documentation', () => {
  it('has a configuration table in docs/self-hosting.md naming exactly the variables the server reads', () => {
    const documented = configurationTableNames(read('docs/self-hosting.md'));
    expect(SETTING_NAMES.length).toBeGreaterThan(40);
    expect(SETTING_NAMES.filter((name) => !documented.includes(name))).toEqual([]);
    expect(documented.filter((name) => !(SETTING_NAMES as string[]).includes(name))).toEqual([]);
  });

  it('shows only npm commands whose script exists in the matching package.json', () => {
    const missing: string[] = [];
    let seen = 0;
    for (const page of PAGES) {
      for (const command of npmCommands(read(page))) {
        seen += 1;
        if (!(command.script in scriptsOf(command.workspace))) missing.push(`${page}: ${command.text}`);
      }
    }
    expect(seen).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it('links only to files and headings that exist', () => {
    const broken: string[] = [];
    for (const page of PAGES) {
      for (const link of relativeLinks(read(page))) {
        const [file, anchor] = link.split('#') as [string, string | undefined];
        const target = file === '' ? page : path.normalize(path.join(path.dirname(page), file));
        if (!existsSync(path.join(ROOT, target))) broken.push(`${page}: ${link}`);
        else if (anchor && target.endsWith('.md') && !anchorsIn(read(target)).has(anchor)) {
          broken.push(`${page}: ${link} (no such heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('find table names, commands and links as the pages write them', () => {
    const table =
      '## Configuration\n\n| `PORT` | 3000 |\n| `A_ONE` / `B_TWO` | x |\n\n## Next\n\n| `NOT_THIS` | y |\n';
    expect(configurationTableNames(table)).toEqual(['PORT', 'A_ONE', 'B_TWO']);
    const commands = npmCommands(
      '`npm install && npm start`, `npm run build -- --force`, `npm run walk -w @overlap/e2e`, npm workspaces',
    );
    expect(commands.map((c) => [c.script, c.workspace])).toEqual([
      ['start', null],
      ['build', null],
      ['walk', '@overlap/e2e'],
    ]);
    expect(
      relativeLinks('[a](docs/api.md#webhooks) ![s](images/x.png) [b](https://x.y) `[c](no.md)`'),
    ).toEqual(['docs/api.md#webhooks', 'images/x.png']);
    expect(anchorOf('Signing in with Auth0, Keycloak or Microsoft Entra')).toBe(
      'signing-in-with-auth0-keycloak-or-microsoft-entra',
    );
  });
});
