import type { HeatMapForm } from '@overlap/contracts';
import type { MeetingDto } from '@overlap/contracts/schemas';
import { AppError } from '../../../http/app-error';
import { presentMeeting, type EncodedSuggestions, type MeetingContext } from '../shared';
import {
  type RankMeeting,
  type RankSeriesMeeting,
  type RankingSuggestions,
  gzippedSuggestionsBody,
  plainBody,
  suggestionsBody,
  suggestionsFor,
  suggestionsShape,
} from '../ranking';
import type { MeetingRow } from '../records';

export interface SuggestionsOptions {
  /** Epoch ms inside the window: "More times near this" instead of the varied best slots. */
  near?: number | undefined;
  /** How the heat map's rows are spelled (heat-map-wire.ts). Default: `letters`. */
  heatMap?: HeatMapForm | undefined;
  /** The client accepts gzip: a computed body is deflated where it is ranked. */
  gzip?: boolean | undefined;
}

interface SeriesSuggestions {
  now: string;
  meeting: MeetingDto;
  waitingFor: RankingSuggestions['waitingFor'];
  series: Awaited<ReturnType<RankSeriesMeeting>>['result'];
}

/** The suggestions response as an object: a ranking's, or a series'. */
export type SuggestionsResponse = (RankingSuggestions & { now: string }) | SeriesSuggestions;

/**
 * A suggestions response: a ranking's body encoded once (`body`, all but `now`) or a series' response,
 * made whole each time. `bytes` writes it out, gzip-encoded or not.
 */
export type SuggestionsAnswer = { body: EncodedSuggestions; now: string } | { series: SeriesSuggestions };

export function bytesOf(answer: SuggestionsAnswer, gzip: boolean): Buffer {
  if ('series' in answer) return plainBody(answer.series, gzip);
  return gzip ? gzippedSuggestionsBody(answer.body, answer.now) : suggestionsBody(answer.body, answer.now);
}

/** The organizer's suggested times: the ranked slots of a meeting, or the weekly slots of a series. */
export function createMeetingSuggestions(
  ctx: MeetingContext,
  parts: { rank: RankMeeting; rankSeries: RankSeriesMeeting },
) {
  const { now } = ctx;

  async function seriesSuggestions(
    meeting: Parameters<RankSeriesMeeting>[0],
    near?: number,
  ): Promise<SeriesSuggestions> {
    if (near !== undefined)
      throw new AppError('validation_failed', 'A recurring meeting has no times near one date.', {
        near: 'A recurring meeting has no times near one date',
      });
    const { result, people } = await parts.rankSeries(meeting);
    return {
      now: new Date(now()).toISOString(),
      meeting: presentMeeting(meeting, people),
      waitingFor: people
        .filter((p) => p.status === 'invited')
        .map((p) => ({ id: p.id, name: p.name, email: p.email, required: p.required })),
      series: result,
    };
  }

  return async function suggestions(
    meeting: MeetingRow,
    { near, heatMap = 'letters', gzip = false }: SuggestionsOptions = {},
  ): Promise<SuggestionsAnswer> {
    if (meeting.recurrence)
      return { series: await seriesSuggestions({ ...meeting, recurrence: meeting.recurrence }, near) };
    if (near !== undefined && (near < meeting.windowStart.getTime() || near >= meeting.windowEnd.getTime()))
      throw new AppError('validation_failed', 'Choose a time inside the meeting’s window to look near.', {
        near: 'Choose a time inside the meeting’s window',
      });
    const { result, people } = await parts.rank(
      meeting,
      near === undefined ? {} : { focus: { start: near } },
      { form: heatMap, gzip },
    );
    // A computed ranking came with its body; a cached one asked in another form is encoded here, once.
    const body = suggestionsFor(result, heatMap, gzip, () => suggestionsShape(meeting, people, heatMap));
    return { body, now: new Date(now()).toISOString() };
  };
}
