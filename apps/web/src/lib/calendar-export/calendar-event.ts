/** The chosen meeting as an event to put on the participant's own calendar. */
export interface CalendarEvent {
  uid: string;
  title: string;
  description: string;
  location: string | null;
  start: number;
  end: number;
}
