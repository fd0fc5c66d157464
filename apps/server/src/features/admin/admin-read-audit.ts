import type { FastifyRequest } from 'fastify';
import { serverNow } from '../../lib/clock/server-clock';
import { signedInUser } from '../auth/tokens/authenticate';
import type { AuditEntryInput, AuditRepository } from './audit-repository';

/** Records, in the audit log, that the signed-in admin opened a page of other people's data. */
export type RecordAdminRead = (request: FastifyRequest, entry: AuditEntryInput) => Promise<void>;

export function adminReadRecorder(audit: AuditRepository): RecordAdminRead {
  return async (request, entry) => {
    const admin = signedInUser(request);
    await audit.recordRead({ id: admin.id, email: admin.email }, entry, new Date(serverNow()));
  };
}
