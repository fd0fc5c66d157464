import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { AdminAuditAction, AdminAuditTarget } from '@overlap/contracts';
import { users } from '../users/table';
import { generatedId, createdAt } from '../../db/common-columns';

/**
 * What admins did, written in the transaction of the change itself. Actor and target keep their
 * e-mail addresses as they were, so the log still reads when an account is deleted.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: generatedId(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action').$type<AdminAuditAction>().notNull(),
    targetType: text('target_type').$type<AdminAuditTarget>().notNull(),
    targetId: text('target_id').notNull(),
    targetLabel: text('target_label').notNull(),
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_log_created_idx').on(t.createdAt)],
);

export type AdminAuditRow = typeof adminAuditLog.$inferSelect;
