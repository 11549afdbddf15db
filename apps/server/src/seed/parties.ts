import { SEED_BANKS } from './banks.js';
import { b, NULL, t } from './copy.js';
import type { ClientProfile, ClientRec, SeedContext, StaffRole, UserRec } from './context.js';
import { GRANTS } from './grants.js';
import { STAFF_EMAIL_DOMAIN } from './demo-users.js';
import { ALL_PERMISSION_KEYS, generateCnpj, generateCpf, PERMISSIONS } from './domain.js';
import { brazilianAddress, brazilianMobile, brazilianName, emailLocal, slug } from './pools.js';
import { cumulative, type Prng, zipfWeights } from './random.js';
import { at, DAY, dayOf, dayStr, FIRST_DAY, HOUR, REFERENCE_DAY, REFERENCE_NOW, ts } from './time.js';

/*
 * Reference data and parties: banks, staff and client users, client groups, clients, user ↔ client links
 * and access requests.
 */

/** New CNPJs are alphanumeric from July 2026 (IN RFB 2.229/2024). */
const ALPHANUMERIC_CNPJ_FROM = dayOf('2026-07-01');

export async function seedBanks(ctx: SeedContext): Promise<void> {
  ctx.progress('banks', 0, SEED_BANKS.length);
  const values: unknown[] = [];
  const createdParam = SEED_BANKS.length * 5 + 1;
  const rows = SEED_BANKS.map((bank, i) => {
    values.push(bank.compe, bank.ispb, bank.swift, bank.name, bank.shortName);
    const o = i * 5;
    return `($${o + 1}, $${o + 2}, $${o + 3}, $${o + 4}, $${o + 5}, $${createdParam}::timestamptz)`;
  });
  // A bank catalogue loaded by someone else (same COMPE or ISPB) wins: the seed only fills what is missing.
  const inserted = await ctx.query(
    `insert into banks (compe_code, ispb, swift_bic, name, short_name, created_at) values ${rows.join(', ')}
     on conflict do nothing`,
    [...values, ts(at(FIRST_DAY - 400, 9 * HOUR))],
  );
  ctx.counts.banks = inserted.rowCount ?? 0;
  const found = await ctx.query<{
    id: string;
    compe_code: string;
    ispb: string;
    short_name: string | null;
    name: string;
  }>(
    `select id, compe_code, ispb, short_name, name from banks where compe_code = any($1::text[]) order by compe_code`,
    [SEED_BANKS.map((x) => x.compe)],
  );
  const byCompe = new Map(found.rows.map((r) => [r.compe_code, r]));
  for (const bank of SEED_BANKS) {
    const row = byCompe.get(bank.compe);
    if (!row) continue;
    ctx.banks.push({
      id: Number(row.id),
      compe: bank.compe,
      ispb: row.ispb,
      shortName: row.short_name ?? row.name,
      fx: bank.fx,
      weight: bank.weight,
    });
  }
  ctx.fxBanks = ctx.banks.filter((x) => x.fx);
  ctx.progress('banks', SEED_BANKS.length, SEED_BANKS.length);
}

const STAFF_PLAN: Record<'small' | '1m', StaffRole[]> = {
  small: ['director', 'operator', 'operator', 'manager', 'manager', 'manager', 'compliance', 'treasury'],
  '1m': [
    'director',
    'director',
    'operator',
    'operator',
    'operator',
    'operator',
    'operator',
    'manager',
    'manager',
    'manager',
    'manager',
    'manager',
    'manager',
    'manager',
    'manager',
    'compliance',
    'compliance',
    'treasury',
    'treasury',
    'operator',
  ],
};

const USER_COLUMNS = [
  'id',
  'kind',
  'all_clients',
  'name',
  'email',
  'cpf',
  'birth_date',
  'phone',
  'status',
  'password_hash',
  'password_changed_at',
  'failed_attempts',
  'blocked',
  'blocked_at',
  'must_change_password',
  'locale',
  'settings',
  'shortcuts',
  'created_at',
  'updated_at',
  'last_login_at',
  'deleted_at',
] as const;

