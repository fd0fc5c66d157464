import type { Db } from '../../db/database';
import { serverNow } from '../../lib/clock/server-clock';
import type { UserRow } from '../users/table';
import { connectionsSummary, keysAndWebhooks, organizedMeetings, ownGuestAnswers } from './export-repository';

/** The version of the export's layout, so a reader can tell a later one apart. */
export const EXPORT_FORMAT = 'overlap-export/1';

/**
 * A copy of a person's data as JSON: their profile and settings, the meetings they organise with
 * everyone's names, addresses and answers (the organizer's own records), their own answers where they
 * were invited by their account's address, and their connections by provider and calendar name.
 * Never a credential, token, secret, key hash or anyone's personal link.
 */
export function createDataExport(deps: { db: Db }) {
  return {
    async of(user: UserRow) {
      const { db } = deps;
      return {
        format: EXPORT_FORMAT,
        exportedAt: new Date(serverNow()).toISOString(),
        profile: {
          id: user.id,
          email: user.email,
          name: user.name,
          firstName: user.firstName,
          lastName: user.lastName,
          profileImageUrl: user.profileImageUrl,
          isAdmin: user.isAdmin,
          createdAt: user.createdAt.toISOString(),
        },
        settings: {
          timeZone: user.timeZone,
          workingHours: user.workingHours,
          theme: user.theme,
          locale: user.locale,
          clock: user.clock,
          videoDefault: user.videoDefault,
        },
        meetings: await organizedMeetings(db, user.id),
        answersAsGuest: await ownGuestAnswers(db, user.email, user.id),
        connections: await connectionsSummary(db, user.id),
        ...(await keysAndWebhooks(db, user.id)),
      };
    },
  };
}

export type DataExport = ReturnType<typeof createDataExport>;
