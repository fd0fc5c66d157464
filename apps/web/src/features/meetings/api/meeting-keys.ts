/** Query keys of the meetings feature; the first element is the URL, as the default query function expects. */
export const meetingKeys = {
  list: () => ['/api/meetings'] as const,
  detail: (id: string) => [`/api/meetings/${id}`] as const,
  suggestions: (id: string) => [`/api/meetings/${id}/suggestions`] as const,
  /** Under `suggestions(id)`, so ranking again after a change refreshes these too. */
  nearSuggestions: (id: string, near: number) => [`/api/meetings/${id}/suggestions`, { near }] as const,
  organizerSettings: () => ['/api/me/settings'] as const,
};
