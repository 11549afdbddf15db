import {
  fakerDE,
  fakerEN_AU,
  fakerEN_CA,
  fakerEN_GB,
  fakerEN_US,
  fakerES,
  fakerFR,
  fakerIT,
  fakerPT_BR,
  fakerPT_PT,
  type Faker,
} from '@faker-js/faker';
import type { Prng } from './random.js';

/*
 * Pools of names, places and words, built once per run (faker, seeded, plus local lists where faker's pt-BR
 * data is thin: it has ~20 surnames and invented city names). The row generators then pick from these
 * with the fast PRNG instead of calling faker per row.
 */

const BR_SURNAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
  'Cardoso',
  'Ramos',
  'Gonçalves',
  'Santana',
  'Teixeira',
  'Araújo',
  'Pinto',
  'Correia',
  'Cavalcanti',
  'Monteiro',
  'Moura',
  'Batista',
  'Campos',
  'Rezende',
  'Duarte',
  'Farias',
  'Miranda',
  'Castro',
  'Azevedo',
  'Pires',
  'Cunha',
  'Medeiros',
  'Barros',
  'Borges',
  'Fonseca',
  'Siqueira',
  'Tavares',
  'Xavier',
  'Brandão',
  'Guimarães',
  'Macedo',
  'Sampaio',
  'Queiroz',
  'Peixoto',
  'Bezerra',
  'Coelho',
  'Aguiar',
  'Leite',
  'Bastos',
  'Figueiredo',
  'Nogueira',
  'Moraes',
  'Viana',
  'Vasconcelos',
  'Prado',
  'Matos',
  'Lacerda',
  'Falcão',
  'Sales',
  'Meireles',
  'Tanaka',
  'Nakamura',
  'Yamamoto',
  'Rossi',
  'Ferraz',
  'Bueno',
  'Pacheco',
  'Amaral',
  'Paiva',
  'Lins',
];

const BR_EXTRA_FEMALE = [
  'Maria',
  'Ana',
  'Francisca',
  'Adriana',
  'Juliana',
  'Márcia',
  'Fernanda',
  'Patrícia',
  'Aline',
  'Sandra',
  'Camila',
  'Letícia',
  'Cláudia',
  'Vanessa',
  'Luciana',
];
const BR_EXTRA_MALE = [
  'José',
  'João',
  'Antônio',
  'Francisco',
  'Carlos',
  'Paulo',
  'Luiz',
  'Marcos',
  'Raimundo',
  'Rafael',
  'Daniel',
  'Bruno',
  'Eduardo',
  'Thiago',
  'Rodrigo',
];
const BR_SECOND_FEMALE = [
  'Aparecida',
  'Eduarda',
  'Clara',
  'Luiza',
  'Fernanda',
  'Cristina',
  'Vitória',
  'Júlia',
  'Beatriz',
  'Helena',
];
const BR_SECOND_MALE = [
  'Henrique',
  'Carlos',
  'Paulo',
  'Gabriel',
  'Eduardo',
  'Augusto',
  'Antônio',
  'Felipe',
  'José',
  'Vinícius',
];