/** Staff first (managers are needed by clients), then client users once clients exist. */
export async function seedStaff(ctx: SeedContext): Promise<void> {
  const rng = ctx.rng('staff');
  const roles = STAFF_PLAN[ctx.size];
  const emails = new Set<string>();
  const lines: string[] = [];
  for (const role of roles) {
    const name = uniqueName(rng, ctx, emails, STAFF_EMAIL_DOMAIN);
    const user: UserRec = { id: rng.uuid(), kind: 'staff', role, name: name.name, email: name.email };
    ctx.staff.push(user);
    const created = at(FIRST_DAY - rng.between(60, 900), rng.between(9, 17) * HOUR);
    const lastLogin = REFERENCE_NOW - rng.between(1, 72) * HOUR;
    lines.push(
      [
        user.id,
        'staff',
        b(role !== 'manager'),
        t(user.name),
        t(user.email),
        generateCpf(rng.fn()),
        birthDate(rng, 24, 62),
        brazilianMobile(rng),
        'active',
        t(ctx.passwordHash),
        ts(created + DAY),
        '0',
        'f',
        NULL,
        'f',
        rng.chance(0.15) ? 'en' : 'pt-BR',
        '{}',
        '[]',
        ts(created),
        ts(lastLogin),
        ts(lastLogin),
        NULL,
      ].join('\t'),
    );
  }
  await ctx.copyLines('users', USER_COLUMNS, lines, 'users (staff)');
}

function uniqueName(
  rng: Prng,
  ctx: SeedContext,
  emails: Set<string>,
  domain: string,
): { name: string; email: string } {
  for (;;) {
    const name = brazilianName(rng, ctx.pools);
    const email = `${emailLocal(name)}@${domain}`;
    if (!emails.has(email)) {
      emails.add(email);
      return { name, email };
    }
  }
}

/** 'yyyy-MM-dd' of a birthday for someone between `min` and `max` years old on the reference day. */
export function birthDate(rng: Prng, min: number, max: number): string {
  return dayStr(REFERENCE_DAY - rng.between(min * 365 + 10, max * 365 - 10));
}

const PROFILE_SHARE: [ClientProfile, number][] = [
  ['importer', 0.3],
  ['exporter', 0.25],
  ['trader', 0.15],
  ['investor', 0.075],
  ['individual', 0.15],
];

const GROUP_WORDS = [
  'Horizonte',
  'Atlântico',
  'Serra Azul',
  'Bandeirantes',
  'Cerrado',
  'Pampa',
  'Aurora',
  'Litoral',
  'Planalto',
  'Ipê',
  'Araucária',
  'Sol Nascente',
  'Estrela do Sul',
  'Tropical',
  'Mantiqueira',
  'Guanabara',
  'Iguaçu',
  'Tocantins',
];

