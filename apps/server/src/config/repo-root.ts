import { fileURLToPath } from 'node:url';

/** The repository's root folder, so that defaults do not depend on the directory a command runs from. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
