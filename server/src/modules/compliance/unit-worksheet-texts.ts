import type { CertificationType, StudentStatus } from '@lar/contracts/certifications';
import type { ElectionSource, LowIncomeReason } from '@lar/contracts/compliance/low-income-unit';
import type { SetAsideElection } from '@lar/contracts/compliance/set-aside';
import type { LimitPurpose, WorksheetLanguage } from '@lar/contracts/compliance/unit-worksheet';

/**
 * The wording of the unit compliance worksheet PDF in the reader's language (decision 049). It is
 * the manager's and auditor's working paper, not a federal form like the TIC (decision 026), so it
 * follows the reader; the PDF is drawn by the server, so its texts live here like the notice
 * letters'. Citations stay as the Code writes them.
 */
export interface WorksheetTexts {
  locale: string;
  title: string;
  generated: string;
  sections: Record<'unit' | 'household' | 'certifications' | 'limits' | 'tests' | 'result', string>;
  labels: Record<
    | 'property'
    | 'election'
    | 'date'
    | 'unit'
    | 'building'
    | 'unitType'
    | 'squareFeet'
    | 'designations'
    | 'home'
    | 'occupancy'
    | 'moveIn'
    | 'moveOut'
    | 'size'
    | 'members'
    | 'vacant'
    | 'moveInCertification'
    | 'currentCertification'
    | 'testPercentage'
    | 'none',
    string
  >;
  columns: Record<
    'purpose' | 'program' | 'ami' | 'table' | 'effective' | 'size' | 'limit' | 'source',
    string
  >;
  purposes: Record<LimitPurpose, string>;
  sources: Record<'table' | 'derived_from_50' | 'above_8' | 'derived', string>;
  applied: string;
  occupancyFigures: string;
  certificationTypes: Record<CertificationType, string>;
  elections: Record<SetAsideElection, string>;
  /** Whose election the unit was tested under (Form 8609, line 10c, is made per building). */
  electionSources: Record<ElectionSource, string>;
  tests: {
    income: string;
    incomeLine: (f: { income: string; size: string; date: string; limit: string }) => string;
    rent: string;
    rentLine: (f: {
      tenant: string;
      allowance: string;
      charges: string;
      gross: string;
      limit: string;
      date: string;
    }) => string;
    overBy: (amount: string) => string;
    student: string;
    studentStatus: Record<StudentStatus | 'UNKNOWN', string>;
    overIncome: string;
    overIncomeLine: (f: {
      income: string;
      size: string;
      date: string;
      limit: string;
      line: string;
    }) => string;
    vacant: string;
    held: string;
    notHeld: string;
    /** The HOME rent over 80 % AMI (24 CFR 92.252(i)(2), decision 061). */
    homeRent: string;
    homeRentLine: (f: { thirty: string; market: string; max: string }) => string;
    marketRentMissing: string;
    notRecorded: string;
  };
  outcome: Record<'pass' | 'fail' | 'unknown' | 'over' | 'within', string>;
  lowIncome: string;
  notLowIncome: string;
  reasons: Record<LowIncomeReason, string>;
  citations: string;
  yes: string;
  no: string;
}

const REASONS_EN: Record<LowIncomeReason, string> = {
  QUALIFIED: 'Rent-restricted, household qualified at move-in',
  VACANT_HELD_BY_VACANT_UNIT_RULE: 'Vacant, kept low-income by the vacant unit rule',
  MARKET_RATE: 'Market-rate unit',
  DESIGNATION_UNKNOWN: 'Its program has no AMI %',
  DESIGNATION_NOT_AVERAGING: 'Designation not allowed under average income (20 to 80 % in steps of 10)',
  VACANT_NOT_LOW_INCOME: 'Vacant, not low-income before',
  VACANT_COMPARABLE_UNIT_RENTED_TO_NON_QUALIFIED:
    'Vacant; a comparable or smaller unit was since let to a household that does not qualify',
  INCOME_OVER_TEST_AT_MOVE_IN: "Income at move-in over the test's limit",
  RENT_OVER_TEST: "Gross rent over the test's limit",
  STUDENT_HOUSEHOLD: 'Full-time students without an exception',
  INCOME_UNKNOWN: 'Move-in income or household size unknown',
  LIMIT_MISSING: 'No income or rent limit for the date',
};

