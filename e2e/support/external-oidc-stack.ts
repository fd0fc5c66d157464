// Starts every external sign-in provider (support/fake-oidc-issuer.ts) and its Overlap server at once,
// rather than one after another as Playwright starts web servers, and answers /health once all are up.
// EXTERNAL_OIDC_STACK is a JSON list of { name, command, env, healthUrl } (playwright.config.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';

interface Service {
  name: string;
  command: string;
  env: Record<string, string>;
  healthUrl: string;
}

const services = JSON.parse(process.env.EXTERNAL_OIDC_STACK ?? '[]') as Service[];
const port = Number(process.env.EXTERNAL_OIDC_STACK_PORT ?? 3399);
const children: ChildProcess[] = [];
let ready = false;

const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(0);
  });
}

async function up(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

async function start(service: Service): Promise<void> {
  const child = spawn(service.command, {
    shell: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...service.env },
  });
  children.push(child);
  child.on('exit', (code) => {
    if (!ready) console.error(`${service.name} stopped before it was ready (exit ${code})`);
  });
  while (!(await up(service.healthUrl))) {
    if (child.exitCode !== null) throw new Error(`${service.name} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

createServer((_req, res) => {
  res.writeHead(ready ? 200 : 503).end(ready ? 'ok' : 'starting');
}).listen(port, '127.0.0.1');

try {
  await Promise.all(services.map(start));
  ready = true;
} catch (error) {
  console.error(error);
  stopAll();
  process.exit(1);
}
