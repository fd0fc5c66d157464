// The organizer's side of holds: the request option and the status line with its Retry.

export { HoldOption } from './hold-option';
export { HoldStatus } from './hold-status';
