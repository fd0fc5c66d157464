import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';

/**
 * A second Overlap server with no mail server configured (SMTP_URL unset), on E2E_PORT+10 with its own
 * embedded database: what a fresh `npm start` does with e-mails. Started by the test that needs it.
 */
export class OutboxServer {
  readonly port = Number(process.env.E2E_PORT ?? 3210) + 10;
  readonly url = `http://127.0.0.1:${this.port}`;
  private process: ChildProcess | null = null;
  private readonly dataDir = `../.tmp/e2e-outbox-data-${this.port}`;

  async start(): Promise<void> {
    await rm(this.dataDir, { recursive: true, force: true });
    const { SMTP_URL: _unset, ...env } = process.env;
    // Its own process group, so stopping it also stops the node process tsx starts.
    this.process = spawn('tsx', ['../apps/server/src/main.ts'], {
      detached: true,
      env: {
        ...env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: this.url,
        TEST_CLOCK_HEADER: 'true',
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (this.process.exitCode !== null)
        throw new Error(`the outbox server exited with ${this.process.exitCode}`);
      const healthy = await fetch(`${this.url}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('the outbox server did not answer /api/health within 90 s');
  }

  async stop(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
    await rm(this.dataDir, { recursive: true, force: true });
  }
}
