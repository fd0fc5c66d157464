// The organizer's side of holds: the request option, the status line with its Retry and the count.

export { HoldOption } from './hold-option';
export { HoldStatus } from './hold-status';
export { HoldCountField } from './hold-count-field';
