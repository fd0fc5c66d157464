const HOUR_MS = 60 * 60 * 1000;

export const REMINDER_BEFORE_DEADLINE_MS = 24 * HOUR_MS;
export const REMINDER_AFTER_INVITATION_MS = 48 * HOUR_MS;

/**
 * When participants who have not answered get their automatic reminder: 24 hours before the deadline,
 * or 48 hours after the invitation when there is no deadline. Null when a deadline is so close that a
 * reminder would come before (or with) the invitation itself.
 */
export function automaticReminderAt(invitedAt: Date, deadline: Date | null): Date | null {
  if (!deadline) return new Date(invitedAt.getTime() + REMINDER_AFTER_INVITATION_MS);
  const at = new Date(deadline.getTime() - REMINDER_BEFORE_DEADLINE_MS);
  return at.getTime() > invitedAt.getTime() ? at : null;
}
