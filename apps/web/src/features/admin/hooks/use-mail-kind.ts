import { useT, type MessageKey } from '@/i18n';

const KNOWN = [
  'invitation',
  'reminder',
  'all_answered',
  'scheduled',
  'cancelled',
  'rescheduled',
  'rescheduling',
  'meeting_updated',
  'removed',
  'booked_declined',
  'sign_up_invitation',
] as const;

const isKnown = (key: string): key is (typeof KNOWN)[number] => (KNOWN as readonly string[]).includes(key);

/**
 * An e-mail's name and when it is sent, in the admin's language. A key Overlap no longer sends keeps the
 * server's words (`fallback`), which name it as such.
 */
export function useMailKind() {
  const t = useT('admin');
  return (key: string, fallback?: { name: string; description: string }) => {
    if (!isKnown(key)) return fallback ?? { name: key, description: '' };
    return {
      name: t(`mail.${key}.name` as MessageKey<'admin'>),
      description: t(`mail.${key}.description` as MessageKey<'admin'>),
    };
  };
}
