// `npm run admin -- grant|revoke <email>`: changes who is an admin, on the database the server uses.
// With the embedded database (no DATABASE_URL), stop the server first: only one process may open it.
import { ConfigError, loadConfig } from '../../config/env';
import { openDatabase } from '../../db/database';
import { runAdminCommand } from './admin-command';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const result = await runAdminCommand(process.argv.slice(2), database.db, config.auth.adminEmails);
    (result.ok ? console.warn : console.error)(result.message);
    process.exitCode = result.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
