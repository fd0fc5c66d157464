// A repeating meeting's dates, worked out without I/O: the recurrence, its occurrences, a rotation's
// series, event parts, moves and the typical week.

export { bookedOccurrencesOf, bookedUntil, occurrencesOf } from './booked-occurrences';
export { answersAcrossSeries } from './series-answers';
export { seriesBookingStart } from './series-booking';
export { seriesEvent } from './series-event';
export { movedRecurrence } from './series-move';
export { endedPartsOf, eventPartsOf } from './series-parts';
export type { EventPart } from './series-parts';
export { engineRecurrence } from './series-recurrence';
export { rotationSeries, stillMeets } from './series-rotation';
export type { RotationSeries, RotationSlot } from './series-rotation';
export { storedWindowOf } from './series-window';
