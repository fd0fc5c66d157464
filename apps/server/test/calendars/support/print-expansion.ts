import { expandBusyTime } from '../../../src/features/calendars/ical/expand-busy-time';
import { mixedCalendar, mixedOptions } from './busy-fixture';

// Run in a child process with another TZ to show the result does not depend on the process zone.
process.stdout.write(JSON.stringify(expandBusyTime(mixedCalendar(), mixedOptions)));
