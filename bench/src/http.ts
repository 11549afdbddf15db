import { round } from './stats.js';

export interface TimedResponse {
  ms: number;
  status: number;
  bytes: number;
}

/** One request, timed until the whole body has been read. */
export async function timed(url: string, headers: Record<string, string>): Promise<TimedResponse> {
  const started = performance.now();
  const res = await fetch(url, { headers });
  const body = await res.arrayBuffer();
  return { ms: round(performance.now() - started, 2), status: res.status, bytes: body.byteLength };
}

export async function sequential(n: number, url: string, headers: Record<string, string>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const r = await timed(url, headers);
    if (r.status !== 200) throw new Error(`${url} answered ${r.status}`);
    samples.push(r.ms);
  }
  return samples;
}

export function withQuery(base: string, query: Record<string, string>): string {
  return `${base}?${new URLSearchParams(query).toString()}`;
}
