import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import { AddToCalendar } from './add-to-calendar';

const event = {
  title: 'Weekly sync',
  description: '',
  location: null,
  start: Date.parse('2027-03-09T08:00:00Z'),
  end: Date.parse('2027-03-09T08:30:00Z'),
};
const download = () => Promise.resolve();

describe('adding a booked meeting to a calendar', () => {
  it('offers the .ics file and the Google and Outlook links for one date', async () => {
    await loadCatalogue('en', 'common');
    const html = renderToString(<AddToCalendar event={event} download={download} />);
    expect(html).toContain('Download .ics file');
    expect(html).toContain('https://calendar.google.com/calendar/render?');
    expect(html).toContain('https://outlook.live.com/calendar/0/deeplink/compose?');
  });

  it('offers a series only as the .ics file, which carries every date, and says why', async () => {
    await loadCatalogue('en', 'common');
    const html = renderToString(<AddToCalendar event={event} download={download} repeats />);
    expect(html).toContain('Download .ics file');
    expect(html).not.toContain('calendar.google.com');
    expect(html).not.toContain('outlook.live.com');
    expect(html).toContain('would add only the first one');
  });
});
