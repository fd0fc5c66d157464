/** How a time sits in someone's day; the engine's `ComfortNoteKind`. */
export type ComfortNoteKindDto =
  | 'working-hours'
  | 'before-working-hours'
  | 'after-working-hours'
  | 'outside-working-hours'
  | 'day-off'
  | 'night';

interface NamedPerson {
  participantId: string;
  displayName: string;
}

/**
 * Why a time ranks where it does, as a kind and its arguments (the engine's `SlotReason`), for a
 * client to word in its reader's language; `localTime` is `HH:MM` in the person's `zone`.
 */
export type SlotReasonDto =
  | { kind: 'everyone-free' | 'everyone-coming-free' | 'required-free' | 'within-working-hours' }
  | (NamedPerson & { kind: 'optional-busy' | 'if-need-be' | 'not-answered' })
  | (NamedPerson & {
      kind: 'uncomfortable';
      zone: string;
      localTime: string;
      comfortNote: ComfortNoteKindDto;
    });
