import { CalendarPlus, Link2, ListChecks } from 'lucide-react';
import { ComingNext } from './coming-next';

export function ScheduleTabPlaceholder() {
  return (
    <ComingNext icon={CalendarPlus} title="Scheduling is coming next">
      <p>
        Soon you will create a meeting request here: title, duration and participants, and Overlap will find
        the time that works for everyone. Meanwhile, set your time zone and working hours in Settings.
      </p>
    </ComingNext>
  );
}

export function MeetingsTabPlaceholder() {
  return (
    <ComingNext icon={ListChecks} title="No meetings yet">
      <p>Your meeting requests and their status will be listed here once scheduling opens.</p>
    </ComingNext>
  );
}

export function ConnectionsTabPlaceholder() {
  return (
    <ComingNext icon={Link2} title="Calendar connections are coming next">
      <p>
        Connect Google, Microsoft, Apple or any CalDAV calendar so Overlap can see when you are busy. Only
        free and busy times are read, never event details.
      </p>
    </ComingNext>
  );
}
