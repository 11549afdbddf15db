import { connect, type Socket } from 'node:net';

/*
 * A request written by hand on a socket, for what `inject` cannot express: a body still being sent when the
 * answer comes, a body held half-way, a client that goes away. The body is written in chunks, each after the
 * socket drained, and writing stops as soon as an answer has arrived or the server has closed the connection.
 */

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Bytes of the body the client had written when the answer was complete. */
  written: number;
  /** Bytes of the body the request declared (Content-Length). */
  declared: number;
}

export interface RawPost {
  socket: Socket;
  /** The answer, once complete (it may come before the body is all written). */
  answer: Promise<RawAnswer>;
  /** Resolves when the first `holdAt` bytes of the body are written (at once when there is no `holdAt`). */
  held: Promise<void>;
  /** Resolves when the server ends the connection, with the bytes of the body written by then. */
  ended: Promise<number>;
  /** Writes the rest of a held body. */
  resume(): void;
}

const CHUNK = 64 * 1024;

function parse(raw: Buffer) {
  const end = raw.indexOf('\r\n\r\n');
  if (end === -1) return undefined;
  const [statusLine = '', ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const headers = Object.fromEntries(
    lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
  );
  const length = Number(headers['content-length'] ?? NaN);
  const body = raw.subarray(end + 4);
  if (!Number.isFinite(length) || body.length < length) return undefined;
  return { status: Number(statusLine.split(' ')[1]), headers, body: body.subarray(0, length) };
}

/** Starts a POST of `body` on a new socket; with `holdAt`, writing pauses after that many bytes until resume(). */
export function openRawPost(req: {
  port: number;
  path: string;
  headers: Record<string, string>;
  body: Buffer;
  holdAt?: number;
}): RawPost {
  const socket = connect(req.port, '127.0.0.1');
  const received: Buffer[] = [];
  let written = 0;
  let limit = Math.min(req.holdAt ?? req.body.length, req.body.length);
  let answered = false;
  let onHeld = () => {};
  const held = new Promise<void>((resolve) => (onHeld = resolve));

  const writeMore = () => {
    while (written < limit && !answered && !socket.destroyed) {
      const chunk = req.body.subarray(written, Math.min(written + CHUNK, limit));
      written += chunk.length;
      if (!socket.write(chunk)) return void socket.once('drain', writeMore);
    }
    if (written >= limit) socket.write('', onHeld);
  };

  const answer = new Promise<RawAnswer>((resolve, reject) => {
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      const parsed = parse(Buffer.concat(received));
      if (!parsed || answered) return;
      answered = true;
      resolve({
        status: parsed.status,
        headers: parsed.headers,
        body: parsed.body.toString('utf8'),
        written,
        declared: req.body.length,
      });
    });
    socket.on('close', () => {
      if (!answered) reject(new Error(`closed without an answer after ${written} bytes of the body`));
    });
  });
  const ended = new Promise<number>((resolve) => socket.once('end', () => resolve(written)));
  // A server that answers and closes while the client still writes may reset the connection once the answer
  // is read.
  socket.on('error', () => undefined);
  socket.on('connect', () => {
    const headers = { 'content-length': String(req.body.length), ...req.headers };
    socket.write(
      `POST ${req.path} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        Object.entries(headers)
          .map(([k, v]) => `${k}: ${v}\r\n`)
          .join('') +
        '\r\n',
    );
    writeMore();
  });
  return {
    socket,
    answer,
    held,
    ended,
    resume() {
      limit = req.body.length;
      writeMore();
    },
  };
}

/** POSTs `body` on a new socket: the answer and how much of the body had been written when it came. */
export async function rawPost(req: {
  port: number;
  path: string;
  headers: Record<string, string>;
  body: Buffer;
}): Promise<RawAnswer> {
  const post = openRawPost(req);
  try {
    return await post.answer;
  } finally {
    post.socket.destroy();
  }
}
