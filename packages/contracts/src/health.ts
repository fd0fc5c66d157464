import { z } from 'zod';

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    status: z.enum(['up', 'down']),
    driver: z.enum(['pglite', 'postgres']),
    latencyMs: z.number(),
  }),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponse>;

/** Readiness: whether this instance should get traffic (what a load balancer's check asks). */
export const readinessResponse = z.object({
  ready: z.boolean(),
  checks: z.object({
    database: z.enum(['up', 'down']),
    /** Migrations this build expects that the database lacks (0 when up to date; -1 when unknown). */
    migrationsPending: z.number().int(),
    jobQueue: z.enum(['running', 'stopped']),
    /** The instance has been asked to stop and is draining (SHUTDOWN_DRAIN_MS). */
    shuttingDown: z.boolean(),
  }),
});
export type ReadinessResponse = z.infer<typeof readinessResponse>;
