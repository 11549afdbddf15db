/** What `npm start` prints once the server listens: where to go and, with demo data, how to sign in. */
export function banner(
  url: string,
  demo: { email: string; password: string } | undefined,
  mailLogOnly: boolean,
): string {
  const lines = [`FX back-office is running at ${url}`, `API reference: ${url}/api/docs`];
  if (demo)
    lines.push(
      `Demo administrator: ${demo.email} / ${demo.password}`,
      mailLogOnly
        ? 'Sign-in codes are printed in this log (no SMTP_URL set).'
        : 'Sign-in codes are sent by e-mail (SMTP_URL).',
    );
  return `\n${lines.map((l) => `  ${l}`).join('\n')}\n\n`;
}
