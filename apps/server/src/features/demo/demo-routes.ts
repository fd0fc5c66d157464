import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import type { DemoCalendarRepository } from './demo-calendar-repository';

export const DEMO_CALENDAR_ROUTE = '/api/demo/calendars/:file';
const FEED_FILE = /^([A-Za-z0-9_-]{22})\.ics$/;

export function demoCalendarUrl(publicUrl: string, id: string): string {
  return `${publicUrl.replace(/\/$/, '')}/api/demo/calendars/${id}.ics`;
}

/** The demo people's ICS feeds, public and read-only; a 404 unless `npm run demo` stored that id. */
export function registerDemoRoutes(app: FastifyInstance, deps: { calendars: DemoCalendarRepository }) {
  app.get(DEMO_CALENDAR_ROUTE, async (request, reply) => {
    const { file } = request.params as { file: string };
    const id = FEED_FILE.exec(file)?.[1];
    const calendar = id ? await deps.calendars.find(id) : null;
    if (!calendar) throw new AppError('not_found', 'No demo calendar at this address. Run npm run demo.');
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `inline; filename="${id}.ics"`)
      .header('cache-control', 'no-cache')
      .send(calendar.ics);
  });
}
