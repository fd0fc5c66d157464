export * from './health';
export * from './waitlist';
export * from './settings';
export * from './meetings';
export * from './participant-calendar';
