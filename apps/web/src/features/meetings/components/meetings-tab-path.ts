import { PROTECTED_ROUTES } from '@overlap/contracts';

export const MEETINGS_TAB = `${PROTECTED_ROUTES.dashboard}/meetings`;
