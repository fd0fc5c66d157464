import { z } from 'zod';
import { HEAT_MAP_FORMS } from './heat-map-form';

/** The suggestions' heat map as the API answers it, in either form (`heatMap=letters|packed`). */
export const heatMapSchema = z
  .looseObject({
    encoding: z
      .enum(HEAT_MAP_FORMS)
      .describe(
        'How the rows are spelled: as `heatMap` asked, else `letters` under /api/v1 and `packed` under /api/v2.',
      ),
    start: z.number().int().describe('The first slot’s start, milliseconds since 1970 UTC.'),
    stepMinutes: z.number().int().describe('Slot `i` starts at `start + i × stepMinutes`.'),
    durationMinutes: z.number().int(),
    slotCount: z.number().int(),
    bookable: z.string().describe('Where a meeting may start, spelled as the rows are (1 bookable).'),
    people: z.array(
      z.looseObject({
        participantId: z.string(),
        displayName: z.string(),
        required: z.boolean(),
        states: z
          .string()
          .describe(
            'The person at every slot, in `encoding`; `u` (not answered) or `d` (declined) alone for the whole row.',
          ),
      }),
    ),
  })
  .describe('Who can come to a meeting starting at each slot of the window (see the `heatMap` parameter).');
