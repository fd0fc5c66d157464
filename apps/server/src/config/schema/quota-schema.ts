import { positiveInt } from '../setting-values';

/** What one account may do per hour or day, new accounts less. */
export const quotaSchema = {
  QUOTA_MEETINGS_PER_HOUR: positiveInt('use a positive whole number of meetings').default(30),
  QUOTA_NEW_ACCOUNT_MEETINGS_PER_HOUR: positiveInt('use a positive whole number of meetings').default(5),
  QUOTA_INVITATIONS_PER_DAY: positiveInt('use a positive whole number of invitations').default(500),
  QUOTA_NEW_ACCOUNT_INVITATIONS_PER_DAY: positiveInt('use a positive whole number of invitations').default(
    50,
  ),
  QUOTA_ESTABLISHED_AFTER_DAYS: positiveInt('use a positive whole number of days').default(7),
  QUOTA_REMINDER_EVERY_HOURS: positiveInt('use a positive whole number of hours').default(24),
};