const EN: WorksheetTexts = {
  locale: 'en-US',
  title: 'Unit compliance worksheet',
  generated: 'Generated',
  sections: {
    unit: 'Unit',
    household: 'Household',
    certifications: 'Certifications used',
    limits: 'Limits and their tables',
    tests: 'Tests',
    result: 'Low-income unit',
  },
  labels: {
    property: 'Property',
    election: 'Set-aside election',
    date: 'Tested on',
    unit: 'Unit',
    building: 'Building',
    unitType: 'Unit type',
    squareFeet: 'Square feet',
    designations: 'Designations',
    home: 'HOME designation',
    occupancy: 'Occupancy',
    moveIn: 'Move-in date',
    moveOut: 'Move-out date',
    size: 'Household size',
    members: 'Members on the latest certification',
    vacant: 'Vacant',
    moveInCertification: 'Move-in income',
    currentCertification: 'Current income',
    testPercentage: 'Test applied',
    none: 'None',
  },
  columns: {
    purpose: 'For',
    program: 'Program',
    ami: 'AMI %',
    table: 'Table',
    effective: 'In effect from',
    size: 'Size',
    limit: 'Limit',
    source: 'Source',
  },
  purposes: { INCOME_AT_MOVE_IN: 'Income at move-in', RENT: 'Gross rent', OVER_INCOME: '140 % line' },
  sources: {
    table: 'Published',
    derived_from_50: 'Derived from the 50 % limit',
    above_8: 'Derived above 8 people',
    derived: 'Derived from imputed size',
  },
  applied: 'applied',
  occupancyFigures: 'Occupancy figures (no finalized certification)',
  certificationTypes: { MOVE_IN: 'Move-in', ANNUAL: 'Annual', INTERIM: 'Interim' },
  elections: { NONE: 'None', '20_50': '20-50', '40_60': '40-60', AVERAGE_INCOME: 'Average income' },
  electionSources: { BUILDING: "the building's own (Form 8609)", PROPERTY: "the property's" },
  tests: {
    income: 'Income at move-in (IRC 42(g)(1))',
    incomeLine: (f) => `Income ${f.income} for ${f.size} people on ${f.date}; limit ${f.limit}`,
    rent: 'Gross rent (IRC 42(g)(2))',
    rentLine: (f) =>
      `Tenant rent ${f.tenant} + utility allowance ${f.allowance} + non-optional charges ${f.charges} = gross rent ${f.gross} on ${f.date}; limit ${f.limit}`,
    overBy: (amount) => `Over the limit by ${amount}`,
    student: 'Student status (IRC 42(i)(3)(D))',
    studentStatus: {
      NONE: 'Not a household of full-time students',
      EXCEPTION: 'Full-time students with an exception',
      INELIGIBLE: 'Full-time students without an exception',
      UNKNOWN: 'No certification says',
    },
    overIncome: 'Over-income line, 140 % (IRC 42(g)(2)(D))',
    overIncomeLine: (f) =>
      `Income ${f.income} for ${f.size} people on ${f.date}; limit ${f.limit}; 140 % line ${f.line}`,
    vacant: 'Vacant unit rule (Treas. Reg. 1.42-5(c)(1)(ix))',
    held: 'Held as low-income',
    notHeld: 'Not held',
    homeRent: 'HOME rent over 80 % AMI (24 CFR 92.252(i)(2))',
    homeRentLine: (f) =>
      `30 % of monthly adjusted income ${f.thirty}; market rent ${f.market}; most the tenant pays ${f.max}`,
    marketRentMissing:
      'No market rent is recorded for this unit, so the lesser of the two cannot be worked out',
    notRecorded: 'not recorded',
  },
  outcome: { pass: 'Passes', fail: 'Fails', unknown: 'Unknown', over: 'Over 140 %', within: 'Within 140 %' },
  lowIncome: 'Low-income unit (IRC 42(i)(3))',
  notLowIncome: 'Not a low-income unit (IRC 42(i)(3))',
  reasons: REASONS_EN,
  citations:
    'Rules: IRC 42(g)(1) income test, 42(g)(2) gross rent, 42(g)(2)(D) 140 % rule, 42(i)(3) low-income unit, Treas. Reg. 1.42-5(c)(1)(ix) vacant unit rule.',
  yes: 'Yes',
  no: 'No',
};

