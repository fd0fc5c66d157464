import type { Locale } from '@overlap/contracts';
import type { ParticipantViewDto } from '@overlap/contracts/schemas';
import { useEffect, useRef } from 'react';
import { currentLocale, rememberedLocale, switchLocale } from '@/i18n';

/** The view as the server sends it once it carries the language the organizer picked for this person. */
export type GuestView = ParticipantViewDto & { locale?: Locale | null };

/**
 * A guest reads their page in the language they chose in this browser; failing that, in the one the
 * organizer picked for them (applied once, when the view first arrives, and not remembered, so the
 * guest's own choice always wins); failing that, in the browser's (the app's start).
 */
export function useGuestLocale(view: GuestView): void {
  const applied = useRef(false);
  const organizerChoice = view.locale ?? null;
  useEffect(() => {
    if (applied.current) return;
    applied.current = true;
    if (!organizerChoice || rememberedLocale() || organizerChoice === currentLocale()) return;
    // A catalogue that failed to download leaves the page in its current language.
    void switchLocale(organizerChoice, { remember: false }).catch(() => undefined);
  }, [organizerChoice]);
}
