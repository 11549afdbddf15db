import type { DemoSignIns } from './seed/startup.js';

/** What `npm start` prints once the server listens. */
export interface BannerFacts {
  url: string;
  /** The demo's sign-ins that still have the demo password (none without demo data). */
  demo: DemoSignIns | undefined;
  /** No SMTP_URL: mail goes to the log. */
  mailLogOnly: boolean;
  /** The output is a terminal: each mail printed instead of sent is also one readable line. */
  terminal: boolean;
}

const LANGUAGE = { 'pt-BR': 'Português', en: 'English' } as const;

/** Where to go and, with demo data, how to sign in as the administrator and as the client's users. */
export function banner(facts: BannerFacts): string {
  const { url, demo } = facts;
  const lines = [`FX back-office is running at ${url}`, `API reference: ${url}/api/docs`];
  if (demo) {
    if (demo.admin) lines.push(`Demo administrator: ${demo.admin.email} / ${demo.admin.password}`);
    if (demo.clients) {
      lines.push(`Demo client users, of ${demo.clients.client}:`);
      for (const u of demo.clients.users) lines.push(`  ${u.email} / ${u.password} (${LANGUAGE[u.locale]})`);
    }
    if (!facts.mailLogOnly) lines.push('Sign-in codes are sent by e-mail (SMTP_URL).');
    else if (facts.terminal)
      lines.push(
        'Sign-in codes are printed in this terminal (no SMTP_URL set), each on a line of its own: ✉ …',
      );
    else lines.push('Sign-in codes are printed in this log (no SMTP_URL set).');
  }
  return `\n${lines.map((l) => `  ${l}`).join('\n')}\n\n`;
}
