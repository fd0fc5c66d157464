import { INDEXABLE_ROUTES, PROTECTED_ROUTES, PUBLIC_ROUTES } from '@overlap/contracts';

/** Signed-in screens, the API, sign-in, and every page reached through someone's personal link. */
const PRIVATE_PATHS: string[] = [
  PROTECTED_ROUTES.dashboard,
  PROTECTED_ROUTES.connectCalendar,
  PROTECTED_ROUTES.admin,
  '/api/',
  '/oidc/',
  PUBLIC_ROUTES.logout,
  PUBLIC_ROUTES.calendarCallback,
  PUBLIC_ROUTES.meetingConfirmation,
  PUBLIC_ROUTES.meetingScheduled,
  '/participant/',
  PUBLIC_ROUTES.participantConfirmation,
  PUBLIC_ROUTES.organizerTimeSelection,
  PUBLIC_ROUTES.winner,
];

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(publicUrl: string): string {
  const urls = INDEXABLE_ROUTES.map(
    (p) => `  <url><loc>${escapeXml(publicUrl + (p === '/' ? '/' : p))}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
