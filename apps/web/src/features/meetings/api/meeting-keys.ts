/** Query keys of the meetings feature; the first element is the URL, as the default query function expects. */
export const meetingKeys = {
  list: () => ['/api/meetings'] as const,
  detail: (id: string) => [`/api/meetings/${id}`] as const,
  suggestions: (id: string) => [`/api/meetings/${id}/suggestions`] as const,
  organizerSettings: () => ['/api/me/settings'] as const,
};
