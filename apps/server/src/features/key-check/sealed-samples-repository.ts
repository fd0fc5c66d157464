import { desc } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { calendarConnections } from '../connections/tables';
import { participants } from '../meetings/records';
import { webhooks } from '../webhooks/tables';

/** One stored secret of a kind: what it is, the associated data it was sealed with, and the sealed text. */
export interface SealedSample {
  what: string;
  recordId: string;
  sealed: string;
}

/** The newest sealed value of each kind the credentials key protects, where there is one. */
export async function newestSealedSamples(db: Db): Promise<SealedSample[]> {
  const [connection] = await db
    .select({ id: calendarConnections.id, sealed: calendarConnections.credentials })
    .from(calendarConnections)
    .orderBy(desc(calendarConnections.createdAt))
    .limit(1);
  const [webhook] = await db
    .select({ id: webhooks.id, sealed: webhooks.secretSealed })
    .from(webhooks)
    .orderBy(desc(webhooks.createdAt))
    .limit(1);
  const [link] = await db
    .select({ id: participants.id, sealed: participants.tokenSealed })
    .from(participants)
    .orderBy(desc(participants.createdAt))
    .limit(1);
  return [
    connection && { what: 'calendar credentials', recordId: connection.id, sealed: connection.sealed },
    webhook && { what: 'webhook secrets', recordId: webhook.id, sealed: webhook.sealed },
    link && { what: 'personal links', recordId: `participant:${link.id}`, sealed: link.sealed },
  ].filter((sample): sample is SealedSample => Boolean(sample));
}
