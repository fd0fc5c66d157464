import type { FastifyInstance } from 'fastify';

/**
 * On close, Node stops accepting connections but keeps keep-alive sockets open until they time out, so
 * a browser's idle connection would hold shutdown for a minute. Once closing starts, every connection
 * is closed as soon as its in-flight request has been answered.
 */
export function closeKeepAliveConnectionsWhenIdle(app: FastifyInstance): void {
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done) => {
    app.server.closeIdleConnections();
    sweeper = setInterval(() => app.server.closeIdleConnections(), 50);
    sweeper.unref();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    clearInterval(sweeper);
    done();
  });
}
