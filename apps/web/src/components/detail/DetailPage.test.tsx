import {
  ACCESS_REQUEST_DETAIL_FIELDS,
  USER_DETAIL_FIELDS,
  detailFields,
  l,
  type AccessRequestDetail,
  type Language,
  type UserDetail,
} from '@fxbo/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DetailPage } from './DetailPage';
import { detailView, type DetailView } from './view';

interface Thing {
  id: string;
  status: 'open' | 'canceled';
  day: string;
  at: string;
  value: string;
  currency: string;
  brl: string;
  rate: string;
  taxId: string;
  country: string | null;
  urgent: boolean;
  client: { id: string; name: string };
  contract: { id: string; contractNumber: string } | null;
  former: string | null;
  nothing: string | null;
  notes: string | null;
  leg: { bank: string } | null;
}

const STATUS = { open: l('Aberto', 'Open'), canceled: l('Cancelado', 'Canceled') };
const FIELDS = detailFields<Thing>()({
  status: { kind: 'enum', labels: STATUS, label: l('Situação', 'Status') },
  day: { kind: 'date', label: l('Dia', 'Day') },
  at: { kind: 'dateTime', label: l('Registrado em', 'Recorded at') },
  value: { kind: 'money', currency: { field: 'currency' }, label: l('Valor', 'Value') },
  brl: { kind: 'money', currency: { code: 'BRL' }, label: l('Reais', 'Reais') },
  rate: { kind: 'rate', label: l('Taxa', 'Rate') },
  taxId: { kind: 'taxId', label: l('CNPJ', 'CNPJ') },
  country: { kind: 'country', label: l('País', 'Country') },
  urgent: { kind: 'boolean', label: l('Urgente', 'Urgent') },
  client: { kind: 'text', label: l('Cliente', 'Client') },
  contract: {
    kind: 'text',
    label: l('Contrato', 'Contract'),
    link: { to: (id) => `/contract-detail/${id}`, text: 'contractNumber' },
    empty: l('Nenhum contrato', 'No contract'),
  },
  former: { kind: 'text', label: l('Nome anterior', 'Former name'), omitEmpty: true },
  nothing: { kind: 'text', label: l('Vazio', 'Empty') },
  notes: { kind: 'text', label: l('Observações', 'Notes'), multiline: true },
});
const LEG = detailFields<{ bank: string }>()({ bank: { kind: 'text', label: l('Banco', 'Bank') } });

const view = detailView<Thing>()({
  ns: 'rdes',
  back: '/things',
  title: (thing, { date }) => `Coisa ${thing.id} de ${date(thing.day)}`,
  status: { of: (thing) => thing.status, labels: STATUS, colors: { open: 'info' } },
  blocks: [
    { id: 'thing-fields', title: 'detail.fields', fields: FIELDS },
    {
      side: [
        {
          id: 'thing-leg',
          title: 'detail.module',
          fields: LEG,
          of: (thing) => thing.leg,
          empty: 'detail.moduleEmpty',
          list: 150,
        },
      ],
      from: 'md',
    },
  ],
});

const thing: Thing = {
  id: '7',
  status: 'open',
  day: '2026-03-05',
  at: '2026-03-05T15:04:00Z',
  value: '1234.5',
  currency: 'USD',
  brl: '10',
  rate: '5.1',
  taxId: '11222333000181',
  country: 'JP',
  urgent: true,
  client: { id: '1', name: 'Yoshida Corp' },
  contract: { id: '42', contractNumber: 'FIN-1' },
  former: null,
  nothing: null,
  notes: 'one\ntwo',
  leg: null,
};

const CATALOGUE = {
  detail: {
    back: 'Voltar',
    heading: 'Coisa',
    fields: 'Dados',
    module: 'Perna',
    moduleEmpty: 'Nenhuma perna.',
  },
  errors: {
    notFound: 'Não encontrada',
    network: 'Sem conexão',
    detailLoadFailed: 'Falhou',
    retry: 'De novo',
  },
};

async function render<T>(
  language: Language,
  record: T,
  shown: DetailView<T, 'rdes'> = view as unknown as DetailView<T, 'rdes'>,
): Promise<string> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { rdes: CATALOGUE } },
  });
  const query = { isPending: false, isError: false, data: record } as UseQueryResult<T>;
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <DetailPage view={shown} record={query} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

/** Each description term and the text of its description, in order. */
function pairs(markup: string): [string, string][] {
  const html = markup.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
  const found = [...html.matchAll(/<dt[^>]*>([\s\S]*?)<\/dt><dd[^>]*>([\s\S]*?)<\/dd>/g)];
  return found.map((m) => [m[1]!.replace(/<[^>]*>/g, ''), m[2]!.replace(/<[^>]*>/g, '')]);
}

