// The ALTCHA widget's proof of work for PBKDF2/SHA-256 challenges, in place of the widget's own worker so
// that it reports how far it has got. It speaks the widget's worker protocol: {type: 'work', challenge,
// counterStart, counterStep, timeout} is answered by one message, the solution or null (aborted or timed
// out); {type: 'abort'} stops the work. Progress goes out as {type: 'progress'} messages, which altcha.ts takes
// before the widget sees them (the widget would read any message as the answer).
import type { CaptchaProgress } from './progress';

interface Challenge {
  parameters: {
    nonce: string;
    salt: string;
    cost: number;
    keyLength?: number;
    keyPrefix: string;
    data?: { maxCounter?: unknown };
  };
}

interface Work {
  type: 'work';
  challenge: Challenge;
  counterStart: number;
  counterStep: number;
  timeout?: number;
}

const PROGRESS_EVERY_MS = 100;

const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (byte) => parseInt(byte, 16));
const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

let aborted = false;

/** PBKDF2 keys of nonce + counter (4 bytes, big-endian) for counters start, start + step…, until one begins
 * with the challenge's key prefix. */
async function solve({ challenge, counterStart, counterStep, timeout = 90_000 }: Work) {
  const { nonce, salt, cost, keyLength = 32, keyPrefix, data } = challenge.parameters;
  const nonceBytes = fromHex(nonce);
  const password = new Uint8Array(nonceBytes.length + 4);
  password.set(nonceBytes);
  const counterView = new DataView(password.buffer, nonceBytes.length);
  const saltBytes = fromHex(salt);
  const maxCounter = typeof data?.maxCounter === 'number' ? data.maxCounter : undefined;
  const started = performance.now();
  let lastReport = started;
  for (let counter = counterStart, tried = 1; ; counter += counterStep, tried++) {
    counterView.setUint32(0, counter);
    const key = await crypto.subtle.importKey('raw', password, 'PBKDF2', false, ['deriveBits']);
    const bits = await crypto.subtle.deriveBits(
      { name: 'PBKDF2', hash: 'SHA-256', salt: saltBytes, iterations: cost },
      key,
      keyLength * 8,
    );
    const derivedKey = toHex(new Uint8Array(bits));
    if (derivedKey.startsWith(keyPrefix)) {
      return { counter, derivedKey, time: Math.round(performance.now() - started) };
    }
    const now = performance.now();
    if (aborted || now - started > timeout) return null;
    if (now - lastReport >= PROGRESS_EVERY_MS) {
      lastReport = now;
      if (maxCounter) {
        const progress: CaptchaProgress = { type: 'progress', nonce, tried, maxCounter };
        postMessage(progress);
      }
      // Let a waiting 'abort' message in.
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }
}

addEventListener('message', (event: MessageEvent<Work | { type: 'abort' }>) => {
  if (event.data.type === 'abort') {
    aborted = true;
    return;
  }
  aborted = false;
  solve(event.data).then(
    (solution) => postMessage(solution),
    (error: unknown) => postMessage({ error: String(error) }),
  );
});
