import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppMetrics } from './metrics.js';

export interface MetricsServer {
  /** The port it listens on (the one asked for, or the one given for 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * The Prometheus endpoint, `GET /metrics`, on a listener of its own (METRICS_HOST:METRICS_PORT), never on the
 * public port: what the server counts is for the operators' scraper, not for whoever reaches the app
 * (decisions §57). Anything else there is a plain 404.
 */
export async function startMetricsServer(
  metrics: AppMetrics,
  opts: { host: string; port: number },
): Promise<MetricsServer> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found');
      return;
    }
    metrics.scrape().then(
      ({ contentType, body }) => {
        res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      () => res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Metrics failed'),
    );
  });
  // A scraper's keep-alive connection must not hold a stop.
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
