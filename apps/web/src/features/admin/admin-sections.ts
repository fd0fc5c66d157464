/** The admin area's pages (spec §2, and the audit log), in sidebar order; '' is the admin home. */
export const ADMIN_SECTIONS = [
  { slug: '', label: 'Dashboard' },
  { slug: 'users', label: 'Users' },
  { slug: 'meetings', label: 'Meetings' },
  { slug: 'email-templates', label: 'Email Templates' },
  { slug: 'analytics', label: 'Analytics' },
  { slug: 'audit-log', label: 'Audit Log' },
] as const;

export type AdminSlug = (typeof ADMIN_SECTIONS)[number]['slug'];
