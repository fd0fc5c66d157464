// Booking a time, a series or a rotation, moving it, and cancelling or restoring dates of a booked series.

export { createMeetingBooker } from './meeting-booking';
export type { BookMeeting } from './meeting-booking';
export { createMeetingRescheduler } from './meeting-reschedule';
export type { RescheduleMeeting } from './meeting-reschedule';
export { createSeriesCancellation } from './series-cancellation';
export type { SeriesCancellation } from './series-cancellation';
export { createSeriesRestoration } from './series-restoration';
export type { SeriesRestoration } from './series-restoration';
export { createRotationBooker } from './series-rotation-booking';
export type { BookRotation } from './series-rotation-booking';