export async function seedClients(ctx: SeedContext): Promise<void> {
  const rng = ctx.rng('clients');
  const v = ctx.volumes;
  const managers = ctx.staffBy('manager');

  // Profiles: the remitters first, then the rest by share; individuals are PF, everyone else PJ.
  const profiles: ClientProfile[] = Array.from({ length: v.remitterClients }, () => 'remitter' as const);
  for (const [profile, share] of PROFILE_SHARE) {
    const n = Math.round((v.clients - v.remitterClients) * (share / 0.925));
    for (let i = 0; i < n && profiles.length < v.clients; i++) profiles.push(profile);
  }
  while (profiles.length < v.clients) profiles.push('importer');
  const order = rng.shuffle(profiles.slice(v.remitterClients));
  profiles.splice(v.remitterClients, order.length, ...order);

  const weights = zipfWeights(rng, v.clients, 0.8);
  const taxIds = new Set<string>();
  const names = new Set<string>();
  // A few PJ clients opened in the last months carry the new alphanumeric CNPJ (at least two in any size).
  const recentPj = Math.max(2, Math.round(v.clients * 0.03));
  let recentLeft = recentPj;

  for (let i = 0; i < v.clients; i++) {
    const profile = profiles[i] as ClientProfile;
    const pf = profile === 'individual';
    let createdDay: number;
    if (profile !== 'remitter' && !pf && recentLeft > 0 && i >= v.clients - recentPj * 3 && rng.chance(0.5)) {
      createdDay = ALPHANUMERIC_CNPJ_FROM + rng.int(REFERENCE_DAY - ALPHANUMERIC_CNPJ_FROM - 30);
      recentLeft--;
    } else if (profile !== 'remitter' && rng.chance(0.08)) {
      createdDay = FIRST_DAY + rng.int(ALPHANUMERIC_CNPJ_FROM - FIRST_DAY);
    } else {
      createdDay = FIRST_DAY - rng.between(30, 2500);
    }
    let taxId: string;
    do {
      taxId = pf
        ? generateCpf(rng.fn())
        : generateCnpj(rng.fn(), { alphanumeric: createdDay >= ALPHANUMERIC_CNPJ_FROM });
    } while (taxIds.has(taxId));
    taxIds.add(taxId);
    let name: string;
    do {
      if (pf) name = brazilianName(rng, ctx.pools);
      else if (profile === 'remitter') name = remitterName(rng, ctx);
      else name = rng.pick(ctx.pools.companyNames);
    } while (names.has(name));
    names.add(name);
    const roll = rng.next();
    ctx.clients.push({
      id: i + 1,
      personType: pf ? 'PF' : 'PJ',
      taxId,
      name,
      groupId: null,
      manager: rng.pick(managers),
      status:
        profile === 'remitter' ? 'active' : roll < 0.9 ? 'active' : roll < 0.97 ? 'inactive' : 'blocked',
      createdDay,
      profile,
      currencies: clientCurrencies(rng, profile),
      weight: weights[i] as number,
    });
  }
  // If the chance above left some recent slots unused, take them from the last PJ clients (determinism holds).
  for (let i = ctx.clients.length - 1; i >= 0 && recentLeft > 0; i--) {
    const c = ctx.clients[i] as ClientRec;
    if (c.personType === 'PJ' && c.profile !== 'remitter' && c.createdDay < ALPHANUMERIC_CNPJ_FROM) {
      c.createdDay = ALPHANUMERIC_CNPJ_FROM + rng.int(REFERENCE_DAY - ALPHANUMERIC_CNPJ_FROM - 30);
      taxIds.delete(c.taxId);
      do c.taxId = generateCnpj(rng.fn(), { alphanumeric: true });
      while (taxIds.has(c.taxId));
      taxIds.add(c.taxId);
      recentLeft--;
    }
  }

  // Groups of 2–6 PJ clients; about half of the companies belong to one.
  const pjs = rng.shuffle(ctx.clients.filter((c) => c.personType === 'PJ' && c.profile !== 'remitter'));
  const groupNames = new Set<string>();
  let cursor = 0;
  for (let g = 0; g < v.groups; g++) {
    let name: string;
    do
      name = `Grupo ${rng.chance(0.5) ? rng.pick(GROUP_WORDS) : rng.pick(ctx.pools.surnames)}${rng.chance(0.4) ? ` ${rng.pick(['Participações', 'Holding', 'Empresarial', 'Industrial'])}` : ''}`;
    while (groupNames.has(name));
    groupNames.add(name);
    const members: ClientRec[] = [];
    const size = rng.between(2, 6);
    for (let k = 0; k < size && cursor < pjs.length; k++) {
      const c = pjs[cursor++] as ClientRec;
      c.groupId = g + 1;
      members.push(c);
    }
    ctx.groups.push({ id: g + 1, name, members });
  }

  await ctx.copyEach(
    'client_groups',
    ['id', 'name', 'created_at'],
    ctx.groups,
    (g) => `${g.id}\t${t(g.name)}\t${ts(at(FIRST_DAY - rng.between(100, 2000), 10 * HOUR))}`,
  );

  const columns = [
    'id',
    'person_type',
    'tax_id',
    'name',
    'trade_name',
    'group_id',
    'manager_user_id',
    'status',
    'address_street',
    'address_number',
    'address_complement',
    'address_district',
    'address_city',
    'address_state',
    'address_postal_code',
    'address_country',
    'email',
    'phone',
    'contact_name',
    'created_at',
    'updated_at',
  ];
  await ctx.copyEach('clients', columns, ctx.clients, (c) => {
    const a = brazilianAddress(rng, ctx.pools);
    const contact = c.personType === 'PF' ? c.name : brazilianName(rng, ctx.pools);
    const domain =
      c.personType === 'PF'
        ? rng.pick(ctx.pools.emailDomains)
        : `${slug(c.name).split('.').slice(0, 2).join('')}.example`;
    const mail = `${emailLocal(contact)}@${domain}`;
    const trade =
      c.personType === 'PJ'
        ? c.name.replace(/ (Instituição de Pagamento )?(Ltda|S\.A\.|Eireli|ME|EPP)$/, '')
        : null;
    const created = at(c.createdDay, rng.between(9, 18) * HOUR);
    return [
      c.id,
      c.personType,
      c.taxId,
      t(c.name),
      t(trade),
      c.groupId ?? NULL,
      c.manager.id,
      c.status,
      t(a.street),
      a.number,
      t(a.complement),
      t(a.district),
      t(a.city),
      a.state,
      a.postalCode,
      'BR',
      t(mail),
      brazilianMobile(rng),
      t(contact),
      ts(created),
      ts(Math.max(created, REFERENCE_NOW - rng.between(1, 400) * DAY)),
    ].join('\t');
  });
}