/** Real cities with their state and a CEP range (first five digits). */
const BR_CITIES: readonly [string, string, number, number][] = [
  ['São Paulo', 'SP', 1000, 5999],
  ['Campinas', 'SP', 13000, 13139],
  ['Santos', 'SP', 11000, 11099],
  ['São José dos Campos', 'SP', 12200, 12249],
  ['Ribeirão Preto', 'SP', 14000, 14114],
  ['Sorocaba', 'SP', 18000, 18109],
  ['Guarulhos', 'SP', 7000, 7399],
  ['Osasco', 'SP', 6000, 6299],
  ['Santo André', 'SP', 9000, 9299],
  ['Rio de Janeiro', 'RJ', 20000, 23799],
  ['Niterói', 'RJ', 24000, 24399],
  ['Petrópolis', 'RJ', 25600, 25779],
  ['Belo Horizonte', 'MG', 30000, 31999],
  ['Uberlândia', 'MG', 38400, 38414],
  ['Juiz de Fora', 'MG', 36000, 36099],
  ['Governador Valadares', 'MG', 35000, 35099],
  ['Ipatinga', 'MG', 35160, 35164],
  ['Contagem', 'MG', 32000, 32399],
  ['Vitória', 'ES', 29000, 29099],
  ['Vila Velha', 'ES', 29100, 29129],
  ['Curitiba', 'PR', 80000, 82999],
  ['Londrina', 'PR', 86000, 86099],
  ['Maringá', 'PR', 87000, 87099],
  ['Foz do Iguaçu', 'PR', 85850, 85869],
  ['Porto Alegre', 'RS', 90000, 91999],
  ['Caxias do Sul', 'RS', 95000, 95124],
  ['Florianópolis', 'SC', 88000, 88099],
  ['Joinville', 'SC', 89200, 89239],
  ['Blumenau', 'SC', 89000, 89099],
  ['Itajaí', 'SC', 88300, 88319],
  ['Criciúma', 'SC', 88800, 88819],
  ['Salvador', 'BA', 40000, 42599],
  ['Feira de Santana', 'BA', 44000, 44099],
  ['Recife', 'PE', 50000, 52999],
  ['Fortaleza', 'CE', 60000, 61599],
  ['Natal', 'RN', 59000, 59139],
  ['João Pessoa', 'PB', 58000, 58099],
  ['Maceió', 'AL', 57000, 57099],
  ['Aracaju', 'SE', 49000, 49098],
  ['São Luís', 'MA', 65000, 65109],
  ['Teresina', 'PI', 64000, 64099],
  ['Belém', 'PA', 66000, 66999],
  ['Manaus', 'AM', 69000, 69099],
  ['Goiânia', 'GO', 74000, 74899],
  ['Anápolis', 'GO', 75000, 75139],
  ['Brasília', 'DF', 70000, 72799],
  ['Campo Grande', 'MS', 79000, 79124],
  ['Cuiabá', 'MT', 78000, 78109],
  ['Porto Velho', 'RO', 76800, 76834],
  ['Palmas', 'TO', 77000, 77249],
  ['Macapá', 'AP', 68900, 68914],
  ['Boa Vista', 'RR', 69300, 69339],
  ['Rio Branco', 'AC', 69900, 69923],
];
const CITY_WEIGHTS = BR_CITIES.map(([, uf]) =>
  uf === 'SP' ? 6 : uf === 'RJ' || uf === 'MG' ? 4 : uf === 'PR' || uf === 'SC' || uf === 'RS' ? 3 : 2,
);

const DISTRICTS = [
  'Centro',
  'Jardim Paulista',
  'Vila Mariana',
  'Pinheiros',
  'Moema',
  'Bela Vista',
  'Copacabana',
  'Botafogo',
  'Tijuca',
  'Savassi',
  'Funcionários',
  'Boa Viagem',
  'Aldeota',
  'Meireles',
  'Batel',
  'Água Verde',
  'Moinhos de Vento',
  'Trindade',
  'Jardim América',
  'Santa Efigênia',
  'Vila Nova',
  'Jardim das Flores',
  'Industrial',
  'Distrito Industrial',
  'São Cristóvão',
  'Santa Cruz',
  'Boa Vista',
  'Cidade Nova',
  'Parque São Jorge',
  'Vila Industrial',
  'Barra Funda',
  'Lapa',
  'Brooklin',
  'Itaim Bibi',
  'Campo Belo',
  'Asa Sul',
  'Asa Norte',
  'Ponta Verde',
  'Pituba',
  'Graças',
];

const STREET_TYPES = ['Rua', 'Rua', 'Rua', 'Avenida', 'Avenida', 'Travessa', 'Alameda', 'Rodovia'];
const STREET_NAMES = [
  'Sete de Setembro',
  'XV de Novembro',
  'Dom Pedro II',
  'Marechal Deodoro',
  'Tiradentes',
  'das Flores',
  'Santos Dumont',
  'Barão do Rio Branco',
  'Getúlio Vargas',
  'Presidente Vargas',
  'Brasil',
  'Paulista',
  'Atlântica',
  'das Palmeiras',
  'dos Andradas',
  'Rui Barbosa',
  'José Bonifácio',
  'Duque de Caxias',
  'Floriano Peixoto',
  'Benjamin Constant',
  'Quinze de Agosto',
  'Amazonas',
  'Afonso Pena',
  'Boa Viagem',
  'Independência',
  'São João',
  'Voluntários da Pátria',
  'Visconde de Mauá',
  'Princesa Isabel',
  'Castro Alves',
  'Machado de Assis',
  'Carlos Gomes',
  'Anita Garibaldi',
  'Bento Gonçalves',
  'Osvaldo Cruz',
  'Pedro Álvares Cabral',
  'Borges de Medeiros',
  'Nove de Julho',
  'Vinte e Cinco de Março',
  'Augusta',
  'Consolação',
  'Faria Lima',
  'Engenheiro Luís Carlos Berrini',
  'das Nações Unidas',
];

