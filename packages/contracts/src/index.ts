export * from './constants';
export * from './errors';
export * from './health';
export * from './percent';
export * from './routes';
export * from './waitlist';
