// Every table of the application, gathered for Drizzle and its migration generator.
export * from '../features/waitlist/table';
export * from '../lib/rate-limit/table';
export * from '../features/users/table';
export * from '../features/auth/accounts/table';
export * from '../features/auth/oidc/table';
export * from '../features/auth/interaction/login-throttle-table';
export * from '../features/meetings/records/tables';
export * from '../features/mail/templates/table';
export * from '../features/mail/outbox/table';
export * from '../features/connections/tables';
export * from '../features/connections/event-links-table';
export * from '../features/participant-calendar/tables';
export * from '../features/demo/table';
export * from '../features/api-keys/table';
export * from '../features/admin/audit-table';
export * from '../features/webhooks/tables';
export * from '../features/holds/tables';
