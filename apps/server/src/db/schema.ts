// Every table of the application, gathered for Drizzle and its migration generator.
export * from '../features/waitlist/table';
export * from '../lib/rate-limit/table';
