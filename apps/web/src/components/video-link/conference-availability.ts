import type { ConferenceKind } from '@overlap/contracts/schemas';
import type { WriteTarget } from '@/hooks/use-write-target';
import type { Translate } from '@/i18n';

/** Which provider's calendar must be the write target for a conference kind to work. */
const NEEDS_PROVIDER: Partial<Record<ConferenceKind, 'google' | 'microsoft'>> = {
  'google-meet': 'google',
  teams: 'microsoft',
};

/** Why a conference kind cannot be chosen with this write target (undefined: still loading), or null. */
export function unavailableReason(
  kind: ConferenceKind,
  target: WriteTarget | null | undefined,
  t: Translate<'common'>,
): string | null {
  const provider = NEEDS_PROVIDER[kind];
  if (!provider) return null;
  if (target === undefined) return t('video.checking');
  if (target?.provider === provider) return null;
  return target
    ? t('video.wrongTarget', {
        provider,
        calendar: target.calendarName,
        providerName: target.providerName,
      })
    : t('video.noTarget', { provider });
}
