/*
 * Brazilian banks for the demo data: COMPE code, ISPB (the Central Bank's participant id, the first 8
 * digits of the institution's CNPJ), legal and short name, SWIFT BIC where the seed needs one.
 * A superset of @fxbo/domain's BRAZILIAN_BANKS (the seed wants more variety, e.g. the payment institutions
 * beneficiaries use and the FX dealer banks); every code and ISPB was checked against the Bacen STR
 * participants table bundled with @brazilian-utils 2.4, and seed.test.ts checks the overlap with the domain.
 * `fx` marks the banks that act as FX dealers in contracts and quotations.
 */
export interface SeedBank {
  compe: string;
  ispb: string;
  name: string;
  shortName: string;
  swift: string | null;
  fx: boolean;
  /** Relative share of beneficiary accounts. */
  weight: number;
}

const B = (
  compe: string,
  ispb: string,
  name: string,
  shortName: string,
  weight: number,
  fx = false,
  swift: string | null = null,
): SeedBank => ({ compe, ispb, name, shortName, swift, fx, weight });

export const SEED_BANKS: readonly SeedBank[] = [
  B('001', '00000000', 'Banco do Brasil S.A.', 'Banco do Brasil', 16, true, 'BRASBRRJ'),
  B('104', '00360305', 'Caixa Econômica Federal', 'Caixa', 14, true, 'CEFXBRSP'),
  B('341', '60701190', 'Itaú Unibanco S.A.', 'Itaú', 13, true, 'ITAUBRSP'),
  B('237', '60746948', 'Banco Bradesco S.A.', 'Bradesco', 12, true, 'BBDEBRSP'),
  B('033', '90400888', 'Banco Santander (Brasil) S.A.', 'Santander', 9, true, 'BSCHBRSP'),
  B('260', '18236120', 'Nu Pagamentos S.A. - Instituição de Pagamento', 'Nubank', 12),
  B('077', '00416968', 'Banco Inter S.A.', 'Inter', 5),
  B('336', '31872495', 'Banco C6 S.A.', 'C6 Bank', 3),
  B('290', '08561701', 'PagSeguro Internet Instituição de Pagamento S.A.', 'PagBank', 3),
  B('323', '10573521', 'Mercado Pago Instituição de Pagamento Ltda.', 'Mercado Pago', 3),
  B('380', '22896431', 'PicPay Instituição de Pagamento S.A.', 'PicPay', 2),
  B('756', '02038232', 'Banco Cooperativo Sicoob S.A.', 'Sicoob', 3),
  B('748', '01181521', 'Banco Cooperativo Sicredi S.A.', 'Sicredi', 3),
  B('041', '92702067', 'Banco do Estado do Rio Grande do Sul S.A.', 'Banrisul', 2, true),
  B('070', '00000208', 'BRB - Banco de Brasília S.A.', 'BRB', 1),
  B('004', '07237373', 'Banco do Nordeste do Brasil S.A.', 'BNB', 1),
  B('021', '28127603', 'Banestes S.A. Banco do Estado do Espírito Santo', 'Banestes', 0.5),
  B('037', '04913711', 'Banco do Estado do Pará S.A.', 'Banpará', 0.5),
  B('047', '13009717', 'Banco do Estado de Sergipe S.A.', 'Banese', 0.3),
  B('085', '05463212', 'Cooperativa Central de Crédito - Ailos', 'Ailos', 0.5),
  B('136', '00315557', 'Unicred do Brasil', 'Unicred', 0.5),
  B('212', '92894922', 'Banco Original S.A.', 'Original', 0.5),
  B('218', '71027866', 'Banco BS2 S.A.', 'BS2', 0.3, true),
  B('318', '61186680', 'Banco BMG S.A.', 'BMG', 0.3),
  B('389', '17184037', 'Banco Mercantil do Brasil S.A.', 'Mercantil do Brasil', 0.5),
  B('623', '59285411', 'Banco Pan S.A.', 'Pan', 0.5),
  B('655', '59588111', 'Banco Votorantim S.A.', 'BV', 0.5),
  B('197', '16501555', 'Stone Instituição de Pagamento S.A.', 'Stone', 0.5),
  B('403', '37880206', 'Cora Sociedade de Crédito, Financiamento e Investimento S.A.', 'Cora', 0.3),
  B('364', '09089356', 'Efí S.A. - Instituição de Pagamento', 'Efí', 0.2),
  B('348', '33264668', 'Banco XP S.A.', 'XP', 0.5),
  B('208', '30306294', 'Banco BTG Pactual S.A.', 'BTG Pactual', 0.5, true),
  B('422', '58160789', 'Banco Safra S.A.', 'Safra', 0.5, true, 'SAFRBRSP'),
  B('246', '28195667', 'Banco ABC Brasil S.A.', 'ABC Brasil', 0, true),
  B('707', '62232889', 'Banco Daycoval S.A.', 'Daycoval', 0.2, true),
  B('745', '33479023', 'Banco Citibank S.A.', 'Citibank', 0, true, 'CITIBRBR'),
  B('633', '68900810', 'Banco Rendimento S.A.', 'Rendimento', 0, true),
  B('095', '11703662', 'Banco Travelex S.A.', 'Travelex', 0, true),
  B('082', '07679404', 'Banco Topázio S.A.', 'Topázio', 0, true),
  B('712', '78632767', 'Ouribank S.A. Banco Múltiplo', 'Ouribank', 0, true),
  B('224', '58616418', 'Banco Fibra S.A.', 'Fibra', 0, true),
  B('637', '60889128', 'Banco Sofisa S.A.', 'Sofisa', 0.1, true),
];
