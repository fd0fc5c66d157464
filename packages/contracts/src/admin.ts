import type { MeetingStatus, ParticipantResponse, ParticipantStatus } from './meeting-statuses';
import type { SignUpMode } from './site-config';

/** The admin area's user, meeting, analytics and audit endpoints. All admin-only. */
export const ADMIN_ROUTES = {
  /** GET `?q=&page=`: people by e-mail or name. */
  users: '/api/admin/users',
  /** PUT `{ isAdmin }`. */
  userRole: '/api/admin/users/:id/role',
  /** PUT `{ disabled }`: a disabled person's sessions end and their tokens are refused. */
  userStatus: '/api/admin/users/:id/status',
  /** DELETE `{ email }`: deletes the account as its owner would (the last admin stays). */
  user: '/api/admin/users/:id',
  /** GET `?q=&status=&page=`. */
  meetings: '/api/admin/meetings',
  meeting: '/api/admin/meetings/:id',
  /** GET `?weeks=`: the analytics page's series, counted up to the server's now. */
  trends: '/api/admin/analytics/trends',
  /** GET `?page=`. */
  auditLog: '/api/admin/audit-log',
  /** GET `?page=`: the waitlist, newest first, with each address's invitation. */
  waitlist: '/api/admin/waitlist',
  /** POST `{ email, locale? }`: e-mails a single-use sign-up link to the address. */
  invitations: '/api/admin/waitlist/invitations',
} as const;

export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_TRENDS_WEEKS = { default: 12, max: 52 } as const;
export const ADMIN_SEARCH_MAX = 200;

/** The statuses a meeting can be filtered by (the meeting statuses, in the order people think of them). */
export const ADMIN_MEETING_STATUSES = [
  'collecting',
  'ready',
  'scheduled',
  'cancelled',
] as const satisfies readonly MeetingStatus[];

export interface AdminPage {
  page: number;
  pageSize: number;
  total: number;
}

export interface AdminUser {
  id: string;
  email: string;
  name: string;
  isAdmin: boolean;
  /** Listed in ADMIN_EMAILS: every sign-in makes them an admin again, so revoking is refused. */
  adminByConfig: boolean;
  disabledAt: string | null;
  meetingsCount: number;
  createdAt: string;
}

export interface AdminUsersResponse extends AdminPage {
  users: AdminUser[];
}

export interface AdminUserResponse {
  user: AdminUser;
}

export interface AdminMeetingSummary {
  id: string;
  title: string;
  status: MeetingStatus;
  organizerEmail: string;
  organizerName: string;
  participantCount: number;
  /** People who gave their availability; declines are counted apart. */
  answeredCount: number;
  declinedCount: number;
  chosenStart: string | null;
  createdAt: string;
}

export interface AdminMeetingsResponse extends AdminPage {
  meetings: AdminMeetingSummary[];
}

/** One meeting as admins read it: never a participant's link, token or the video link. */
export interface AdminMeetingDetail extends AdminMeetingSummary {
  description: string;
  location: string | null;
  durationMinutes: number;
  windowStart: string;
  windowEnd: string;
  organizerZone: string;
  deadline: string | null;
  chosenEnd: string | null;
  sequence: number;
  cancelReason: string | null;
  updatedAt: string;
  participants: {
    name: string | null;
    email: string;
    required: boolean;
    status: ParticipantStatus;
    response: ParticipantResponse;
    answeredAt: string | null;
  }[];
}

export interface AdminMeetingResponse {
  meeting: AdminMeetingDetail;
}

export interface AdminWeek {
  /** Monday 00:00 UTC of the week, as YYYY-MM-DD. */
  week: string;
  created: number;
  booked: number;
  cancelled: number;
}

export interface AdminTrendsResponse {
  /** The instant the figures were counted at (the server's clock). */
  asOf: string;
  weeks: AdminWeek[];
  /** Median time from a meeting's creation to its booking, over meetings booked in the period; null if none. */
  medianHoursToBooking: number | null;
  /** Invited people who answered (painted or declined), over everyone invited to meetings created in the period. */
  answerRate: { answered: number; invited: number };
  /** Calendar connections by provider, all time. */
  connections: { provider: string; count: number }[];
}

export const ADMIN_AUDIT_ACTIONS = [
  'role.granted',
  'role.revoked',
  'user.disabled',
  'user.enabled',
  'user.deleted',
  'template.updated',
  'template.reset',
  'invitation.sent',
  'users.viewed',
  'meetings.viewed',
  'meeting.viewed',
  'outbox_message.viewed',
] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

export interface AdminAuditEntry {
  id: string;
  action: AdminAuditAction;
  actorEmail: string;
  targetType: AdminAuditTarget;
  targetId: string;
  targetLabel: string;
  createdAt: string;
}

export type AdminAuditTarget = 'user' | 'email_template' | 'invitation' | 'meeting' | 'outbox_message';

export interface AdminAuditLogResponse extends AdminPage {
  entries: AdminAuditEntry[];
}

/** One address on the waitlist, or invited without joining it, with its latest invitation. */
export interface AdminWaitlistEntry {
  email: string;
  /** When the address joined the waitlist; null: an admin invited it directly. */
  joinedAt: string | null;
  invitedAt: string | null;
  /** When the invitation's link stops working; null: not invited. */
  invitationExpiresAt: string | null;
  /** The link's time has run out (by the server's clock) before anyone used it. */
  invitationExpired: boolean;
  /** When the link was used to create an account; null: not yet. */
  signedUpAt: string | null;
}

export interface AdminWaitlistResponse extends AdminPage {
  entries: AdminWaitlistEntry[];
  /** This server's SIGN_UP setting, so the page can say what an invitation does here. */
  signUp: SignUpMode;
}

export interface AdminInvitationResponse {
  entry: AdminWaitlistEntry;
}
