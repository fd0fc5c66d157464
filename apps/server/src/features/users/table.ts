import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Locale } from '@overlap/contracts';
import type { AnswerNotices, ClockFormat, VideoLinkChoice, WorkingHours } from '@overlap/contracts/schemas';
import { generatedId, createdAt, updatedAt } from '../../db/common-columns';

/** A signed-in person, keyed by the identity provider that vouches for them and their subject there. */
export const users = pgTable(
  'users',
  {
    id: generatedId(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    profileImageUrl: text('profile_image_url'),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Once the person edits their name in Settings, sign-ins stop overwriting it from the provider. */
    nameSetByUser: boolean('name_set_by_user').notNull().default(false),
    /** Set by an admin: the API refuses every token of a disabled person until they are enabled again. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    timeZone: text('time_zone'),
    workingHours: jsonb('working_hours').$type<WorkingHours>(),
    theme: text('theme').$type<'system' | 'light' | 'dark'>().notNull().default('system'),
    /** The language of the app and of their e-mails; null until chosen. */
    locale: text('locale').$type<Locale>(),
    clock: text('clock').$type<ClockFormat>().notNull().default('auto'),
    videoDefault: jsonb('video_default').$type<VideoLinkChoice>().notNull().default({ kind: 'none' }),
    /** How they hear about guests' answers; `ready`: only the all-answered e-mail. */
    answerNotices: text('answer_notices').$type<AnswerNotices>().notNull().default('ready'),
    /** The first answer not yet in a digest, while one is due (the digest job clears it). */
    answerDigestSince: timestamp('answer_digest_since', { withTimezone: true }),
    profileRefreshedAt: timestamp('profile_refreshed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_issuer_subject_unique').on(t.issuer, t.subject),
    index('users_email_idx').on(t.email),
  ],
);

export type UserRow = typeof users.$inferSelect;
