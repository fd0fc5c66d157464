// What other features may use of meetings: a booked series' dates, shown to guests as organizers see them.
export { BookedRotation } from './series/booked-rotation';
export { DatesDisclosure } from './series/dates-disclosure';
export { nextBookedDate } from './series/next-booked-date';
