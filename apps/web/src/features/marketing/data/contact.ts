/** Where people reach us. One place, so the addresses can change with the domain. */
export const CONTACT = {
  general: 'hello@overlap.app',
  privacy: 'privacy@overlap.app',
  security: 'security@overlap.app',
} as const;