function clientCurrencies(rng: Prng, profile: ClientProfile): string[] {
  const main = rng.chance(0.78) ? 'USD' : rng.chance(0.7) ? 'EUR' : rng.pick(['GBP', 'CNY', 'JPY', 'CHF']);
  const list = [main];
  if (profile === 'importer' || profile === 'trader') {
    if (rng.chance(0.35)) list.push('CNY');
    if (rng.chance(0.3)) list.push('EUR');
  } else if (rng.chance(0.3)) list.push(rng.pick(['EUR', 'USD', 'GBP']));
  return [...new Set(list)];
}

export async function seedClientUsers(ctx: SeedContext): Promise<void> {
  const rng = ctx.rng('client-users');
  const emails = new Set<string>(ctx.staff.map((u) => u.email));
  const cpfs = new Set<string>();
  const lines: string[] = [];
  const links: string[] = [];
  const picks = cumulative(ctx.clients.map((c) => c.weight + 0.2));
  const n = ctx.volumes.clientUsers;
  for (let i = 0; i < n; i++) {
    const client = ctx.clients[rng.weighted(picks)] as ClientRec;
    const domain = `${slug(client.name).split('.').slice(0, 2).join('')}.example`;
    const { name, email } = uniqueName(rng, ctx, emails, domain);
    const user: UserRec = { id: rng.uuid(), kind: 'client', role: 'client', name, email };
    ctx.clientUsers.push(user);
    let cpf: string;
    do cpf = generateCpf(rng.fn());
    while (cpfs.has(cpf));
    cpfs.add(cpf);

    // 1–3 clients: the user's own company, plus others of its group when it has one.
    const linked = [client];
    const group = client.groupId ? ctx.groups[client.groupId - 1] : undefined;
    const extra = group ? rng.between(0, Math.min(2, group.members.length - 1)) : rng.chance(0.1) ? 1 : 0;
    for (let k = 0; k < extra; k++) {
      const other = group ? rng.pick(group.members) : (ctx.clients[rng.weighted(picks)] as ClientRec);
      if (!linked.includes(other)) linked.push(other);
    }
    const createdDay = Math.max(client.createdDay, FIRST_DAY - 200) + rng.between(1, 60);
    const created = at(createdDay, rng.between(9, 18) * HOUR);
    for (const c of linked) {
      links.push(`${user.id}\t${c.id}\t${ts(created)}`);
      const list = ctx.usersByClient.get(c.id) ?? [];
      list.push(user);
      ctx.usersByClient.set(c.id, list);
    }

    const roll = rng.next();
    // Mostly active; a few inactive, pending first access, blocked after failed attempts, or deleted.
    const status = i === 0 || roll < 0.82 ? 'active' : roll < 0.9 ? 'inactive' : 'pending';
    const blocked = status === 'active' && i > 0 && rng.chance(0.03);
    const deleted = status === 'inactive' && rng.chance(0.2);
    const lastLogin = status === 'active' ? REFERENCE_NOW - rng.between(1, 24 * 40) * HOUR : null;
    lines.push(
      [
        user.id,
        'client',
        'f',
        t(name),
        t(email),
        cpf,
        birthDate(rng, 22, 70),
        brazilianMobile(rng),
        status,
        t(ctx.passwordHash),
        ts(created + HOUR),
        blocked ? '5' : '0',
        b(blocked),
        blocked ? ts(REFERENCE_NOW - rng.between(1, 240) * HOUR) : NULL,
        b(status === 'pending'),
        rng.chance(0.1) ? 'en' : 'pt-BR',
        '{}',
        '[]',
        ts(created),
        ts(created + HOUR),
        lastLogin === null ? NULL : ts(lastLogin),
        deleted ? ts(REFERENCE_NOW - rng.between(2, 90) * DAY) : NULL,
      ].join('\t'),
    );
  }
  await ctx.copyLines('users', USER_COLUMNS, lines, 'users (clients)');
  await ctx.copyLines(
    'user_clients',
    ['user_id', 'client_id', 'created_at'],
    links,
    'user_clients (client users)',
  );
}