const PT: WorksheetTexts = {
  locale: 'pt-BR',
  title: 'Planilha de conformidade da unidade',
  generated: 'Gerado em',
  sections: {
    unit: 'Unidade',
    household: 'Família',
    certifications: 'Certificações usadas',
    limits: 'Limites e suas tabelas',
    tests: 'Testes',
    result: 'Unidade de baixa renda',
  },
  labels: {
    property: 'Imóvel',
    election: 'Opção de reserva (set-aside)',
    date: 'Testado em',
    unit: 'Unidade',
    building: 'Edifício',
    unitType: 'Tipo de unidade',
    squareFeet: 'Pés quadrados',
    designations: 'Designações',
    home: 'Designação HOME',
    occupancy: 'Ocupação',
    moveIn: 'Data de mudança',
    moveOut: 'Data de saída',
    size: 'Tamanho da família',
    members: 'Membros na última certificação',
    vacant: 'Vaga',
    moveInCertification: 'Renda na mudança',
    currentCertification: 'Renda atual',
    testPercentage: 'Teste aplicado',
    none: 'Nenhuma',
  },
  columns: {
    purpose: 'Para',
    program: 'Programa',
    ami: '% AMI',
    table: 'Tabela',
    effective: 'Em vigor desde',
    size: 'Pessoas',
    limit: 'Limite',
    source: 'Origem',
  },
  purposes: { INCOME_AT_MOVE_IN: 'Renda na mudança', RENT: 'Aluguel bruto', OVER_INCOME: 'Linha de 140 %' },
  sources: {
    table: 'Publicado',
    derived_from_50: 'Derivado do limite de 50 %',
    above_8: 'Derivado acima de 8 pessoas',
    derived: 'Derivado do tamanho imputado',
  },
  applied: 'aplicado',
  occupancyFigures: 'Dados da ocupação (sem certificação finalizada)',
  certificationTypes: { MOVE_IN: 'Mudança', ANNUAL: 'Anual', INTERIM: 'Intermediária' },
  elections: { NONE: 'Nenhuma', '20_50': '20-50', '40_60': '40-60', AVERAGE_INCOME: 'Renda média' },
  electionSources: { BUILDING: 'a do próprio prédio (Form 8609)', PROPERTY: 'a do imóvel' },
  tests: {
    income: 'Renda na mudança (IRC 42(g)(1))',
    incomeLine: (f) => `Renda ${f.income} para ${f.size} pessoas em ${f.date}; limite ${f.limit}`,
    rent: 'Aluguel bruto (IRC 42(g)(2))',
    rentLine: (f) =>
      `Aluguel do inquilino ${f.tenant} + subsídio de serviços ${f.allowance} + taxas obrigatórias ${f.charges} = aluguel bruto ${f.gross} em ${f.date}; limite ${f.limit}`,
    overBy: (amount) => `Acima do limite em ${amount}`,
    student: 'Situação de estudante (IRC 42(i)(3)(D))',
    studentStatus: {
      NONE: 'Não é uma família só de estudantes em tempo integral',
      EXCEPTION: 'Estudantes em tempo integral com exceção',
      INELIGIBLE: 'Estudantes em tempo integral sem exceção',
      UNKNOWN: 'Nenhuma certificação informa',
    },
    overIncome: 'Linha de renda excedente, 140 % (IRC 42(g)(2)(D))',
    overIncomeLine: (f) =>
      `Renda ${f.income} para ${f.size} pessoas em ${f.date}; limite ${f.limit}; linha de 140 % ${f.line}`,
    vacant: 'Regra da unidade vaga (Treas. Reg. 1.42-5(c)(1)(ix))',
    held: 'Mantida como baixa renda',
    notHeld: 'Não mantida',
    homeRent: 'Aluguel HOME acima de 80 % da AMI (24 CFR 92.252(i)(2))',
    homeRentLine: (f) =>
      `30 % da renda ajustada mensal ${f.thirty}; aluguel de mercado ${f.market}; máximo que o inquilino paga ${f.max}`,
    marketRentMissing:
      'A unidade não tem aluguel de mercado registrado, então o menor dos dois não pode ser calculado',
    notRecorded: 'não registrado',
  },
  outcome: {
    pass: 'Aprovado',
    fail: 'Reprovado',
    unknown: 'Desconhecido',
    over: 'Acima de 140 %',
    within: 'Dentro de 140 %',
  },
  lowIncome: 'Unidade de baixa renda (IRC 42(i)(3))',
  notLowIncome: 'Não é unidade de baixa renda (IRC 42(i)(3))',
  reasons: {
    QUALIFIED: 'Aluguel restrito, família qualificada na mudança',
    VACANT_HELD_BY_VACANT_UNIT_RULE: 'Vaga, mantida como baixa renda pela regra da unidade vaga',
    MARKET_RATE: 'Unidade a preço de mercado',
    DESIGNATION_UNKNOWN: 'Seu programa não tem % AMI',
    DESIGNATION_NOT_AVERAGING: 'Designação não permitida na renda média (20 a 80 %, de 10 em 10)',
    VACANT_NOT_LOW_INCOME: 'Vaga, não era de baixa renda antes',
    VACANT_COMPARABLE_UNIT_RENTED_TO_NON_QUALIFIED:
      'Vaga; uma unidade comparável ou menor foi alugada depois a uma família não qualificada',
    INCOME_OVER_TEST_AT_MOVE_IN: 'Renda na mudança acima do limite do teste',
    RENT_OVER_TEST: 'Aluguel bruto acima do limite do teste',
    STUDENT_HOUSEHOLD: 'Estudantes em tempo integral sem exceção',
    INCOME_UNKNOWN: 'Renda ou tamanho da família na mudança desconhecidos',
    LIMIT_MISSING: 'Sem limite de renda ou de aluguel para a data',
  },
  citations:
    'Regras: IRC 42(g)(1) teste de renda, 42(g)(2) aluguel bruto, 42(g)(2)(D) regra de 140 %, 42(i)(3) unidade de baixa renda, Treas. Reg. 1.42-5(c)(1)(ix) regra da unidade vaga.',
  yes: 'Sim',
  no: 'Não',
};

