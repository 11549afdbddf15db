import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { childEnv } from './env';

/** `npm run build` at the repository root (web, then server), its output shown as it goes. */
export async function buildApp(repoRoot: string): Promise<void> {
  const child = spawn('npm', ['run', 'build'], {
    cwd: repoRoot,
    env: childEnv({ NODE_ENV: 'production' }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  if (code !== 0)
    throw new Error(`npm run build failed (${signal ?? `exit code ${code}`}); see its output above.`);
}