/** Managers see the clients they manage (scoped); the other staff see all clients. */
export async function seedManagerLinks(ctx: SeedContext): Promise<void> {
  await ctx.copyEach(
    'user_clients',
    ['user_id', 'client_id', 'created_at'],
    ctx.clients,
    (c) => `${c.manager.id}\t${c.id}\t${ts(at(Math.max(c.createdDay, FIRST_DAY - 300), 9 * HOUR))}`,
    'user_clients (managers)',
  );
}

export async function seedAccessRequests(ctx: SeedContext): Promise<void> {
  const rng = ctx.rng('access-requests');
  const n = ctx.volumes.accessRequests;
  const reviewers = [...ctx.staffBy('director'), ...ctx.staffBy('operator')];
  const columns = [
    'id',
    'name',
    'cpf',
    'email',
    'phone',
    'birth_date',
    'password_hash',
    'company',
    'client_tax_ids',
    'status',
    'decided_by',
    'decided_at',
    'decision_reason',
    'user_id',
    'ip',
    'created_at',
  ];
  const emails = new Set<string>();
  await ctx.copy('access_requests', columns, n, async (row) => {
    for (let i = 0; i < n; i++) {
      const client = rng.pick(ctx.clients);
      const { name, email } = uniqueName(
        rng,
        ctx,
        emails,
        `${slug(client.name).split('.').slice(0, 2).join('')}.example`,
      );
      const created = REFERENCE_NOW - rng.between(1, 120) * DAY - rng.int(DAY);
      const roll = rng.next();
      const status = i < 2 || roll < 0.45 ? 'pending' : roll < 0.8 ? 'approved' : 'rejected';
      const decided =
        status === 'pending' ? null : Math.min(REFERENCE_NOW - HOUR, created + rng.between(2, 72) * HOUR);
      const approvedUser = status === 'approved' ? rng.pick(ctx.clientUsers) : null;
      const decider = decided === null ? null : rng.pick(reviewers);
      if (decider && decided !== null) {
        ctx.audit.push({
          at: decided,
          actor: decider.id,
          action: `access_request.${status === 'approved' ? 'approve' : 'reject'}`,
          entity: 'access_request',
          entityId: String(i + 1),
          details: { email },
        });
      }
      await row(
        [
          i + 1,
          t(name),
          generateCpf(rng.fn()),
          t(email),
          brazilianMobile(rng),
          birthDate(rng, 22, 65),
          t(ctx.passwordHash),
          t(client.name),
          `{${client.taxId}}`,
          status,
          decider ? decider.id : NULL,
          decided === null ? NULL : ts(decided),
          status === 'rejected'
            ? t(
                rng.pick([
                  'CPF não vinculado à empresa informada.',
                  'Empresa não é cliente da corretora.',
                  'Solicitação duplicada.',
                ]),
              )
            : NULL,
          approvedUser ? approvedUser.id : NULL,
          `200.${rng.between(1, 254)}.${rng.between(0, 255)}.${rng.between(1, 254)}`,
          ts(created),
        ].join('\t'),
      );
    }
  });
}

