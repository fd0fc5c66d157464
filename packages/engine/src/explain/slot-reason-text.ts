import { placeName } from '../time/format-local.ts';
import type { SlotReason } from '../types.ts';
import { comfortNoteText } from './comfort-phrase.ts';

/** A slot's reason in English, for people to read; the structured reason is the contract. */
export function slotReasonText(reason: SlotReason): string {
  switch (reason.kind) {
    case 'everyone-free':
      return 'Everyone is free';
    case 'everyone-coming-free':
      return 'Everyone who is coming is free';
    case 'required-free':
      return 'All required people are free';
    case 'optional-busy':
      return `${reason.displayName} is busy (optional)`;
    case 'if-need-be':
      return `${reason.displayName}: if need be`;
    case 'not-answered':
      return `${reason.displayName} has not answered`;
    case 'uncomfortable':
      return `${reason.displayName}: ${reason.localTime} in ${placeName(reason.zone)}, ${comfortNoteText(reason.comfortNote)}`;
    case 'within-working-hours':
      return "Within everyone's working hours";
  }
}
