export * from './health';
export * from './waitlist';
