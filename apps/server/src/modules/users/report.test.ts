import { PERMISSIONS, type PermissionKey } from '@fxbo/domain';
import {
  csvRecords,
  parseCsv,
  pdfText,
  popplerPdfText,
  xlsxCell,
  xlsxSheet,
  xlsxTypedRows,
} from '@fxbo/test-files';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionFor, signedInAdministrator, type Agent } from '../../../test/auth.js';
import { signIn, staffWith } from '../../../test/agents.js';
import { createClient } from '../../../test/fixtures/clients.js';
import { suiteApp } from '../../../test/suite.js';
import { createUser, type TestUser } from '../../../test/users.js';
import { apiGet } from '../../../test/requests.js';

/*
 * The user report (administrators only): the users list's filters and scope, each user with its status,
 * clients and permissions, as a page, CSV, XLSX and PDF.
 */
describe('GET /api/user-report and its downloads', () => {
  const t = suiteApp();
  const tag = `r${Date.now()}`;
  let admin: Agent;
  let consultOnly: Agent;
  let scopedAdmin: Agent;
  let acme: { id: string; name: string };
  let beta: { id: string; name: string };
  let jose: TestUser;
  let ana: TestUser;
  let staff: TestUser;

  beforeAll(async () => {
    const db = t.database.db;
    acme = await createClient(db, `Acme ${tag}`);
    beta = await createClient(db, `Beta ${tag}`);
    jose = await createUser(db, {
      kind: 'client',
      name: `José Álvares ${tag}`,
      email: `jose.${tag}@acme.test`,
      cpf: '52998224725',
      clientIds: [acme.id],
      permissions: ['payment-orders.consult', 'contracts.consult'],
    });
    await createUser(db, {
      kind: 'client',
      name: `Maria Souza ${tag}`,
      email: `maria.${tag}@beta.test`,
      cpf: '11144477735',
      status: 'inactive',
      clientIds: [beta.id],
    });
    ana = await createUser(db, {
      kind: 'client',
      name: `Ana Ambas ${tag}`,
      email: `ana.${tag}@both.test`,
      clientIds: [acme.id, beta.id],
      permissions: ['rde.consult'],
    });
    staff = await createUser(db, {
      kind: 'staff',
      allClients: true,
      name: `Staff Todos ${tag}`,
      email: `staff.${tag}@corretora.test`,
      permissions: ['users.administer'],
    });
    ({ agent: admin } = await signedInAdministrator(t));
    ({ consultOnly } = await signIn(t, {
      consultOnly: staffWith('users.consult'),
    }));
    const s = await createUser(db, {
      kind: 'client',
      name: `Admin Acme ${tag}`,
      email: `admin.${tag}@acme.test`,
      permissions: ['users.administer'],
      clientIds: [acme.id],
    });
    scopedAdmin = await sessionFor(db, t.config, s.id);
  });

  const get = apiGet(t);
  const names = async (query: string, agent = admin) => {
    const res = await get(agent, `/api/user-report?name=${tag}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().items as { name: string }[]).map((r) => r.name.replace(` ${tag}`, ''));
  };

  it('lists each user with its status, clients and permissions, by name', async () => {
    const res = await get(admin, `/api/user-report?name=${tag}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(5);
    expect(body.items.map((r: { name: string }) => r.name)).toEqual([
      `Admin Acme ${tag}`,
      `Ana Ambas ${tag}`,
      `José Álvares ${tag}`,
      `Maria Souza ${tag}`,
      `Staff Todos ${tag}`,
    ]);
    expect(body.items[2]).toEqual({
      id: jose.id,
      name: `José Álvares ${tag}`,
      email: `jose.${tag}@acme.test`,
      cpf: '52998224725',
      kind: 'client',
      status: 'active',
      blocked: false,
      allClients: false,
      clients: [`Acme ${tag}`],
      permissions: ['contracts.consult', 'payment-orders.consult'],
      lastLoginAt: null,
    });
    expect(body.items[1]).toMatchObject({ id: ana.id, clients: [`Acme ${tag}`, `Beta ${tag}`] });
    expect(body.items[4]).toMatchObject({ id: staff.id, kind: 'staff', allClients: true, clients: [] });
  });

  it.each([
    ['&status=inactive', ['Maria Souza']],
    ['&status=active', ['Admin Acme', 'Ana Ambas', 'José Álvares', 'Staff Todos']],
    ['&email=beta.test', ['Maria Souza']],
    ['&cpf=529.982', ['José Álvares']],
    ['&blocked=true', []],
    ['&sort=name:desc', ['Staff Todos', 'Maria Souza', 'José Álvares', 'Ana Ambas', 'Admin Acme']],
  ])('filters as the users list: %s', async (query, expected) => {
    expect(await names(query)).toEqual(expected);
  });

  it('filters by client', async () => {
    expect(await names(`&clientId=${beta.id}`)).toEqual(['Ana Ambas', 'Maria Souza']);
    expect(await names(`&clientId=${acme.id}`)).toEqual(['Admin Acme', 'Ana Ambas', 'José Álvares']);
  });

  it('answers bad input with 400, never 500', async () => {
    for (const query of ['status=gone', 'sort=cpf:asc', 'clientId=x', 'page=0'])
      expect((await get(admin, `/api/user-report?${query}`)).statusCode).toBe(400);
  });

  it('is for administrators only: users.consult is refused everywhere', async () => {
    for (const url of ['', '/export.csv', '/export.xlsx', '/export.pdf'])
      expect((await get(consultOnly, `/api/user-report${url}`)).statusCode).toBe(403);
  });

  it("a client's administrator sees its clients' users and only its clients' names", async () => {
    expect(await names('', scopedAdmin)).toEqual(['Admin Acme', 'Ana Ambas', 'José Álvares']);
    const res = await get(scopedAdmin, `/api/user-report?name=${tag}`);
    const anaRow = (res.json().items as { id: string; clients: string[] }[]).find((r) => r.id === ana.id);
    expect(anaRow?.clients).toEqual([`Acme ${tag}`]);
    const csv = await get(scopedAdmin, `/api/user-report/export.csv?name=${tag}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain(`Beta ${tag}`);
    expect(csv.body).not.toContain('Maria Souza');
    const pdf = pdfText((await get(scopedAdmin, `/api/user-report/export.pdf?name=${tag}`)).rawPayload);
    expect(pdf).toContain('José Álvares');
    expect(pdf).not.toContain('Maria Souza');
    expect(pdf).not.toContain(`Beta ${tag}`);
  });

  it('writes the CSV with the CPF masked, labels in the reader’s language, clients and permissions joined', async () => {
    const res = await get(admin, `/api/user-report/export.csv?name=${tag}&lang=en`);
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-disposition'])).toContain('user-report');
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual([
      'Name',
      'Email',
      'CPF',
      'Kind',
      'Status',
      'Clients',
      'Permissions',
      'Last sign-in',
    ]);
    expect(rows.find((r) => r[0] === `José Álvares ${tag}`)).toEqual([
      `José Álvares ${tag}`,
      `jose.${tag}@acme.test`,
      '529.982.247-25',
      'Client',
      'Active',
      `Acme ${tag}`,
      'Consult FX contracts, Consult payment orders',
      '',
    ]);
    expect(rows.find((r) => r[0] === `Staff Todos ${tag}`)?.slice(2, 7)).toEqual([
      '',
      'Staff (every client)',
      'Active',
      '',
      PERMISSIONS['users.administer'].description,
    ]);
    const pt = csvRecords(
      (await get(admin, `/api/user-report/export.csv?name=${tag}&status=inactive`)).body,
      ';',
    );
    expect(pt[1]?.slice(2, 7)).toEqual(['111.444.777-35', 'Cliente', 'Inativo', `Beta ${tag}`, '']);
  });

  it.each([
    ['pt-BR', 'Último acesso', 'dd/mm/yyyy hh:mm:ss'],
    ['en', 'Last sign-in', 'mm/dd/yyyy hh:mm:ss AM/PM'],
  ])('writes the last sign-in as a date-time cell in the %s reader’s order', async (lang, header, numFmt) => {
    // 14:05:09 in São Paulo.
    await t.database.db
      .updateTable('users')
      .set({ last_login_at: new Date('2026-05-13T17:05:09Z') })
      .where('id', '=', jose.id)
      .execute();
    const res = await get(admin, `/api/user-report/export.xlsx?name=${tag}&cpf=529.982&lang=${lang}`);
    expect(res.statusCode).toBe(200);
    const [head, row] = await xlsxTypedRows(res.rawPayload);
    expect(head?.[7]?.value).toBe(header);
    const cell = row?.[7];
    expect(cell?.type).toBe('Date');
    expect(cell?.numFmt).toBe(numFmt);
    // ExcelJS reads a serial date-time as that wall-clock time in UTC.
    expect(Math.abs((cell?.value as Date).getTime() - Date.parse('2026-05-13T14:05:09Z'))).toBeLessThan(1000);
  });

  it('writes the XLSX and the PDF, titled and labelled in both languages', async () => {
    const xlsx = await get(admin, `/api/user-report/export.xlsx?name=${tag}&email=acme.test`);
    expect(xlsx.statusCode).toBe(200);
    const sheet = await xlsxSheet(xlsx.rawPayload);
    expect(xlsxCell(sheet, 'A1')).toBe('Nome');
    expect(xlsxCell(sheet, 'A2')).toBe(`Admin Acme ${tag}`);
    expect(xlsxCell(sheet, 'A3')).toBe(`José Álvares ${tag}`);
    expect(xlsxCell(sheet, 'C3')).toBe('529.982.247-25');
    // Each permission in words, in the reader's language, never its key.
    expect(xlsxCell(sheet, 'G3')).toBe('Consultar contratos de câmbio, Consultar ordens de pagamento');
    expect(xlsxCell(sheet, 'A4')).toBeUndefined();

    const en = await get(admin, `/api/user-report/export.pdf?name=${tag}&lang=en`);
    expect(en.statusCode).toBe(200);
    expect(String(en.headers['content-type'])).toContain('application/pdf');
    const text = pdfText(en.rawPayload);
    expect(text).toContain('User report');
    expect(text).toContain('Maria Souza');
    // Whole on one line each: a status, a CPF.
    expect(text.split('\n')).toEqual(
      expect.arrayContaining(['Inactive', '529.982.247-25', 'Kind', 'Status']),
    );
    expect(text).toContain('Consult FX contracts');
    expect(text).not.toContain('contracts.consult');
    const pt = pdfText((await get(admin, `/api/user-report/export.pdf?name=${tag}&lang=pt-BR`)).rawPayload);
    expect(pt).toContain('Relatório de usuários');
    expect(pt.split('\n')).toContain('Inativo');
    expect(pt).toContain('Equipe (todos');
  });

  it('prints 38 users, directors with every permission among them, on a few pages, every name whole', async () => {
    const db = t.database.db;
    const many = `p${Date.now()}`;
    const every = Object.keys(PERMISSIONS) as PermissionKey[];
    const names: string[] = [];
    for (let i = 1; i <= 38; i++) {
      const name = `Pessoa ${String(i).padStart(2, '0')} Souza`;
      names.push(name);
      // Six directors hold every permission, two all but two, the others a few.
      const permissions =
        i <= 6 ? every : i <= 8 ? every.slice(2) : every.filter((_, k) => k % 12 === i % 12);
      await createUser(db, {
        kind: 'staff',
        allClients: i <= 8,
        name,
        email: `pessoa${i}.${many}@corretora.test`,
        permissions,
        ...(i > 8 ? { clientIds: [acme.id, beta.id] } : {}),
      });
    }
    for (const lang of ['pt-BR', 'en'] as const) {
      const res = await get(admin, `/api/user-report/export.pdf?email=${many}&lang=${lang}`);
      expect(res.statusCode).toBe(200);
      const text = popplerPdfText(res.rawPayload);
      const pages = text.split('\f').filter((page) => page.trim() !== '').length;
      expect(pages).toBeLessThanOrEqual(4);
      for (const name of names) expect(text).toContain(name);
      // What each one may do is still told exactly: every permission, or every one but those named.
      const all = lang === 'pt-BR' ? 'Todas as permissões' : 'Every permission';
      expect(text).toContain(all);
      expect(text).toContain(
        lang === 'pt-BR' ? 'Todas as permissões, exceto: ' : 'Every permission except: ',
      );
    }
  });
});