const BR_ACTIVITIES = [
  'Importação e Exportação',
  'Comércio Exterior',
  'Comércio de Alimentos',
  'Indústria Têxtil',
  'Metalúrgica',
  'Autopeças',
  'Eletrônicos',
  'Agronegócios',
  'Café',
  'Tecnologia',
  'Sistemas',
  'Logística',
  'Transportes',
  'Calçados',
  'Móveis',
  'Cosméticos',
  'Química',
  'Plásticos',
  'Máquinas e Equipamentos',
  'Papel e Celulose',
  'Frutas Tropicais',
  'Granitos e Mármores',
  'Carnes',
  'Vinhos',
  'Pescados',
  'Materiais de Construção',
  'Equipamentos Médicos',
  'Distribuidora',
  'Pagamentos',
  'Serviços Financeiros',
  'Turismo',
  'Consultoria',
];
const BR_PREFIXES = ['', '', '', 'Grupo ', 'Indústria ', 'Comercial ', 'Cia. ', 'Agro ', 'Transportadora '];
const BR_SUFFIXES = ['Ltda', 'Ltda', 'Ltda', 'S.A.', 'Eireli', 'ME', 'EPP'];
const BR_FANCY = [
  'Vale Verde',
  'Horizonte',
  'Atlântico',
  'Serra Azul',
  'Bandeirantes',
  'Cerrado',
  'Pampa',
  'Aurora',
  'Litoral',
  'Nova Era',
  'Planalto',
  'Ipê',
  'Jequitibá',
  'Araucária',
  'Sol Nascente',
  'Estrela do Sul',
  'Tropical',
  'Vitória',
  'Paraná',
  'Mantiqueira',
  'Guanabara',
  'Iguaçu',
  'Tocantins',
  'Caravelas',
  'Rota Sul',
  'Santa Luzia',
  'Boa Esperança',
];

const CN_PLACES = [
  'Shenzhen',
  'Guangzhou',
  'Ningbo',
  'Shanghai',
  'Yiwu',
  'Qingdao',
  'Xiamen',
  'Dongguan',
  'Suzhou',
  'Tianjin',
  'Hangzhou',
  'Foshan',
];
const CN_WORDS = [
  'Huaxin',
  'Jinlong',
  'Hongda',
  'Xinyuan',
  'Tianrui',
  'Minghua',
  'Zhongtai',
  'Haoyang',
  'Fuxing',
  'Kaida',
  'Longsheng',
  'Baoli',
  'Yongtai',
  'Dahua',
  'Sanhe',
];
const CN_TRADES = [
  'Electronics',
  'Machinery',
  'Textile',
  'Import & Export',
  'Industrial',
  'Trading',
  'Auto Parts',
  'Lighting',
  'Chemical',
  'Hardware',
];
const JP_SURNAMES = [
  'Sato',
  'Suzuki',
  'Takahashi',
  'Tanaka',
  'Watanabe',
  'Ito',
  'Yamamoto',
  'Nakamura',
  'Kobayashi',
  'Kato',
  'Yoshida',
  'Yamada',
  'Sasaki',
  'Matsumoto',
  'Inoue',
  'Kimura',
  'Hayashi',
  'Shimizu',
];
const JP_GIVEN = [
  'Hiroshi',
  'Takashi',
  'Kenji',
  'Yuki',
  'Akira',
  'Haruto',
  'Sakura',
  'Yui',
  'Aiko',
  'Naoko',
  'Kazuo',
  'Keiko',
  'Daiki',
  'Emi',
  'Sora',
  'Ren',
];
const JP_COMPANY = ['Trading Co., Ltd.', 'Shoji K.K.', 'Industries Co., Ltd.', 'Corporation', 'Bussan K.K.'];

/** Countries the demo's foreign parties come from, with the faker that names their people and companies. */
export interface ForeignCountry {
  code: string;
  people: string[];
  companies: string[];
}

export interface Pools {
  femaleNames: string[];
  maleNames: string[];
  surnames: string[];
  cities: typeof BR_CITIES;
  cityCumulative: Float64Array;
  districts: string[];
  streets: string[];
  companyNames: string[];
  foreign: Map<string, ForeignCountry>;
  /** Brazilians abroad: Brazilian names sending home. */
  emailDomains: string[];
}

export const SENDER_COUNTRIES_BY_CURRENCY: Record<string, readonly string[]> = {
  USD: ['US', 'US', 'US', 'US', 'PA', 'AE'],
  EUR: ['PT', 'PT', 'ES', 'IT', 'DE', 'FR', 'IE', 'NL', 'BE'],
  GBP: ['GB'],
  JPY: ['JP'],
  CAD: ['CA'],
  CHF: ['CH'],
  AUD: ['AU'],
  CNY: ['CN'],
};

