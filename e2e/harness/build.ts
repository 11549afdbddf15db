import { spawn } from 'node:child_process';
import { once } from 'node:events';

/** `npm run build` at the repository root (web, then server), its output shown as it goes. */
export async function buildApp(repoRoot: string): Promise<void> {
  const child = spawn('npm', ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'] });
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  if (code !== 0)
    throw new Error(`npm run build failed (${signal ?? `exit code ${code}`}); see its output above.`);
}
