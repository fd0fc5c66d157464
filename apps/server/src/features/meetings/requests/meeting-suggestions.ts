import type { HeatMapForm } from '@overlap/contracts';
import { AppError } from '../../../http/app-error';
import { presentMeeting, type MeetingContext } from '../shared';
import { applicableRelaxations } from './meeting-adjustments';
import {
  type RankMeeting,
  type RankSeriesMeeting,
  heatMapOnWire,
  quorumOnWire,
  servedFromRanking,
} from '../ranking';
import type { MeetingRow } from '../records';

/** The organizer's suggested times: the ranked slots of a meeting, or the weekly slots of a series. */
export function createMeetingSuggestions(
  ctx: MeetingContext,
  parts: { rank: RankMeeting; rankSeries: RankSeriesMeeting },
) {
  const { now } = ctx;

  async function seriesSuggestions(meeting: Parameters<RankSeriesMeeting>[0], near?: number) {
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

  /**
   * `near` (epoch ms inside the window): "More times near this" instead of the varied best slots.
   * `heatMap`: how the heat map's rows are spelled (heat-map-wire.ts).
   */
  return async function suggestions(
    meeting: MeetingRow,
    { near, heatMap = 'letters' }: { near?: number | undefined; heatMap?: HeatMapForm | undefined } = {},
  ) {
    if (meeting.recurrence) return seriesSuggestions({ ...meeting, recurrence: meeting.recurrence }, near);
    if (near !== undefined && (near < meeting.windowStart.getTime() || near >= meeting.windowEnd.getTime()))
      throw new AppError('validation_failed', 'Choose a time inside the meeting’s window to look near.', {
        near: 'Choose a time inside the meeting’s window',
      });
    const { result, people } = await parts.rank(
      meeting,
      near === undefined ? {} : { focus: { start: near } },
    );
    // Everything but `now` follows from the cached ranking, whose key covers the meeting and its people.
    return servedFromRanking(
      result,
      heatMap,
      (r) => ({
        meeting: presentMeeting(meeting, people),
        waitingFor: people
          .filter((p) => p.status === 'invited')
          .map((p) => ({ id: p.id, name: p.name, email: p.email, required: p.required })),
        ranking: {
          ...r,
          heatMap: heatMapOnWire(r.heatMap, heatMap),
          relaxations: applicableRelaxations(meeting, r.relaxations),
        },
        quorum: quorumOnWire(meeting.quorumRule, r),
      }),
      new Date(now()).toISOString(),
    );
  };
}
