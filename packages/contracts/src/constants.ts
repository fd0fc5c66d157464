/** Business constants of specification §9, shared by the web app and the server. */
export const APP_NAME = 'Overlap';
export const DEFAULT_TITLE = 'Effortless Meeting Scheduling';
export const MOBILE_BREAKPOINT_PX = 768;
export const DEFAULT_MEETING_DURATION_MINUTES = 30;
export const THEME_STORAGE_KEY = 'theme';
export const APP_STORE_NAME = 'app-store';
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1000;
export const TOOLTIP_DELAY_MS = 700;
export const TYPEWRITER = { deleteSpeedMs: 60, delayMs: 100, loop: true, cursor: '|' } as const;
export const EMAIL_MAX_LENGTH = 254;