function unique(make: () => string, n: number, tries = n * 5): string[] {
  const set = new Set<string>();
  for (let i = 0; i < tries && set.size < n; i++) set.add(make());
  return [...set];
}

function peopleOf(f: Faker, n: number): string[] {
  return unique(() => `${f.person.firstName()} ${f.person.lastName()}`, n);
}

const LEGAL_FORM =
  /\b(Inc\.?|LLC|Ltd\.?|Corp\.?|GmbH|AG|KG|OHG|GbR|S\.A\.?|SA|S\.L\.?|SL|SARL|SAS|SNC|S\.p\.A\.|SpA|S\.r\.l\.|Srl|PLC|B\.V\.|N\.V\.|Lda\.?|Pty|Group|e figli|und Söhne|and Sons|& Co\.?)$/i;

function companiesOf(f: Faker, n: number, suffixes: readonly string[]): string[] {
  return unique(() => {
    const base = f.company.name();
    // Keep a legal form faker already gave; otherwise add one of the country's.
    if (LEGAL_FORM.test(base)) return base;
    return `${base} ${suffixes[base.length % suffixes.length] as string}`;
  }, n);
}

/** A country's people and companies named by its faker locale; its companies take one of its legal forms. */
function fakerNames(
  f: Faker,
  people: number,
  companies: number,
  legalForms: readonly string[],
): Omit<ForeignCountry, 'code'> {
  return { people: peopleOf(f, people), companies: companiesOf(f, companies, legalForms) };
}

export function buildPools(seed: number, rng: Prng): Pools {
  const fakers: Faker[] = [
    fakerPT_BR,
    fakerEN_US,
    fakerEN_GB,
    fakerES,
    fakerPT_PT,
    fakerIT,
    fakerDE,
    fakerFR,
    fakerEN_CA,
    fakerEN_AU,
  ];
  for (const f of fakers) f.seed(seed);

  const femaleNames = [
    ...new Set([...unique(() => fakerPT_BR.person.firstName('female'), 300), ...BR_EXTRA_FEMALE]),
  ].sort();
  const maleNames = [
    ...new Set([...unique(() => fakerPT_BR.person.firstName('male'), 300), ...BR_EXTRA_MALE]),
  ].sort();
  const surnames = [...BR_SURNAMES];
  const streets: string[] = [];
  for (const type of STREET_TYPES) for (const name of STREET_NAMES) streets.push(`${type} ${name}`);

  const companyNames = unique(() => {
    const fancy = rng.chance(0.5)
      ? rng.pick(BR_FANCY)
      : `${rng.pick(surnames)}${rng.chance(0.3) ? ` & ${rng.pick(surnames)}` : ''}`;
    return `${rng.pick(BR_PREFIXES)}${fancy} ${rng.pick(BR_ACTIVITIES)} ${rng.pick(BR_SUFFIXES)}`;
  }, 6000);

  const jpPeople = unique(() => `${rng.pick(JP_GIVEN)} ${rng.pick(JP_SURNAMES)}`, 150);
  const cnCompanies = unique(
    () => `${rng.pick(CN_PLACES)} ${rng.pick(CN_WORDS)} ${rng.pick(CN_TRADES)} Co., Ltd.`,
    600,
  );
  const jpCompanies = unique(() => `${rng.pick(JP_SURNAMES)} ${rng.pick(JP_COMPANY)}`, 80);
  // Written in drawing order: countries sharing a faker locale take its names in turn, and China's people
  // are the generator's last draws here.
  const names: Record<string, Omit<ForeignCountry, 'code'>> = {
    US: fakerNames(fakerEN_US, 600, 600, ['Inc.', 'LLC', 'Corp.']),
    PA: fakerNames(fakerES, 200, 100, ['S.A.', 'Corp.']),
    AE: fakerNames(fakerEN_GB, 100, 100, ['FZE', 'LLC']),
    GB: fakerNames(fakerEN_GB, 400, 300, ['Ltd', 'PLC', 'Ltd']),
    PT: fakerNames(fakerPT_PT, 400, 200, ['Lda.', 'S.A.']),
    ES: fakerNames(fakerES, 400, 200, ['S.L.', 'S.A.']),
    IT: fakerNames(fakerIT, 300, 200, ['S.p.A.', 'S.r.l.']),
    DE: fakerNames(fakerDE, 300, 200, ['GmbH', 'AG']),
    FR: fakerNames(fakerFR, 300, 200, ['SAS', 'SARL']),
    IE: fakerNames(fakerEN_GB, 100, 100, ['Ltd', 'DAC']),
    NL: fakerNames(fakerDE, 100, 100, ['B.V.', 'N.V.']),
    BE: fakerNames(fakerFR, 100, 100, ['SA', 'BV']),
    JP: { people: jpPeople, companies: jpCompanies },
    CA: fakerNames(fakerEN_CA, 300, 200, ['Inc.', 'Ltd.']),
    CH: fakerNames(fakerDE, 150, 150, ['AG', 'SA', 'GmbH']),
    AU: fakerNames(fakerEN_AU, 200, 150, ['Pty Ltd']),
    CN: { people: unique(() => `${rng.pick(CN_WORDS)} ${rng.pick(CN_PLACES)}`, 50), companies: cnCompanies },
  };
  const foreign = new Map(Object.entries(names).map(([code, named]) => [code, { code, ...named }]));

  return {
    femaleNames,
    maleNames,
    surnames,
    cities: BR_CITIES,
    cityCumulative: cumulativeOf(CITY_WEIGHTS),
    districts: DISTRICTS,
    streets,
    companyNames,
    foreign,
    emailDomains: [
      'gmail.com',
      'gmail.com',
      'gmail.com',
      'hotmail.com',
      'outlook.com',
      'yahoo.com.br',
      'uol.com.br',
      'icloud.com',
      'bol.com.br',
      'terra.com.br',
    ],
  };
}

