/**
 * How Overlap marks the tentative holds it writes, so that reading the calendar back recognises them:
 * each provider's own place for private data an app attaches to an event, holding the meeting's id.
 */
export const HOLD_TAG = {
  /** Google: `extendedProperties.private[key]`. */
  googleKey: 'overlapHold',
  /** Graph: a single-value extended property of type String in Overlap's own property set. */
  graphPropertyId: 'String {8d4f8f2a-3c1e-4b7a-9a51-0f3c2e6b7d10} Name OverlapHold',
  /**
   * Graph: the event's UID, in the same property set. Graph keeps no UID of ours that it can filter on
   * (`transactionId` only deduplicates creates; `iCalUId` is its own), so an event is found by this.
   */
  graphUidPropertyId: 'String {8d4f8f2a-3c1e-4b7a-9a51-0f3c2e6b7d10} Name OverlapUid',
  /** CalDAV and ICS: an X- property on the VEVENT. */
  icalProperty: 'X-OVERLAP-HOLD',
} as const;
