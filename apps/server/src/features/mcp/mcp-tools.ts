import { v1Route } from '../public-api/v1-operations';
import { MEETING_API_ROUTES as R } from '@overlap/contracts';
import { bookSchema, cancelSchema, createMeetingSchema, isIanaTimeZone } from '@overlap/contracts/schemas';
import { z } from 'zod';

/** One API call a tool makes: the same /api/v1 operation, with the caller's own key. */
export interface ApiCall {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
}

/** What a tool does with the API's answer before the agent reads it. */
type Summarize = (answer: Record<string, unknown>) => unknown;

interface ToolSpec<Input extends z.ZodObject> {
  name: string;
  title: string;
  description: string;
  input: Input;
  /** `meetings:write` tools change something; a read-only key is refused by the API itself. */
  writes: boolean;
  call: (input: z.output<Input>) => ApiCall;
  summarize?: (answer: Record<string, unknown>, input: z.output<Input>) => unknown;
}

/** A tool as the server registers it: its schema and one function from the agent's input to the API call. */
export interface McpTool {
  name: string;
  title: string;
  description: string;
  input: z.ZodObject;
  writes: boolean;
  plan: (input: unknown) => { call: ApiCall; summarize: (answer: Record<string, unknown>) => unknown };
}

function defineTool<Input extends z.ZodObject>(spec: ToolSpec<Input>): McpTool {
  return {
    name: spec.name,
    title: spec.title,
    description: spec.description,
    input: spec.input,
    writes: spec.writes,
    plan: (raw) => {
      // The SDK has parsed the input with this very schema already; parsing again types it.
      const input = spec.input.parse(raw);
      return {
        call: spec.call(input),
        summarize: (answer) => (spec.summarize ? spec.summarize(answer, input) : answer),
      };
    },
  };
}

const path = (route: string, id: string) => v1Route(route).replace(':id', encodeURIComponent(id));
const meetingId = z.uuid({ error: 'meetingId must be the meeting’s id, as create or status gives it' });

interface Person {
  name: string | null;
  email: string;
  required: boolean;
  status: string;
  response?: string;
}

/** The status an agent needs: where the request stands and who answered, without personal links. */
const statusOf: Summarize = (meeting) => ({
  id: meeting.id,
  title: meeting.title,
  status: meeting.status,
  chosenStart: meeting.chosenStart,
  chosenEnd: meeting.chosenEnd,
  organizerZone: meeting.organizerZone,
  deadline: meeting.deadline,
  people: ((meeting.participants as Person[] | undefined) ?? []).map((p) => ({
    name: p.name,
    email: p.email,
    required: p.required,
    answered: p.status,
  })),
});

interface RankedSlot {
  start: number;
  end: number;
  reasons?: unknown;
}

/** The best few times with their reasons, as the web app ranks them. */
const bestTimes =
  (limit: number): Summarize =>
  (answer) => {
    const ranking = answer.ranking as { slots?: RankedSlot[]; viableCount?: number } | undefined;
    const series = answer.series as { slots?: unknown[] } | undefined;
    const waiting = (answer.waitingFor as { name: string | null; email: string }[] | undefined) ?? [];
    return {
      waitingFor: waiting.map((p) => p.name ?? p.email),
      ...(ranking
        ? {
            viableCount: ranking.viableCount,
            slots: (ranking.slots ?? []).slice(0, limit).map((s) => ({
              start: s.start,
              startIso: new Date(s.start).toISOString(),
              endIso: new Date(s.end).toISOString(),
              reasons: s.reasons,
            })),
          }
        : { weeklySlots: (series?.slots ?? []).slice(0, limit) }),
    };
  };

export const MCP_TOOLS: readonly McpTool[] = [
  defineTool({
    name: 'create_meeting_request',
    title: 'Create a meeting request',
    description:
      'Creates a group meeting request and e-mails each participant a personal link to share their availability. Times are ISO 8601; allowedWeekdays uses 1 = Monday … 7 = Sunday.',
    input: createMeetingSchema(isIanaTimeZone),
    writes: true,
    call: (body) => ({ method: 'POST', url: v1Route(R.list), body }),
    summarize: statusOf,
  }),
  defineTool({
    name: 'get_meeting_status',
    title: 'Meeting status',
    description: 'Where a meeting request stands: its status, the booked time if any, and who has answered.',
    input: z.object({ meetingId }),
    writes: false,
    call: ({ meetingId: id }) => ({ method: 'GET', url: path(R.detail, id) }),
    summarize: statusOf,
  }),
  defineTool({
    name: 'get_suggestions',
    title: 'Ranked suggestions',
    description:
      'The best times to book, ranked as the web app ranks them, each with its reasons (who can come, local times, fairness). Pass a slot’s `start` to book_meeting.',
    input: z.object({
      meetingId,
      limit: z.number().int().min(1).max(20).default(5).describe('How many times to return (1–20).'),
    }),
    writes: false,
    call: ({ meetingId: id }) => ({ method: 'GET', url: path(R.suggestions, id) }),
    summarize: (answer, { limit }) => bestTimes(limit)(answer),
  }),
  defineTool({
    name: 'remind_participants',
    title: 'Remind who has not answered',
    description: 'E-mails a reminder to everyone who has not answered yet (once per person per day).',
    input: z.object({ meetingId }),
    writes: true,
    call: ({ meetingId: id }) => ({ method: 'POST', url: path(R.remind, id), body: {} }),
  }),
  defineTool({
    name: 'book_meeting',
    title: 'Book a time',
    description:
      'Books the meeting at `start` (epoch milliseconds, from get_suggestions) and sends everyone the invitation.',
    input: z.object({ meetingId, ...bookSchema.shape }),
    writes: true,
    call: ({ meetingId: id, ...body }) => ({ method: 'POST', url: path(R.book, id), body }),
    summarize: statusOf,
  }),
  defineTool({
    name: 'cancel_meeting',
    title: 'Cancel a meeting',
    description:
      'Cancels the meeting request (or booked meeting) and tells everyone, with an optional reason.',
    input: z.object({ meetingId, ...cancelSchema.shape }),
    writes: true,
    call: ({ meetingId: id, ...body }) => ({ method: 'POST', url: path(R.cancel, id), body }),
    summarize: statusOf,
  }),
];
