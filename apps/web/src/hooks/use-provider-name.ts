import { useT } from '@/i18n';

/**
 * A calendar provider's name as shown. The server sends one English name per provider; brand names
 * (Google Calendar, Apple iCloud…) stay as they are, the generic ICS feed is said in the reader's words.
 */
export function useProviderName(): (provider: string, serverName: string) => string {
  const t = useT('common');
  return (provider, serverName) => (provider === 'ics' ? t('provider.ics') : serverName);
}
