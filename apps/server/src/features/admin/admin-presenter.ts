import type { AdminMeetingDetail, AdminMeetingSummary, AdminUser } from '@overlap/contracts';
import type { AdminMeetingsRepository, AdminMeetingSummaryRow } from './admin-meetings-repository';
import type { AdminUserRow } from './admin-users-repository';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function adminUser(row: AdminUserRow, adminEmails: string[]): AdminUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    isAdmin: row.isAdmin,
    adminByConfig: adminEmails.includes(row.email),
    disabledAt: iso(row.disabledAt),
    meetingsCount: row.meetingsCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export function adminMeetingSummary(row: AdminMeetingSummaryRow): AdminMeetingSummary {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    organizerEmail: row.organizerEmail,
    organizerName: row.organizerName,
    participantCount: row.participantCount,
    answeredCount: row.answeredCount,
    declinedCount: row.declinedCount,
    chosenStart: iso(row.chosenStart),
    createdAt: row.createdAt.toISOString(),
  };
}

type DetailRow = NonNullable<Awaited<ReturnType<AdminMeetingsRepository['detail']>>>;

/** Field by field, so nothing the repository might add (a token, a link) reaches an admin unseen. */
export function adminMeetingDetail(row: DetailRow): AdminMeetingDetail {
  return {
    ...adminMeetingSummary(row),
    description: row.description,
    location: row.location,
    durationMinutes: row.durationMinutes,
    windowStart: row.windowStart.toISOString(),
    windowEnd: row.windowEnd.toISOString(),
    organizerZone: row.organizerZone,
    deadline: iso(row.deadline),
    chosenEnd: iso(row.chosenEnd),
    sequence: row.sequence,
    cancelReason: row.cancelReason,
    updatedAt: row.updatedAt.toISOString(),
    participants: row.participants.map((p) => ({
      name: p.name,
      email: p.email,
      required: p.required,
      status: p.status,
      response: p.response,
      answeredAt: iso(p.answeredAt),
    })),
  };
}
