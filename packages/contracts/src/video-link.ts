import { z } from 'zod';

/**
 * Where a meeting's video call happens: none, a link the organizer pasted, a Jitsi Meet room Overlap
 * makes up (no account), or the conference of the organizer's calendar (Google Meet when the event is
 * written to Google, Microsoft Teams when it is written through Graph).
 */
export const CONFERENCE_KINDS = ['none', 'link', 'jitsi', 'google-meet', 'teams'] as const;
export type ConferenceKind = (typeof CONFERENCE_KINDS)[number];

export const VIDEO_LINK_MAX = 2000;

/** Zod issues carrying this param answer with that error code instead of `validation_failed`. */
export const ISSUE_ERROR_CODE = 'errorCode';

const httpsLink = z
  .string({ error: 'Paste the video link' })
  .trim()
  .min(1, 'Paste the video link')
  .max(VIDEO_LINK_MAX, `The video link must be at most ${VIDEO_LINK_MAX} characters`)
  .refine((v) => /^https:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?(?:[/?#]\S*)?$/i.test(v), {
    message: 'The video link must be a web address starting with https://',
    params: { [ISSUE_ERROR_CODE]: 'video_link_not_https' },
  });

/** `videoLink` in `POST /api/meetings`, the meeting's settings PATCH and the user's default (`videoDefault`). */
export const videoLinkSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('none') }),
    z.object({ kind: z.literal('link'), url: httpsLink }),
    z.object({ kind: z.literal('jitsi') }),
    z.object({ kind: z.literal('google-meet') }),
    z.object({ kind: z.literal('teams') }),
  ],
  { error: 'Choose none, a link, Jitsi Meet, Google Meet or Microsoft Teams' },
);
export type VideoLinkChoice = z.infer<typeof videoLinkSchema>;
