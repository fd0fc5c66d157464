// Tentative holds of a meeting's top times in its organizer's calendar, and a guest's subscription to them.

export { registerHolds } from './register-holds';
export { requireHoldRoom } from './hold-room';
export type { HoldService } from './hold-service';
export { withHeldTime, withHeldTimePacked } from './held-time';
