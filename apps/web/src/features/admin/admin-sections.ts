/** The admin area's pages (spec §2, and the audit log), in sidebar order; '' is the admin home. */
export const ADMIN_SECTIONS = [
  { slug: '', label: 'section.home' },
  { slug: 'users', label: 'section.users' },
  { slug: 'meetings', label: 'section.meetings' },
  { slug: 'email-templates', label: 'section.email' },
  { slug: 'analytics', label: 'section.analytics' },
  { slug: 'waitlist', label: 'section.waitlist' },
  { slug: 'audit-log', label: 'section.audit' },
] as const;

export type AdminSlug = (typeof ADMIN_SECTIONS)[number]['slug'];