const ES: WorksheetTexts = {
  locale: 'es-US',
  title: 'Hoja de cumplimiento de la unidad',
  generated: 'Generado el',
  sections: {
    unit: 'Unidad',
    household: 'Hogar',
    certifications: 'Certificaciones usadas',
    limits: 'Límites y sus tablas',
    tests: 'Pruebas',
    result: 'Unidad de bajos ingresos',
  },
  labels: {
    property: 'Propiedad',
    election: 'Elección de reserva (set-aside)',
    date: 'Probado el',
    unit: 'Unidad',
    building: 'Edificio',
    unitType: 'Tipo de unidad',
    squareFeet: 'Pies cuadrados',
    designations: 'Designaciones',
    home: 'Designación HOME',
    occupancy: 'Ocupación',
    moveIn: 'Fecha de mudanza',
    moveOut: 'Fecha de salida',
    size: 'Tamaño del hogar',
    members: 'Miembros en la última certificación',
    vacant: 'Vacante',
    moveInCertification: 'Ingresos al mudarse',
    currentCertification: 'Ingresos actuales',
    testPercentage: 'Prueba aplicada',
    none: 'Ninguna',
  },
  columns: {
    purpose: 'Para',
    program: 'Programa',
    ami: '% AMI',
    table: 'Tabla',
    effective: 'Vigente desde',
    size: 'Personas',
    limit: 'Límite',
    source: 'Origen',
  },
  purposes: { INCOME_AT_MOVE_IN: 'Ingresos al mudarse', RENT: 'Renta bruta', OVER_INCOME: 'Línea del 140 %' },
  sources: {
    table: 'Publicado',
    derived_from_50: 'Derivado del límite del 50 %',
    above_8: 'Derivado por encima de 8 personas',
    derived: 'Derivado del tamaño imputado',
  },
  applied: 'aplicado',
  occupancyFigures: 'Datos de la ocupación (sin certificación finalizada)',
  certificationTypes: { MOVE_IN: 'Mudanza', ANNUAL: 'Anual', INTERIM: 'Intermedia' },
  elections: { NONE: 'Ninguna', '20_50': '20-50', '40_60': '40-60', AVERAGE_INCOME: 'Ingreso promedio' },
  electionSources: { BUILDING: 'la del propio edificio (Form 8609)', PROPERTY: 'la de la propiedad' },
  tests: {
    income: 'Ingresos al mudarse (IRC 42(g)(1))',
    incomeLine: (f) => `Ingresos ${f.income} para ${f.size} personas el ${f.date}; límite ${f.limit}`,
    rent: 'Renta bruta (IRC 42(g)(2))',
    rentLine: (f) =>
      `Renta del inquilino ${f.tenant} + asignación de servicios ${f.allowance} + cargos obligatorios ${f.charges} = renta bruta ${f.gross} el ${f.date}; límite ${f.limit}`,
    overBy: (amount) => `Por encima del límite en ${amount}`,
    student: 'Condición de estudiante (IRC 42(i)(3)(D))',
    studentStatus: {
      NONE: 'No es un hogar solo de estudiantes de tiempo completo',
      EXCEPTION: 'Estudiantes de tiempo completo con excepción',
      INELIGIBLE: 'Estudiantes de tiempo completo sin excepción',
      UNKNOWN: 'Ninguna certificación lo indica',
    },
    overIncome: 'Línea de ingresos excedentes, 140 % (IRC 42(g)(2)(D))',
    overIncomeLine: (f) =>
      `Ingresos ${f.income} para ${f.size} personas el ${f.date}; límite ${f.limit}; línea del 140 % ${f.line}`,
    vacant: 'Regla de la unidad vacante (Treas. Reg. 1.42-5(c)(1)(ix))',
    held: 'Se mantiene de bajos ingresos',
    notHeld: 'No se mantiene',
    homeRent: 'Renta HOME por encima del 80 % del AMI (24 CFR 92.252(i)(2))',
    homeRentLine: (f) =>
      `30 % del ingreso ajustado mensual ${f.thirty}; renta de mercado ${f.market}; máximo que paga el inquilino ${f.max}`,
    marketRentMissing:
      'La unidad no tiene renta de mercado registrada, así que no se puede calcular la menor de las dos',
    notRecorded: 'no registrada',
  },
  outcome: {
    pass: 'Aprueba',
    fail: 'No aprueba',
    unknown: 'Desconocido',
    over: 'Por encima del 140 %',
    within: 'Dentro del 140 %',
  },
  lowIncome: 'Unidad de bajos ingresos (IRC 42(i)(3))',
  notLowIncome: 'No es unidad de bajos ingresos (IRC 42(i)(3))',
  reasons: {
    QUALIFIED: 'Renta restringida, hogar calificado al mudarse',
    VACANT_HELD_BY_VACANT_UNIT_RULE: 'Vacante, mantenida de bajos ingresos por la regla de la unidad vacante',
    MARKET_RATE: 'Unidad a precio de mercado',
    DESIGNATION_UNKNOWN: 'Su programa no tiene % AMI',
    DESIGNATION_NOT_AVERAGING: 'Designación no permitida con ingreso promedio (20 a 80 %, de 10 en 10)',
    VACANT_NOT_LOW_INCOME: 'Vacante, no era de bajos ingresos antes',
    VACANT_COMPARABLE_UNIT_RENTED_TO_NON_QUALIFIED:
      'Vacante; una unidad comparable o menor se alquiló después a un hogar que no califica',
    INCOME_OVER_TEST_AT_MOVE_IN: 'Ingresos al mudarse por encima del límite de la prueba',
    RENT_OVER_TEST: 'Renta bruta por encima del límite de la prueba',
    STUDENT_HOUSEHOLD: 'Estudiantes de tiempo completo sin excepción',
    INCOME_UNKNOWN: 'Ingresos o tamaño del hogar al mudarse desconocidos',
    LIMIT_MISSING: 'Sin límite de ingresos o de renta para la fecha',
  },
  citations:
    'Reglas: IRC 42(g)(1) prueba de ingresos, 42(g)(2) renta bruta, 42(g)(2)(D) regla del 140 %, 42(i)(3) unidad de bajos ingresos, Treas. Reg. 1.42-5(c)(1)(ix) regla de la unidad vacante.',
  yes: 'Sí',
  no: 'No',
};

export const WORKSHEET_TEXTS: Readonly<Record<WorksheetLanguage, WorksheetTexts>> = {
  en: EN,
  pt: PT,
  es: ES,
};
