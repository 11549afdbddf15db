import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * SESSION_SECRET signs cookies. Without one, a random secret is made once and kept under DATA_DIR
 * (mode 600) so restarts keep sessions valid; several instances must share an explicit SESSION_SECRET.
 */
export async function resolveSessionSecret(
  given: string | undefined,
  dataDir: string,
): Promise<{ secret: string; generated: boolean }> {
  if (given) return { secret: given, generated: false };
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return { secret: (await fs.readFile(file, 'utf8')).trim(), generated: false };
  await fs.mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await fs.writeFile(file, secret, { mode: 0o600 });
  return { secret, generated: true };
}
