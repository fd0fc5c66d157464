export interface QuotaSettings {
  /** Meetings one account may create per hour: new accounts, then established ones. */
  meetingsPerHour: { new: number; established: number };
  /**
   * E-mails to participants one account may cause per day: invitations, and the updates its own changes
   * to a booked meeting send everyone (a move, a cancellation, a changed invitation).
   */
  invitationsPerDay: { new: number; established: number };
  /**
   * An account is established this many days after sign-up. Only age counts: anything else a new account
   * could do at once by itself (booking its own meeting, answering through the links it is shown).
   */
  establishedAfterDays: number;
  /** A participant is reminded by hand at most once in this many hours. */
  reminderEveryHours: number;
}
