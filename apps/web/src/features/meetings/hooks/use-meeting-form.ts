import { useMemo, useState } from 'react';
import { useAppStore, type MeetingDraft } from '@/stores/app-store';
import { useOrganizerTimeZone } from '../api/get-organizer-settings';
import { completeDraft } from '../lib/meeting-form';
import { detectTimeZone } from '@/lib/time-zones';

/** The meeting form read from and written to the stored draft, so a reload keeps what was typed. */
export function useMeetingForm() {
  const draft = useAppStore((s) => s.meetingDraft);
  const updateDraft = useAppStore((s) => s.updateMeetingDraft);
  const resetDraft = useAppStore((s) => s.resetMeetingDraft);
  const savedZone = useOrganizerTimeZone();
  const [openedAt] = useState(() => Date.now());
  const form = useMemo(
    () => completeDraft(draft, openedAt, savedZone ?? detectTimeZone()),
    [draft, openedAt, savedZone],
  );
  return { form, update: (patch: Partial<MeetingDraft>) => updateDraft(patch), reset: resetDraft };
}
