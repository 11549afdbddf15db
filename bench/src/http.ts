import http from 'node:http';
import { round } from './stats.js';

export interface TimedResponse {
  ms: number;
  status: number;
  bytes: number;
}

// One kept-alive connection, like a browser tab's. node:http rather than fetch: on two cores shared with the
// server and PostgreSQL, fetch's own 0.1–0.3 ms per request showed up in the server's figures.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One request, timed until the whole body has been read. */
export function timed(url: string, headers: Record<string, string>): Promise<TimedResponse> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.byteLength));
        res.on('end', () =>
          resolve({ ms: round(performance.now() - started, 2), status: res.statusCode ?? 0, bytes }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** The milliseconds of one request that must answer 200. */
export async function timedOk(url: string, headers: Record<string, string>): Promise<number> {
  const r = await timed(url, headers);
  if (r.status !== 200) throw new Error(`${url} answered ${r.status}`);
  return r.ms;
}

export async function sequential(n: number, url: string, headers: Record<string, string>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < n; i++) samples.push(await timedOk(url, headers));
  return samples;
}

export function withQuery(base: string, query: Record<string, string>): string {
  return `${base}?${new URLSearchParams(query).toString()}`;
}