describe('a declared record page', () => {
  it('labels every field in the screen’s language and writes its value by kind', async () => {
    const markup = await render('pt-BR', thing);
    expect(markup).toContain('<h1');
    expect(markup).toContain('Coisa 7 de 05/03/2026');
    expect(markup).toContain('Aberto'); // the status chip
    expect(pairs(markup)).toEqual([
      ['Situação', 'Aberto'],
      ['Dia', '05/03/2026'],
      ['Registrado em', '05/03/2026, 12:04'],
      ['Valor', 'US$ 1.234,50'],
      ['Reais', 'R$ 10,00'],
      ['Taxa', '5,10000000'],
      ['CNPJ', '11.222.333/0001-81'],
      ['País', 'Japão'],
      ['Urgente', 'Sim'],
      ['Cliente', 'Yoshida Corp'],
      ['Contrato', 'FIN-1'],
      ['Vazio', '—'],
      ['Observações', 'one\ntwo'],
    ]);
    expect(markup).toContain('href="/contract-detail/42"');
    expect(markup).toContain('white-space:pre-wrap');
    expect(markup).toContain('Nenhuma perna.');
    expect(markup).toMatch(/<section[^>]*aria-labelledby="thing-fields"/);
  });

  it('reads in English; an absent link says its own words, a present part shows its fields', async () => {
    const markup = await render('en', {
      ...thing,
      contract: null,
      former: 'RDE-ROF',
      urgent: false,
      country: null,
      leg: { bank: 'Banco X' },
    });
    const shown = new Map(pairs(markup));
    expect(shown.get('Value')).toBe('USD 1,234.50');
    expect(shown.get('Contract')).toBe('No contract');
    expect(shown.get('Former name')).toBe('RDE-ROF');
    expect(shown.get('Urgent')).toBe('No');
    expect(shown.get('Country')).toBe('—');
    expect(shown.get('Bank')).toBe('Banco X');
    expect(shown.get('Status')).toBe('Open');
  });
});

// A person's page (users, access requests): the page's kind above the name, chips under it, a field shown by a
// component, a link under the fields, a section only once it applies.
const person = (user: UserDetail) =>
  detailView<UserDetail>()({
    ns: 'rdes',
    back: '/users',
    overline: 'detail.heading',
    title: (u) => u.name,
    under: () => <span>chips-under</span>,
    blocks: [
      {
        id: 'user-data',
        title: 'detail.fields',
        fields: USER_DETAIL_FIELDS,
        list: 180,
        render: { status: () => <b>status-chips</b> },
        after: () => <a href="/audit">audit-link</a>,
      },
      {
        id: 'request',
        title: 'detail.module',
        fields: ACCESS_REQUEST_DETAIL_FIELDS,
        show: ['decisionReason', 'createdUser'],
        of: () => request,
        list: 160,
        when: () => user.blocked,
      },
    ],
  });

const user: UserDetail = {
  id: 'u1',
  name: 'Ana Prado',
  email: 'ana@example.com',
  cpf: '52998224725',
  birthDate: '1990-04-05',
  phone: '+5511987654321',
  kind: 'staff',
  status: 'active',
  blocked: true,
  failedAttempts: 3,
  blockedAt: '2026-03-04T12:30:00Z',
  totpEnabled: false,
  mustChangePassword: true,
  locale: 'en',
  activeSessions: 0,
  createdAt: '2026-01-02T10:00:00Z',
  lastLoginAt: null,
} as UserDetail;
const request = {
  decisionReason: null,
  userId: 'u1',
} as AccessRequestDetail;

describe('a declared person page', () => {
  it('puts the page’s kind above the name, components where declared, and the user’s data by kind', async () => {
    const markup = await render('pt-BR', user, person(user) as unknown as DetailView<UserDetail, 'rdes'>);
    expect(markup.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')).toMatch(
      /<p[^>]*>Coisa<\/p><h1[^>]*>Ana Prado<\/h1><span>chips-under<\/span>/,
    );
    expect(pairs(markup)).toEqual([
      ['Email', 'ana@example.com'],
      ['CPF', '529.982.247-25'],
      ['Data de nascimento', '05/04/1990'],
      ['Telefone', '+55 (11) 98765-4321'],
      ['Tipo', 'Equipe'],
      ['Status', 'status-chips'],
      ['Tentativas de senha incorretas', '3'],
      ['Bloqueado em', '04/03/2026, 09:30'],
      ['Aplicativo autenticador', 'Não'],
      ['Deve trocar a senha', 'Sim'],
      ['Idioma', 'Inglês'],
      ['Sessões ativas', '0'],
      ['Criado em', '02/01/2026, 07:00'],
      ['Último acesso', 'Nunca'],
      // A reason left out when there is none; the user an approval made as a link.
      ['Usuário criado', 'Abrir o usuário'],
    ]);
    expect(markup).toContain('<a href="/audit">audit-link</a>');
    expect(markup).toContain('href="/admin/users/u1/detail"');
    const unblocked = await render(
      'en',
      { ...user, blocked: false },
      person({ ...user, blocked: false }) as never,
    );
    expect(new Map(pairs(unblocked)).get('Last sign-in')).toBe('Never');
    expect(unblocked).not.toContain('Created user');
  });
});
