/** The waitlist's texts (spec §8). */
export const WAITLIST_TEXTS = {
  emptyTitle: 'Email required',
  emptyBody: 'Please enter your email address',
  serverTitle: 'Something went wrong',
  serverFallback: 'Failed to join waitlist. Please try again later.',
  networkTitle: 'Connection error',
  networkBody: 'Failed to join waitlist. Please check your connection and try again.',
  successTitle: 'Thank you!',
  successBody: "You've been added to our waitlist. We'll notify you when the beta is ready.",
} as const;
