/** The limits of one meeting request, shared by the form, the server's schemas and the pricing page. */
export const MEETING_LIMITS = {
  titleMax: 200,
  descriptionMax: 5000,
  locationMax: 500,
  nameMax: 100,
  noteMax: 1000,
  participantsMax: 200,
  durationMin: 5,
  durationMax: 8 * 60,
  windowMaxDays: 90,
  intervalsMax: 2000,
} as const;