function cumulativeOf(weights: readonly number[]): Float64Array {
  const out = new Float64Array(weights.length);
  let s = 0;
  weights.forEach((w, i) => (out[i] = s += w));
  return out;
}

/** A Brazilian person's full name: one or two given names, one or two surnames. */
export function brazilianName(rng: Prng, pools: Pools): string {
  const female = rng.chance(0.5);
  let name = rng.pick(female ? pools.femaleNames : pools.maleNames);
  if (rng.chance(0.25)) {
    const second = rng.pick(female ? BR_SECOND_FEMALE : BR_SECOND_MALE);
    if (second !== name) name += ` ${second}`;
  }
  const first = rng.pick(pools.surnames);
  if (rng.chance(0.7)) {
    const second = rng.pick(pools.surnames);
    if (second !== first) return `${name} ${rng.chance(0.15) ? 'de ' : ''}${first} ${second}`;
  }
  return `${name} ${first}`;
}

const slugCache = new Map<string, string>();

/** Lower-case ASCII form of one word of a name, cached (names repeat). */
export function slugWord(word: string): string {
  let s = slugCache.get(word);
  if (s === undefined) {
    s = slug(word);
    slugCache.set(word, s);
  }
  return s;
}

/** An e-mail local part from a person's name: first and last word, e.g. 'maria.souza'. */
export function emailLocal(name: string): string {
  const sp = name.indexOf(' ');
  const last = name.lastIndexOf(' ');
  if (sp < 0) return slugWord(name);
  return `${slugWord(name.slice(0, sp))}.${slugWord(name.slice(last + 1))}`;
}

/** Lower-case ASCII form of a name, for e-mail addresses. */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '');
}

export interface Address {
  street: string;
  number: string;
  complement: string | null;
  district: string;
  city: string;
  state: string;
  postalCode: string;
}

export function brazilianAddress(rng: Prng, pools: Pools): Address {
  const [city, state, lo, hi] = pools.cities[
    rng.weighted(pools.cityCumulative)
  ] as (typeof BR_CITIES)[number];
  const prefix = rng.between(lo, hi);
  return {
    street: rng.pick(pools.streets),
    number: String(rng.between(1, 4999)),
    complement: rng.chance(0.35)
      ? rng.pick(['Sala ', 'Conjunto ', 'Andar ', 'Galpão ', 'Bloco ', 'Apto ']) + rng.between(1, 240)
      : null,
    district: rng.pick(pools.districts),
    city,
    state,
    postalCode: `${String(prefix).padStart(5, '0')}${rng.digits(3)}`,
  };
}

/** A Brazilian mobile number as stored: +55, two-digit area code, 9 and eight digits. */
export function brazilianMobile(rng: Prng): string {
  return `+55${rng.pick(AREA_CODES)}9${rng.between(6, 9)}${rng.digits(7)}`;
}

const AREA_CODES = [
  '11',
  '11',
  '11',
  '21',
  '21',
  '31',
  '41',
  '47',
  '48',
  '51',
  '61',
  '62',
  '71',
  '81',
  '85',
  '19',
  '27',
  '33',
  '92',
  '91',
];
