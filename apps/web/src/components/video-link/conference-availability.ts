import type { ConferenceKind } from '@overlap/contracts/schemas';
import type { WriteTarget } from '@/hooks/use-write-target';

/** Which provider's calendar must be the write target for a conference kind to work. */
const NEEDS_PROVIDER: Partial<Record<ConferenceKind, { provider: string; name: string }>> = {
  'google-meet': { provider: 'google', name: 'a Google calendar' },
  teams: { provider: 'microsoft', name: 'a Microsoft (Outlook) calendar' },
};

/** Why a conference kind cannot be chosen with this write target (undefined: still loading), or null. */
export function unavailableReason(
  kind: ConferenceKind,
  target: WriteTarget | null | undefined,
): string | null {
  const needs = NEEDS_PROVIDER[kind];
  if (!needs) return null;
  if (target === undefined) return 'Checking your calendars...';
  if (target?.provider === needs.provider) return null;
  return target
    ? `Only when booked meetings are written to ${needs.name}; yours go to ${target.calendarName} (${target.providerName}). Change it under Connections.`
    : `Only when booked meetings are written to ${needs.name}: connect one under Connections and mark it as the place to add meetings.`;
}
