// The English catalogues are the source of every key: `t('…')` accepts only keys they hold, so a key
// missing in English fails the typecheck; the catalogue test holds the other languages to the same keys.
import type admin from './messages/en/admin.json';
import type auth from './messages/en/auth.json';
import type blog from './messages/en/blog.json';
import type common from './messages/en/common.json';
import type connections from './messages/en/connections.json';
import type dashboard from './messages/en/dashboard.json';
import type errors from './messages/en/errors.json';
import type guide from './messages/en/guide.json';
import type landing from './messages/en/landing.json';
import type legal from './messages/en/legal.json';
import type marketing from './messages/en/marketing.json';
import type meetings from './messages/en/meetings.json';
import type participant from './messages/en/participant.json';
import type posts from './messages/en/posts.json';
import type providers from './messages/en/providers.json';
import type reasons from './messages/en/reasons.json';
import type series from './messages/en/series.json';
import type settings from './messages/en/settings.json';
import type waitlist from './messages/en/waitlist.json';

export interface Catalogues {
  admin: typeof admin;
  auth: typeof auth;
  blog: typeof blog;
  common: typeof common;
  connections: typeof connections;
  dashboard: typeof dashboard;
  errors: typeof errors;
  guide: typeof guide;
  landing: typeof landing;
  legal: typeof legal;
  marketing: typeof marketing;
  meetings: typeof meetings;
  participant: typeof participant;
  posts: typeof posts;
  providers: typeof providers;
  reasons: typeof reasons;
  series: typeof series;
  settings: typeof settings;
  waitlist: typeof waitlist;
}

export type Namespace = keyof Catalogues;
export type MessageKey<N extends Namespace> = Extract<keyof Catalogues[N], string>;
