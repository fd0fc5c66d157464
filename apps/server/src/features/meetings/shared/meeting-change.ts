/** How a booked meeting changed, worded in each recipient's language by `changeText`. */
export type MeetingChange =
  | { kind: 'added'; names: string[] }
  | { kind: 'left'; name: string }
  | { kind: 'required'; name: string; required: boolean }
  | { kind: 'video-changed' }
  | { kind: 'video-removed' }
  /** `until`: the series' new last date, YYYY-MM-DD; absent when it now ends after a number of dates. */
  | { kind: 'series-ends'; until: string | undefined }
  | { kind: 'series-skips' }
  /** Every date from `from` (an instant) on was cancelled, with the organizer's reason if they gave one. */
  | { kind: 'series-cut'; from: string; zone: string; reason?: string | undefined }
  /** A cancelled date (its start, an instant) is back on. */
  | { kind: 'series-restored'; date: string; zone: string };
