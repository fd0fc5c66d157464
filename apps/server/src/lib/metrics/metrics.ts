import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What one instance measures; every label is a fixed name (a route pattern, a provider), never a value. */
export interface Metrics {
  /** Null while /metrics is off: nothing is measured. */
  registry: Registry | null;
  request(method: string, route: string, status: number, seconds: number): void;
  providerCall(provider: string, operation: string, seconds: number, error: string | null): void;
  ranking(seconds: number, people: number): void;
  /** Where the gauges read from the database at each scrape come from. */
  onScrape(from: ScrapeSources): void;
}

interface StateCount {
  state: string;
  count: number;
}

export interface ScrapeSources {
  jobs(): Promise<(StateCount & { queue: string })[]>;
  mail(): Promise<StateCount[]>;
  webhookDeliveries(): Promise<StateCount[]>;
}

const noop = () => undefined;
export const NO_METRICS: Metrics = {
  registry: null,
  request: noop,
  providerCall: noop,
  ranking: noop,
  onScrape: noop,
};

/** Prometheus instruments in a registry of this app's own (tests build many apps in one process). */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'overlap_' });
  const requests = new Histogram({
    name: 'overlap_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const providerCalls = new Histogram({
    name: 'overlap_calendar_provider_call_duration_seconds',
    help: 'Calls to calendar providers by provider, operation and outcome (ok or an error kind).',
    labelNames: ['provider', 'operation', 'outcome'],
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const providerErrors = new Counter({
    name: 'overlap_calendar_provider_errors_total',
    help: 'Failed calls to calendar providers by provider and error kind.',
    labelNames: ['provider', 'kind'],
    registers: [registry],
  });
  const rankings = new Histogram({
    name: 'overlap_ranking_duration_seconds',
    help: 'Rankings computed (not served from the cache), by time taken.',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const rankingPeople = new Histogram({
    name: 'overlap_ranking_people',
    help: 'People in each computed ranking.',
    buckets: [2, 5, 10, 25, 50, 100, 200, 500],
    registers: [registry],
  });
  let sources: ScrapeSources | null = null;
  // Each gauge reads its own counts when scraped; a database that is away leaves it empty, and the
  // process's own figures are still served.
  const countGauge = (
    name: string,
    help: string,
    labelNames: string[],
    read: (from: ScrapeSources) => Promise<{ labels: Record<string, string>; count: number }[]>,
  ) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        this.reset();
        if (!sources) return;
        const rows = await read(sources).catch(() => []);
        for (const row of rows) this.set(row.labels, row.count);
      },
    });
  countGauge(
    'overlap_job_queue_jobs',
    'Jobs in the queue by queue and state (whole cluster).',
    ['queue', 'state'],
    async (from) =>
      (await from.jobs()).map((r) => ({ labels: { queue: r.queue, state: r.state }, count: r.count })),
  );
  countGauge(
    'overlap_mail_messages',
    'E-mails in the outbox by state (whole cluster).',
    ['state'],
    async (from) => (await from.mail()).map((r) => ({ labels: { state: r.state }, count: r.count })),
  );
  countGauge(
    'overlap_webhook_deliveries',
    'Webhook deliveries kept, by state (whole cluster).',
    ['state'],
    async (from) =>
      (await from.webhookDeliveries()).map((r) => ({ labels: { state: r.state }, count: r.count })),
  );
  return {
    registry,
    request: (method, route, status, seconds) =>
      requests.observe({ method, route, status_code: String(status) }, seconds),
    providerCall(provider, operation, seconds, error) {
      providerCalls.observe({ provider, operation, outcome: error ?? 'ok' }, seconds);
      if (error) providerErrors.inc({ provider, kind: error });
    },
    ranking(seconds, people) {
      rankings.observe(seconds);
      rankingPeople.observe(people);
    },
    onScrape(from) {
      sources = from;
    },
  };
}
