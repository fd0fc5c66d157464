import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/database';
import type { OutboxRepository } from '../mail/outbox/outbox-repository';
import { createTemplateRepository, type TemplateRepository } from '../mail/templates/template-repository';
import type { UserRepository } from '../users/user-repository';
import { registerAdminMailRoutes } from './admin-mail-routes';
import { createAdminMeetingsRepository } from './admin-meetings-repository';
import { registerAdminMeetingRoutes } from './admin-meeting-routes';
import { registerAdminRoutes } from './admin-routes';
import { registerAdminUserRoutes } from './admin-user-routes';
import { createAdminUsersRepository } from './admin-users-repository';
import { createAnalyticsRepository } from './analytics-repository';
import { adminReadRecorder } from './admin-read-audit';
import { createAuditRepository } from './audit-repository';

/** The admin area's API: every route behind `requireUser` and the admin policy. */
export function registerAdmin(
  app: FastifyInstance,
  deps: {
    db: Db;
    users: UserRepository;
    templates: TemplateRepository;
    outbox: OutboxRepository;
    adminEmails: string[];
    requireUser: preHandlerAsyncHookHandler;
  },
) {
  const { db, requireUser } = deps;
  const audit = createAuditRepository(db);
  const recordRead = adminReadRecorder(audit);
  registerAdminRoutes(app, {
    analytics: createAnalyticsRepository({ db, users: deps.users }),
    audit,
    requireUser,
  });
  registerAdminUserRoutes(app, {
    users: createAdminUsersRepository(db),
    adminEmails: deps.adminEmails,
    recordRead,
    requireUser,
  });
  registerAdminMeetingRoutes(app, { meetings: createAdminMeetingsRepository(db), recordRead, requireUser });
  registerAdminMailRoutes(app, {
    templates: deps.templates,
    templatesIn: createTemplateRepository,
    audit,
    recordRead,
    outbox: deps.outbox,
    requireUser,
  });
}
