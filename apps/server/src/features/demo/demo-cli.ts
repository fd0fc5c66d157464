// `npm run demo`: a demo organizer and a meeting whose participants in four time zones have answered,
// so ranked suggestions are there to see right after `npm start`. Stop the server first when it runs on
// the embedded database: only one process may open it.
import { ConfigError, loadConfig } from '../../config/env';
import { openDatabase } from '../../db/database';
import { DEMO_ORGANIZER, seedDemo } from './demo-seed';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const { password, meeting, feeds } = await seedDemo(database.db, config);
    console.warn(
      [
        '',
        'Demo ready.',
        `  Start the server (npm start), open ${config.publicUrl} and sign in with:`,
        '  (started with another PUBLIC_URL, the server moves the demo account there: open that address)',
        `    e-mail:   ${DEMO_ORGANIZER.email}`,
        `    password: ${password}`,
        `  Suggestions: ${config.publicUrl}/organizer-time-selection?meeting=${meeting.id}`,
        '  Participants’ links (each opens their own answer):',
        ...meeting.participants.map((p) => `    ${p.name}: ${p.link}`),
        '  Calendars (ICS feeds the server serves; those people answered from them):',
        ...feeds.map((feed) => `    ${feed.name}: ${feed.url}`),
        '',
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError ? error.message : error instanceof Error ? error.message : error,
  );
  process.exitCode = 1;
});
