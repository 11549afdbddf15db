// `npm run dev`: the API with reload (tsx watch) and Vite's dev server proxying /api to it.
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '3000';
const procs = [
  spawn('npm', ['run', 'dev', '-w', '@fxbo/server'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, SERVE_WEB: 'false' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@fxbo/web'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = (signal) => procs.forEach((p) => p.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const p of procs)
  p.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
