// Plain constants and helpers, free of zod so the web app's first load stays small.
// Request and response schemas live in '@overlap/contracts/schemas'.
export * from './admin';
export * from './admin-mail';
export * from './auth';
export * from './constants';
export * from './control-characters';
export * from './locales';
export * from './email';
export * from './errors';
export * from './meeting-limits';
export * from './participant-calendar-routes';
export * from './percent';
export * from './routes';
export * from './site-config';
export * from './weekdays';
export * from './api-keys';
export * from './webhooks';
export * from './wait-words';
export * from './heat-map-form';
