import {
  INVITATION_PARAM,
  PUBLIC_ROUTES,
  SIGN_UP_INVITATION_DAYS,
  type AdminWaitlistEntry,
  type Locale,
} from '@overlap/contracts';
import type { Db } from '../../db/database';
import { writeAuditEntry } from '../admin/audit-repository';
import type { MailService } from '../mail/mail-service';
import type { UserRow } from '../users/table';
import type { InvitationRepository } from './invitation-repository';
import { hashInvitationToken, newInvitationToken } from './invitation-token';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Admin → Waitlist's invitation: a single-use sign-up link e-mailed to one address. The invitation,
 * its e-mail and its audit entry are written in one transaction, so none goes without the others.
 */
export function createInvitationService(deps: {
  db: Db;
  invitations: InvitationRepository;
  mail: MailService;
  publicUrl: string;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    async invite(admin: UserRow, email: string, locale: Locale): Promise<AdminWaitlistEntry> {
      const token = newInvitationToken();
      const sentAt = now();
      const expiresAt = new Date(sentAt.getTime() + SIGN_UP_INVITATION_DAYS * DAY_MS);
      const link = `${deps.publicUrl}${PUBLIC_ROUTES.getStarted}?${INVITATION_PARAM}=${token}`;
      return deps.db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const row = await deps.invitations.insert(t, {
          email,
          tokenHash: hashInvitationToken(token),
          invitedBy: admin.id,
          expiresAt,
        });
        await deps.mail.queueEmail(t, {
          templateKey: 'sign_up_invitation',
          to: { email },
          locale,
          variables: {
            inviterName: admin.name || admin.email,
            link,
            days: String(SIGN_UP_INVITATION_DAYS),
          },
          dedupeKey: `sign-up-invitation:${row.id}`,
        });
        await writeAuditEntry(
          t,
          { id: admin.id, email: admin.email },
          { action: 'invitation.sent', targetType: 'invitation', targetId: row.id, targetLabel: email },
        );
        return {
          email,
          joinedAt: null,
          invitedAt: row.createdAt.toISOString(),
          invitationExpiresAt: row.expiresAt.toISOString(),
          invitationExpired: false,
          signedUpAt: null,
        };
      });
    },
  };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
