import type { TestApp } from './test-app';

export interface OutboxLetter {
  template_key: string;
  to_address: string;
  text: string;
  ics_method: string | null;
  ics: string | null;
}

/** The outbox's letters whose text mentions `title`, in the SQL order `orderBy`. */
export async function outboxLettersAbout(
  t: TestApp,
  title: string,
  orderBy: 'to_address' | 'created_at, to_address',
): Promise<OutboxLetter[]> {
  const result = (await t.database.db.execute(
    `select template_key, to_address, text, ics_method, ics from outbox order by ${orderBy}`,
  )) as unknown as { rows: OutboxLetter[] };
  return result.rows.filter((r) => r.text.includes(title));
}
