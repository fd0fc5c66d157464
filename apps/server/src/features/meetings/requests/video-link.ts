import { randomBytes } from 'node:crypto';
import type { ConferenceKind, VideoLinkChoice } from '@overlap/contracts/schemas';

export interface MeetingVideo {
  conference: ConferenceKind;
  /** Null for Google Meet and Teams until the provider made the call (see event-sync). */
  videoLink: string | null;
}

/** A Jitsi Meet room nobody can guess (128 random bits); Jitsi needs no account to open it. */
export function newJitsiRoom(): string {
  return `https://meet.jit.si/Overlap-${randomBytes(16).toString('hex')}`;
}

/** What a choice means for a meeting; a Jitsi meeting that has a room keeps it. */
export function videoOf(choice: VideoLinkChoice, current?: MeetingVideo): MeetingVideo {
  switch (choice.kind) {
    case 'none':
      return { conference: 'none', videoLink: null };
    case 'link':
      return { conference: 'link', videoLink: choice.url };
    case 'jitsi':
      return current?.conference === 'jitsi' && current.videoLink
        ? current
        : { conference: 'jitsi', videoLink: newJitsiRoom() };
    default:
      return current?.conference === choice.kind ? current : { conference: choice.kind, videoLink: null };
  }
}
