import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { SERVER_ROOT } from '../../../src/config/paths';
import { waitFor } from '../../jobs/support/wait-for';
import { startTestSmtpServer, type TestSmtpServer } from '../../mail/support/smtp-test-server';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres';

/** Ports of the cluster test (3600–3699 by default; CLUSTER_PORT moves the range). */
const BASE = Number(process.env.CLUSTER_PORT ?? 3600);
export const PORTS = { balancer: BASE, instances: [BASE + 1, BASE + 2, BASE + 3], postgres: BASE + 10 };
const WEBHOOK_PORT = BASE + 20;
const SMTP_PORT = BASE + 30;
const MAIN = path.join(SERVER_ROOT, 'dist', 'main.js');
const HAPROXY =
  process.env.HAPROXY_PATH ?? (existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy');
const BALANCER_CONFIG = path.join(SERVER_ROOT, '..', '..', 'deploy', 'haproxy', 'overlap.cfg');

export interface ReceivedWebhook {
  id: string;
  type: string;
  meetingId: string | null;
}

export interface InstanceVersion {
  /** The built server to run (`dist/main.js` of another build); this build's by default. */
  main?: string;
  /** Settings that replace the cluster's for this instance. */
  settings?: Record<string, string>;
}

export interface Cluster {
  /** The balancer's address, which is also every instance's PUBLIC_URL. */
  url: string;
  instanceUrl(index: number): string;
  smtp: TestSmtpServer;
  webhooks: ReceivedWebhook[];
  webhookUrl: string;
  postgres: PrivatePostgres;
  rows<T>(sql: string, values?: unknown[]): Promise<T[]>;
  kill(index: number): void;
  /** Stops an instance as an orchestrator does (SIGTERM, then SIGKILL after 12 s). */
  stop(index: number): Promise<void>;
  /** Starts an instance again, from another build (`main`) or with other settings if given. */
  start(index: number, version?: InstanceVersion): Promise<void>;
  /** The last lines each instance wrote (shown when a test fails). */
  output(): string;
  close(): Promise<void>;
}

function receiveWebhooks(webhooks: ReceivedWebhook[]): Promise<Server> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as {
        type?: string;
        data?: { meeting?: { id?: string } };
      };
      webhooks.push({
        id: String(request.headers['webhook-id']),
        type: String(body.type),
        meetingId: body.data?.meeting?.id ?? null,
      });
      response.writeHead(200).end('ok');
    });
  });
  return new Promise((resolve) => server.listen(WEBHOOK_PORT, '127.0.0.1', () => resolve(server)));
}

const ready = async (url: string) => {
  try {
    return (await fetch(`${url}/api/ready`)).status === 200;
  } catch {
    return false;
  }
};

/**
 * Three Overlap instances (the built server) on one PostgreSQL database of a private server, behind
 * HAProxy with the repository's configuration: round-robin, no sticky sessions.
 */
export async function startCluster(settings: Record<string, string> = {}): Promise<Cluster> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first.`);
  const undo: (() => Promise<unknown> | void)[] = [];
  try {
    return await assemble(settings, undo);
  } catch (error) {
    for (const step of undo.reverse()) await Promise.resolve(step()).catch(() => undefined);
    throw error;
  }
}

async function assemble(
  settings: Record<string, string>,
  undo: (() => Promise<unknown> | void)[],
): Promise<Cluster> {
  const postgres = await startPrivatePostgres(PORTS.postgres);
  undo.push(() => postgres.destroy());
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('create database overlap_cluster');
  await admin.end();
  const databaseUrl = postgres.url.replace(/\/postgres$/, '/overlap_cluster');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 3 });
  pool.on('error', () => undefined);
  undo.push(() => pool.end());
  const smtp = await startTestSmtpServer(SMTP_PORT);
  undo.push(() => smtp.close());
  const webhooks: ReceivedWebhook[] = [];
  const receiver = await receiveWebhooks(webhooks);
  undo.push(() => new Promise((resolve) => receiver.close(resolve)));
  const url = `http://127.0.0.1:${PORTS.balancer}`;
  const env = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    TRUST_PROXY: 'true',
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.join(SERVER_ROOT, '..', '..', '.tmp', `cluster-${BASE}`),
    CREDENTIALS_KEY: randomBytes(32).toString('base64'),
    SMTP_URL: smtp.url,
    OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
    TEST_CLOCK_HEADER: 'true',
    WEB_DIST_DIR: '/nonexistent-overlap-dist',
    LOG_LEVEL: 'warn',
    // A job one instance queues is found by another's polling: as often as pg-boss allows.
    JOB_POLL_SECONDS: '0.5',
    ...settings,
  };
  const processes: (ChildProcess | null)[] = [null, null, null];
  const logs: string[][] = [[], [], []];
  const start = async (index: number, version: InstanceVersion = {}) => {
    const child = spawn(process.execPath, [version.main ?? MAIN], {
      env: { ...env, ...version.settings, PORT: String(PORTS.instances[index]) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      logs[index]!.push(...chunk.toString('utf8').trimEnd().split('\n'));
      logs[index]!.splice(0, Math.max(0, logs[index]!.length - 40));
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    processes[index] = child;
    undo.push(() => void child.kill('SIGKILL'));
    await waitFor(
      async () => {
        if (child.exitCode !== null)
          throw new Error(`instance ${index + 1} exited:\n${logs[index]!.join('\n')}`);
        return ready(instanceUrl(index));
      },
      60_000,
      `instance ${index + 1} to be ready`,
    );
  };
  const instanceUrl = (index: number) => `http://127.0.0.1:${PORTS.instances[index]}`;
  await Promise.all([0, 1, 2].map((index) => start(index)));
  const balancer = spawn(HAPROXY, ['-db', '-f', BALANCER_CONFIG], {
    env: {
      PATH: env.PATH,
      OVERLAP_BIND: `127.0.0.1:${PORTS.balancer}`,
      ...Object.fromEntries(
        PORTS.instances.map((port, i) => [`OVERLAP_INSTANCE_${i + 1}`, `127.0.0.1:${port}`]),
      ),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  undo.push(() => void balancer.kill('SIGKILL'));
  const balancerLog: string[] = [];
  balancer.stderr!.on('data', (chunk: Buffer) => balancerLog.push(chunk.toString('utf8')));
  await waitFor(() => ready(url), 20_000, 'the balancer');

  const stopInstance = async (child: ChildProcess | null) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 12_000))]);
    child.kill('SIGKILL');
  };
  return {
    url,
    instanceUrl,
    smtp,
    webhooks,
    webhookUrl: `http://127.0.0.1:${WEBHOOK_PORT}/hooks`,
    postgres,
    async rows<T>(sql: string, values: unknown[] = []) {
      return (await pool.query(sql, values)).rows as T[];
    },
    kill(index) {
      processes[index]?.kill('SIGKILL');
    },
    stop: (index) => stopInstance(processes[index] ?? null),
    start,
    output: () =>
      [...logs.map((lines, i) => `instance ${i + 1}:\n${lines.join('\n')}`), balancerLog.join('')].join('\n'),
    async close() {
      balancer.kill('SIGTERM');
      await Promise.all(processes.map(stopInstance));
      await pool.end();
      await smtp.close();
      await new Promise((resolve) => receiver.close(resolve));
      await postgres.destroy();
    },
  };
}
