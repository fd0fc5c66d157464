import { cp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SERVER_ROOT } from '../../../src/config/paths';

interface Journal {
  entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
}

/**
 * A "next version" of the built server for a rolling restart: a copy of this build (bundle, migrations,
 * sign-in pages) in `folder`, whose migrations end with one more, `sql`, as a release would carry. It
 * runs from there with the repository's node_modules, found by walking up as Node does.
 */
export async function buildNextVersion(folder: string, sql: string): Promise<{ main: string }> {
  await rm(folder, { recursive: true, force: true });
  const server = path.join(folder, 'apps', 'server');
  await mkdir(server, { recursive: true });
  for (const part of ['package.json', 'dist', 'drizzle', 'src/features/auth/interaction/assets'])
    await cp(path.join(SERVER_ROOT, part), path.join(server, part), { recursive: true });
  await symlink(path.join(SERVER_ROOT, 'node_modules'), path.join(server, 'node_modules'));

  const journalFile = path.join(server, 'drizzle', 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as Journal;
  const last = journal.entries.at(-1)!;
  const tag = `${String(last.idx + 1).padStart(4, '0')}_next_version`;
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag });
  await writeFile(journalFile, JSON.stringify(journal, null, 2));
  await writeFile(path.join(server, 'drizzle', `${tag}.sql`), sql);
  return { main: path.join(server, 'dist', 'main.js') };
}
