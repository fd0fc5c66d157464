import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import {
  DEFAULT_TEMPLATES,
  EMAIL_TEMPLATE_KEYS,
  TEMPLATE_VARIABLES,
  type EmailTemplateKey,
} from './default-templates';
import { assertKnownPlaceholders, type EmailContent } from './render-template';
import { emailTemplates } from './table';

export type EmailTemplate = typeof emailTemplates.$inferSelect;

/**
 * Writes the default templates. A template nobody has edited follows the newest default; one an admin
 * edited is left alone. Safe to run at every start, from several instances at once.
 */
export async function seedDefaultTemplates(db: Db): Promise<void> {
  for (const key of EMAIL_TEMPLATE_KEYS)
    assertKnownPlaceholders(DEFAULT_TEMPLATES[key], TEMPLATE_VARIABLES[key]);
  const rows = EMAIL_TEMPLATE_KEYS.map((key) => ({ key, ...DEFAULT_TEMPLATES[key], updatedBy: null }));
  await db
    .insert(emailTemplates)
    .values(rows)
    .onConflictDoUpdate({
      target: emailTemplates.key,
      set: {
        subject: sql`excluded.subject`,
        html: sql`excluded.html`,
        text: sql`excluded.text`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${emailTemplates.updatedBy} is null and (${emailTemplates.subject}, ${emailTemplates.html}, ${emailTemplates.text}) is distinct from (excluded.subject, excluded.html, excluded.text)`,
    });
}

/** Reads one template; takes a transaction too, so an e-mail renders from what that transaction sees. */
export async function findTemplate(db: Db, key: EmailTemplateKey): Promise<EmailTemplate | null> {
  const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.key, key));
  return row ?? null;
}

/** What the admin area needs: list, read, edit (validated against the e-mail's variables), reset, count. */
export function createTemplateRepository(db: Db) {
  return {
    list: (): Promise<EmailTemplate[]> => db.select().from(emailTemplates).orderBy(asc(emailTemplates.key)),

    get: (key: EmailTemplateKey) => findTemplate(db, key),

    /** Throws a TemplateError naming any placeholder the e-mail does not provide. */
    async update(
      key: EmailTemplateKey,
      content: EmailContent,
      updatedBy: string,
    ): Promise<EmailTemplate | null> {
      assertKnownPlaceholders(content, TEMPLATE_VARIABLES[key]);
      const [row] = await db
        .update(emailTemplates)
        .set({
          subject: content.subject,
          html: content.html,
          text: content.text,
          updatedBy,
          updatedAt: new Date(),
        })
        .where(eq(emailTemplates.key, key))
        .returning();
      return row ?? null;
    },

    /** Back to the seeded default; from then on it follows newer defaults again. */
    async reset(key: EmailTemplateKey): Promise<EmailTemplate | null> {
      const [row] = await db
        .update(emailTemplates)
        .set({ ...DEFAULT_TEMPLATES[key], updatedBy: null, updatedAt: new Date() })
        .where(eq(emailTemplates.key, key))
        .returning();
      return row ?? null;
    },

    async countTemplates(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(emailTemplates);
      return row?.total ?? 0;
    },
  };
}

export type TemplateRepository = ReturnType<typeof createTemplateRepository>;