/**
 * The permission catalogue (keys from @fxbo/domain; rows already there are left as they are) and the
 * grants of every seeded user, given by a director when the user was created.
 */
export async function seedPermissions(ctx: SeedContext): Promise<void> {
  const rng = ctx.rng('permissions');
  const keys = ALL_PERMISSION_KEYS;
  const inserted = await ctx.query(
    `insert into permissions (key, area, description)
     select * from unnest($1::text[], $2::text[], $3::text[]) on conflict (key) do nothing`,
    [keys, keys.map((k) => PERMISSIONS[k].area), keys.map((k) => PERMISSIONS[k].description)],
  );
  ctx.counts.permissions = inserted.rowCount ?? 0;
  const director = ctx.staffBy('director')[0];
  const lines: string[] = [];
  const grant = (user: UserRec, role: keyof typeof GRANTS) => {
    const at = ts(REFERENCE_NOW - rng.between(30, 600) * DAY);
    for (const key of keys) {
      if (GRANTS[role](key))
        lines.push(`${user.id}\t${key}\t${director && director !== user ? director.id : NULL}\t${at}`);
    }
  };
  for (const u of ctx.staff) grant(u, u.role as StaffRole);
  for (const u of ctx.clientUsers) grant(u, rng.chance(0.3) ? 'client-admin' : 'client');
  await ctx.copyLines('user_permissions', ['user_id', 'permission_key', 'granted_by', 'granted_at'], lines);
}

const REMITTER_ACTIVITY = [
  'Remessas Internacionais',
  'Pagamentos Internacionais',
  'Câmbio e Remessas',
  'Serviços de Pagamento',
  'Transferências Internacionais',
];
const REMITTER_SUFFIX = ['Instituição de Pagamento S.A.', 'Instituição de Pagamento Ltda', 'Ltda', 'S.A.'];

/** A payment institution that receives remittances from companies abroad (the shippers' client). */
function remitterName(rng: Prng, ctx: SeedContext): string {
  const brand = rng.chance(0.6)
    ? rng.pick([
        'Horizonte',
        'Atlântico',
        'Ponte',
        'Conexão',
        'Travessia',
        'Elo',
        'Rota',
        'Cruzeiro',
        'Maré',
        'Farol',
      ])
    : rng.pick(ctx.pools.surnames);
  return `${brand} ${rng.pick(REMITTER_ACTIVITY)} ${rng.pick(REMITTER_SUFFIX)}`;
}
