import './zod-without-eval';

export * from './health';
export * from './waitlist';
export * from './settings';
export * from './meeting-statuses';
export * from './meeting-request-schemas';
export * from './answer-schemas';
export * from './booking-schemas';
export * from './meeting-dtos';
export * from './recurrence';
export * from './participant-calendar';
export * from './text-field';
export * from './video-link';
export * from './api-keys-schema';
export * from './webhook-schemas';
export type * from './slot-reasons';
export * from './response-schemas';
export * from './privacy-schemas';
