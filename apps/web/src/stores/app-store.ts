import { APP_STORE_NAME, DEFAULT_MEETING_DURATION_MINUTES } from '@overlap/contracts';
import type { Locale } from '@overlap/contracts';
import type { QuorumRuleDto, RecurrenceRequest, VideoLinkChoice } from '@overlap/contracts/schemas';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { applyTheme, readStoredTheme, storeTheme, type Theme } from '@/lib/theme/theme';
import type { ClockPreference } from '@/lib/time-format/hour-cycle';

export interface DraftParticipant {
  email: string;
  name?: string;
  required: boolean;
  /** The language of this person's invitation and e-mails; absent: the organizer's. */
  locale?: Locale;
}

/** The meeting form's draft, kept only in this browser (spec §3). */
export interface MeetingDraft {
  title: string;
  description: string;
  duration: number;
  participants: DraftParticipant[];
  /** The rest of the meeting form; absent means the form's default (drafts saved before these existed). */
  windowStartDate?: string;
  windowEndDate?: string;
  allowedWeekdays?: number[];
  allowedHours?: { start: string; end: string } | null;
  organizerZone?: string;
  deadline?: string;
  location?: string;
  autoSchedule?: boolean;
  /** When auto-schedule books; absent: everyone required. */
  quorumRule?: QuorumRuleDto;
  hideGuestList?: boolean;
  holdTopTimes?: boolean;
  /** Absent: the organizer's default from Settings. */
  videoLink?: VideoLinkChoice;
  /** How the meeting repeats; absent or null for a single meeting. */
  recurrence?: RecurrenceRequest | null;
}

export const EMPTY_DRAFT: MeetingDraft = {
  title: '',
  description: '',
  duration: DEFAULT_MEETING_DURATION_MINUTES,
  participants: [],
};

export interface AppState {
  sidebarOpen: boolean;
  theme: Theme;
  /** 12- or 24-hour times; `auto` follows the browser's locale. Kept in this browser. */
  clock: ClockPreference;
  currentPage: string;
  globalError: string | null;
  isCreatingMeeting: boolean;
  meetingDraft: MeetingDraft;
  setSidebarOpen(open: boolean): void;
  setTheme(theme: Theme): void;
  setClock(clock: ClockPreference): void;
  setCurrentPage(page: string): void;
  setGlobalError(message: string | null): void;
  setCreatingMeeting(creating: boolean): void;
  updateMeetingDraft(patch: Partial<MeetingDraft>): void;
  resetMeetingDraft(): void;
}

export const useAppStore = create<AppState>()(
  persist(
    (set) => ({
      sidebarOpen: false,
      theme: readStoredTheme(),
      clock: 'auto',
      currentPage: '/',
      globalError: null,
      isCreatingMeeting: false,
      meetingDraft: EMPTY_DRAFT,
      setSidebarOpen: (sidebarOpen) => set({ sidebarOpen }),
      setTheme: (theme) => {
        storeTheme(theme);
        applyTheme(theme);
        set({ theme });
      },
      setClock: (clock) => set({ clock }),
      setCurrentPage: (currentPage) => set({ currentPage }),
      setGlobalError: (globalError) => set({ globalError }),
      setCreatingMeeting: (isCreatingMeeting) => set({ isCreatingMeeting }),
      updateMeetingDraft: (patch) => set((s) => ({ meetingDraft: { ...s.meetingDraft, ...patch } })),
      resetMeetingDraft: () => set({ meetingDraft: EMPTY_DRAFT }),
    }),
    {
      name: APP_STORE_NAME,
      storage: createJSONStorage(() => localStorage),
      // The theme has its own key ('theme'); transient flags are not worth keeping across visits.
      partialize: (s) => ({ sidebarOpen: s.sidebarOpen, meetingDraft: s.meetingDraft, clock: s.clock }),
    },
  ),
);
