import { DEFAULT_LOCALE, type Locale } from '@overlap/contracts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { DEFAULT_TEMPLATES } from './default-templates';
import {
  EMAIL_TEMPLATE_KEYS,
  TEMPLATE_VARIABLES,
  isEmailTemplateKey,
  type EmailTemplateKey,
} from './template-variables';
import { LOCALIZED_TEMPLATES } from '../i18n/localized-templates';
import { assertKnownPlaceholders, type EmailContent } from './render-template';
import { emailTemplates } from './table';

export type EmailTemplate = typeof emailTemplates.$inferSelect;

/** The built-in words of an e-mail in a language: what a template starts from and is reset to. */
export function defaultTemplate(key: EmailTemplateKey, locale: Locale): EmailContent {
  return locale === DEFAULT_LOCALE ? DEFAULT_TEMPLATES[key] : LOCALIZED_TEMPLATES[locale][key];
}

const row = (key: string, locale: Locale) =>
  and(eq(emailTemplates.key, key), eq(emailTemplates.locale, locale));

/**
 * Writes the default (English) templates. A template nobody has edited follows the newest default; one an admin
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
      target: [emailTemplates.key, emailTemplates.locale],
      set: {
        subject: sql`excluded.subject`,
        html: sql`excluded.html`,
        text: sql`excluded.text`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${emailTemplates.updatedBy} is null and (${emailTemplates.subject}, ${emailTemplates.html}, ${emailTemplates.text}) is distinct from (excluded.subject, excluded.html, excluded.text)`,
    });
}

/**
 * Reads one template in one language (English if not told): an admin's edit there, English's seeded
 * default; null for another language nobody edited. Takes a transaction too, so an e-mail renders from
 * what that transaction sees.
 */
export async function findTemplate(
  db: Db,
  key: EmailTemplateKey,
  locale: Locale = DEFAULT_LOCALE,
): Promise<EmailTemplate | null> {
  const [found] = await db.select().from(emailTemplates).where(row(key, locale));
  return found ?? null;
}

/** What the admin area needs: list, read, edit (validated against the e-mail's variables), reset, count. */
export function createTemplateRepository(db: Db) {
  const repository = {
    /** The English templates, one per e-mail. */
    list: (): Promise<EmailTemplate[]> =>
      db
        .select()
        .from(emailTemplates)
        .where(eq(emailTemplates.locale, DEFAULT_LOCALE))
        .orderBy(asc(emailTemplates.key)),

    /** One template per e-mail in `locale`: an admin's edit of that language, else its built-in words. */
    async listIn(locale: Locale): Promise<EmailTemplate[]> {
      const english = await repository.list();
      if (locale === DEFAULT_LOCALE) return english;
      return Promise.all(
        english.map(
          async (row) => (isEmailTemplateKey(row.key) && (await repository.get(row.key, locale))) || row,
        ),
      );
    },

    /** Languages other than English whose template of `key` an admin edited. */
    async editedLocales(key: EmailTemplateKey): Promise<string[]> {
      const rows = await db
        .select({ locale: emailTemplates.locale })
        .from(emailTemplates)
        .where(eq(emailTemplates.key, key));
      return rows.map((r) => r.locale).filter((locale) => locale !== DEFAULT_LOCALE);
    },

    /** A language nobody edited reads as its built-in translation, not edited. */
    async get(key: EmailTemplateKey, locale: Locale = DEFAULT_LOCALE): Promise<EmailTemplate | null> {
      const found = await findTemplate(db, key, locale);
      if (found || locale === DEFAULT_LOCALE) return found;
      return { key, locale, ...defaultTemplate(key, locale), updatedAt: new Date(0), updatedBy: null };
    },

    /** Throws a TemplateError naming any placeholder the e-mail does not provide. */
    async update(
      key: EmailTemplateKey,
      content: EmailContent,
      updatedBy: string,
      locale: Locale = DEFAULT_LOCALE,
    ): Promise<EmailTemplate | null> {
      assertKnownPlaceholders(content, TEMPLATE_VARIABLES[key]);
      const words = { subject: content.subject, html: content.html, text: content.text };
      const edit = { ...words, updatedBy, updatedAt: new Date() };
      if (locale === DEFAULT_LOCALE) {
        const [saved] = await db.update(emailTemplates).set(edit).where(row(key, locale)).returning();
        return saved ?? null;
      }
      // Another language gets its row at its first edit.
      const [saved] = await db
        .insert(emailTemplates)
        .values({ key, locale, ...edit })
        .onConflictDoUpdate({ target: [emailTemplates.key, emailTemplates.locale], set: edit })
        .returning();
      return saved ?? null;
    },

    /**
     * Back to the default; from then on it follows newer defaults again (another language: its edit
     * is deleted, so its built-in translation is used).
     */
    async reset(key: EmailTemplateKey, locale: Locale = DEFAULT_LOCALE): Promise<EmailTemplate | null> {
      if (locale !== DEFAULT_LOCALE) {
        await db.delete(emailTemplates).where(row(key, locale));
        return repository.get(key, locale);
      }
      const [saved] = await db
        .update(emailTemplates)
        .set({ ...DEFAULT_TEMPLATES[key], updatedBy: null, updatedAt: new Date() })
        .where(row(key, locale))
        .returning();
      return saved ?? null;
    },

    async countTemplates(): Promise<number> {
      const [counted] = await db
        .select({ total: count() })
        .from(emailTemplates)
        .where(eq(emailTemplates.locale, DEFAULT_LOCALE));
      return counted?.total ?? 0;
    },
  };
  return repository;
}

export type TemplateRepository = ReturnType<typeof createTemplateRepository>;
