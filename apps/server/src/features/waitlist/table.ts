import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/table';
import { generatedId, createdAt } from '../../db/common-columns';

export const waitlistSignups = pgTable('waitlist_signups', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  email: text('email').notNull().unique('waitlist_signups_email_unique'),
  createdAt: createdAt(),
});

/**
 * Sign-up invitations an admin sent (Admin → Waitlist). Only the token's SHA-256 is kept, so the
 * database alone opens no link; a link works once (`used_at`) until `expires_at`.
 */
export const signUpInvitations = pgTable(
  'sign_up_invitations',
  {
    id: generatedId(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique('sign_up_invitations_token_hash_unique'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sign_up_invitations_email_idx').on(t.email)],
);

export type SignUpInvitationRow = typeof signUpInvitations.$inferSelect;
