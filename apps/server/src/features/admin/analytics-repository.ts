import type { AdminAnalyticsResponse } from '@overlap/contracts';
import type { UserRepository } from '../users/user-repository';

/**
 * The admin home's counts. Meetings and e-mail templates have no tables yet (later issues add them):
 * until then they are 0, and those issues replace the two zeros with their own counts.
 */
export function createAnalyticsRepository(deps: { users: UserRepository }) {
  return {
    async overview(): Promise<AdminAnalyticsResponse['overview']> {
      const { totalUsers, totalAdmins } = await deps.users.countUsers();
      return { totalUsers, totalAdmins, totalMeetings: 0, scheduledMeetings: 0, totalEmailTemplates: 0 };
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
