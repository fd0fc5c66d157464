import type { Locale } from '@overlap/contracts';
import type { ParticipantViewDto } from '@overlap/contracts/schemas';
import { useEffect, useRef } from 'react';
import { currentLocale, rememberedLocale, switchLocale } from '@/i18n';

/**
 * The language to switch to when a guest's view arrives: the organizer's pick for them, unless this browser
 * remembers a choice of the guest's own or the page already reads in it.
 */
export function organizerLocaleToApply(
  organizerChoice: Locale | null,
  remembered: Locale | null,
  current: Locale,
): Locale | null {
  if (!organizerChoice || remembered || organizerChoice === current) return null;
  return organizerChoice;
}

/**
 * A guest reads their page in the language they chose in this browser; failing that, in the one the
 * organizer picked for them (applied once, when the view first arrives, and not remembered, so the
 * guest's own choice always wins); failing that, in the browser's (the app's start).
 */
export function useGuestLocale(view: ParticipantViewDto): void {
  const applied = useRef(false);
  const organizerChoice = view.participant.locale;
  useEffect(() => {
    if (applied.current) return;
    applied.current = true;
    const next = organizerLocaleToApply(organizerChoice, rememberedLocale(), currentLocale());
    // A catalogue that failed to download leaves the page in its current language.
    if (next) void switchLocale(next, { remember: false }).catch(() => undefined);
  }, [organizerChoice]);
}
