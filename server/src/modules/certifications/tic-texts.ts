import type {
  CertificationType,
  Relationship,
  StudentException,
  StudentStatus,
} from '@lar/contracts/certifications';
import type { AssetRule } from '@lar/contracts/compliance/asset-rules';

/**
 * The wording of the Tenant Income Certification PDF in the reader's language (decision 063): the
 * staff who print it and the household who signs it read it in their language; the figures,
 * program names and citations are the same in every one.
 */
export type TicLanguage = 'en' | 'pt' | 'es';

export interface TicTexts {
  locale: string;
  /** A calendar date (YYYY-MM-DD) as the form writes it: MM/DD/YYYY in English, DD/MM/YYYY otherwise. */
  shortDate: (iso: string) => string;
  title: string;
  generated: string;
  draftMark: string;
  finalized: string;
  parts: Record<'I' | 'II' | 'III' | 'IV' | 'V' | 'VI' | 'VII' | 'VIII' | 'signatures', string>;
  development: Record<
    | 'property'
    | 'address'
    | 'unit'
    | 'bedrooms'
    | 'bathrooms'
    | 'squareFeet'
    | 'number'
    | 'type'
    | 'effectiveDate'
    | 'status'
    | 'finalizedBy'
    | 'finalizedAt'
    | 'corrects'
    | 'correctedBy',
    string
  >;
  numbered: (id: number) => string;
  household: Record<'name' | 'relationship' | 'birthDate' | 'student' | 'disabled' | 'size', string>;
  income: Record<'employment' | 'socialSecurity' | 'publicAssistance' | 'other' | 'total' | 'totals', string>;
  assets: Record<
    | 'description'
    | 'cashValue'
    | 'annualIncome'
    | 'excluded'
    | 'notComputable'
    | 'rule'
    | 'netFamilyAssets'
    | 'passbookRate'
    | 'noPassbookRate'
    | 'actual'
    | 'imputed'
    | 'counted',
    string
  >;
  threshold: (from: string) => string;
  rateFrom: (rate: string, from: string) => string;
  determination: Record<
    | 'fromMembers'
    | 'fromAssets'
    | 'annualIncome'
    | 'asOf'
    | 'qualifiedUnder'
    | 'rentLimitOf'
    | 'atOrBelow'
    | 'qualifies'
    | 'line140'
    | 'over140'
    | 'line170'
    | 'over170'
    | 'lineHome'
    | 'overHome'
    | 'noLimit'
    | 'marketRate',
    string
  >;
  incomeLimitFor: (size: number) => string;
  programAt: (program: string, percent: number) => string;
  rent: Record<'tenantRent' | 'assistance' | 'utility' | 'charges' | 'gross' | 'maximum' | 'within', string>;
  student: Record<'status' | 'exception', string>;
  programs: Record<'none' | 'program' | 'ami' | 'lowest' | 'income' | 'rent', string>;
  certifyHousehold: string;
  certifyOwner: string;
  owner: string;
  signature: string;
  date: string;
  footer: (id: number, property: string, unit: string) => string;
  page: (i: number, n: number) => string;
  yes: string;
  no: string;
  undetermined: string;
  none: string;
  types: Readonly<Record<CertificationType, string>>;
  relationships: Readonly<Record<Relationship, string>>;
  studentExceptions: Readonly<Record<StudentException, string>>;
  studentStatuses: Readonly<Record<StudentStatus, string>>;
  assetRules: Readonly<Record<AssetRule, string>>;
}

const split = (iso: string) => iso.slice(0, 10).split('-');

const en: TicTexts = {
  locale: 'en-US',
  shortDate: (iso) => {
    const [y, m, d] = split(iso);
    return `${m}/${d}/${y}`;
  },
  title: 'Tenant Income Certification',
  generated: 'Generated',
  draftMark: 'DRAFT — not finalized',
  finalized: 'Finalized',
  parts: {
    I: 'Part I - Development data',
    II: 'Part II - Household composition',
    III: 'Part III - Gross annual income (use annual amounts)',
    IV: 'Part IV - Income from assets',
    V: 'Part V - Determination of income eligibility',
    VI: 'Part VI - Rent (monthly)',
    VII: 'Part VII - Student status',
    VIII: 'Part VIII - Program type',
    signatures: 'Household certification and signatures',
  },
  development: {
    property: 'Property',
    address: 'Address',
    unit: 'Unit',
    bedrooms: 'Bedrooms',
    bathrooms: 'Bathrooms',
    squareFeet: 'Square feet',
    number: 'Certification number',
    type: 'Type',
    effectiveDate: 'Effective date',
    status: 'Status',
    finalizedBy: 'Finalized by',
    finalizedAt: 'Finalized at',
    corrects: 'Corrects certification',
    correctedBy: 'Corrected by certification',
  },
  numbered: (id) => `Number ${id}`,
  household: {
    name: 'Name',
    relationship: 'Relationship to head',
    birthDate: 'Birth date',
    student: 'Full-time student',
    disabled: 'Disabled',
    size: 'Household size',
  },
  income: {
    employment: 'Employment',
    socialSecurity: 'Soc. Sec./Pensions',
    publicAssistance: 'Public assistance',
    other: 'Other income',
    total: 'Total',
    totals: 'Totals',
  },
  assets: {
    description: 'Description of asset',
    cashValue: 'Cash value',
    annualIncome: 'Annual income',
    excluded: 'excluded',
    notComputable: 'return not computable',
    rule: 'Asset rule applied',
    netFamilyAssets: 'Net family assets (excluded assets left out)',
    passbookRate: 'Passbook rate',
    noPassbookRate: 'None published for the date',
    actual: 'Actual income from assets',
    imputed: 'Imputed income from assets',
    counted: 'Income from assets counted',
  },
  threshold: (from) => `Threshold (from ${from})`,
  rateFrom: (rate, from) => `${rate} (from ${from})`,
  determination: {
    fromMembers: 'Income from all members (Part III)',
    fromAssets: 'Income from assets counted (Part IV)',
    annualIncome: 'Total annual household income',
    asOf: 'Limits read as of',
    qualifiedUnder: 'Qualified under (lowest limit)',
    rentLimitOf: 'Rent limit of (lowest rent limit)',
    atOrBelow: 'Household income at or below the limit',
    qualifies: 'Household qualifies',
    line140: '140% of the current income limit',
    over140: 'Over-income (above 140% of the limit)',
    line170: '170% of the current income limit (deep rent-skewed)',
    over170: 'Over-income (above 170% of the limit)',
    lineHome: 'HOME over-income line (80% AMI)',
    overHome: "Over-income (above a program's line)",
    noLimit: 'Not available: no limit table in effect on the date',
    marketRate: 'None (market-rate unit)',
  },
  incomeLimitFor: (size) => `Income limit for a household of ${size}`,
  programAt: (program, percent) => `${program} at ${percent}% AMI`,
  rent: {
    tenantRent: 'Tenant paid rent',
    assistance: 'Rent assistance',
    utility: 'Utility allowance',
    charges: 'Other non-optional charges',
    gross: 'Gross rent for the unit',
    maximum: 'Maximum gross rent for the unit',
    within: 'Gross rent within the maximum',
  },
  student: { status: 'Student status', exception: 'Student exception' },
  programs: {
    none: 'No program designations: a market-rate unit.',
    program: 'Program',
    ami: 'AMI %',
    lowest: 'Lowest limit',
    income: 'Income',
    rent: 'Rent',
  },
  certifyHousehold:
    'Under penalties of perjury, I/we certify that the information presented in this certification is true ' +
    'and accurate to the best of my/our knowledge and belief. The undersigned understand that providing ' +
    'false representations constitutes an act of fraud, and that false, misleading or incomplete ' +
    'information may result in the termination of the lease agreement.',
  certifyOwner:
    'Based on the representations herein and the documentation required to be submitted, the household ' +
    'named in Part II is eligible, or remains eligible, under the program rules named in Part VIII, ' +
    'as determined in Part V.',
  owner: "Owner's representative",
  signature: 'Signature',
  date: 'Date',
  footer: (id, property, unit) => `Tenant Income Certification ${id} - ${property}, unit ${unit}`,
  page: (i, n) => `Page ${i} of ${n}`,
  yes: 'Yes',
  no: 'No',
  undetermined: 'Undetermined',
  none: 'None',
  types: {
    MOVE_IN: 'Initial certification (move-in)',
    ANNUAL: 'Annual recertification',
    INTERIM: 'Interim recertification',
  },
  relationships: {
    HEAD: 'Head of household',
    SPOUSE: 'Spouse',
    CO_HEAD: 'Co-head',
    DEPENDENT: 'Dependent',
    OTHER_ADULT: 'Other adult',
    LIVE_IN_AIDE: 'Live-in aide',
    FOSTER: 'Foster child or adult',
  },
  studentExceptions: {
    TANF: 'Receives assistance under Title IV of the Social Security Act (TANF)',
    JOB_TRAINING: 'Enrolled in a job training program under federal, state or local law',
    SINGLE_PARENT: 'Single parent with dependent child, neither a dependent of another person',
    MARRIED_JOINT: 'Married and entitled to file a joint tax return',
    FORMER_FOSTER_CARE: 'Formerly under the care of a foster care program',
  },
  studentStatuses: {
    NONE: 'Not a student household: at least one member is not a full-time student',
    EXCEPTION: 'Every member is a full-time student; an exception applies',
    INELIGIBLE:
      'Every member is a full-time student and no exception applies: the household does not qualify',
  },
  assetRules: {
    PRE_HOTMA:
      'HUD rule before HOTMA: over $5,000, the greater of actual and imputed income (24 CFR 5.609(b)(3))',
    HOTMA:
      'HOTMA: imputed only on assets without a computable return, over the threshold (24 CFR 5.609(a)(2))',
  },
};

const dayFirst = (iso: string) => {
  const [y, m, d] = split(iso);
  return `${d}/${m}/${y}`;
};

const pt: TicTexts = {
  locale: 'pt-BR',
  shortDate: dayFirst,
  title: 'Certificação de Renda do Inquilino',
  generated: 'Gerada em',
  draftMark: 'RASCUNHO — não finalizada',
  finalized: 'Finalizada',
  parts: {
    I: 'Parte I - Dados do empreendimento',
    II: 'Parte II - Composição do domicílio',
    III: 'Parte III - Renda bruta anual (valores anuais)',
    IV: 'Parte IV - Renda de bens',
    V: 'Parte V - Determinação da elegibilidade de renda',
    VI: 'Parte VI - Aluguel (mensal)',
    VII: 'Parte VII - Situação de estudante',
    VIII: 'Parte VIII - Tipo de programa',
    signatures: 'Declaração do domicílio e assinaturas',
  },
  development: {
    property: 'Imóvel',
    address: 'Endereço',
    unit: 'Unidade',
    bedrooms: 'Quartos',
    bathrooms: 'Banheiros',
    squareFeet: 'Pés quadrados',
    number: 'Número da certificação',
    type: 'Tipo',
    effectiveDate: 'Data de vigência',
    status: 'Situação',
    finalizedBy: 'Finalizada por',
    finalizedAt: 'Finalizada em',
    corrects: 'Corrige a certificação',
    correctedBy: 'Corrigida pela certificação',
  },
  numbered: (id) => `Número ${id}`,
  household: {
    name: 'Nome',
    relationship: 'Parentesco com o responsável',
    birthDate: 'Nascimento',
    student: 'Estudante em tempo integral',
    disabled: 'Pessoa com deficiência',
    size: 'Tamanho do domicílio',
  },
  income: {
    employment: 'Trabalho',
    socialSecurity: 'Previdência/Pensões',
    publicAssistance: 'Assistência pública',
    other: 'Outras rendas',
    total: 'Total',
    totals: 'Totais',
  },
  assets: {
    description: 'Descrição do bem',
    cashValue: 'Valor em dinheiro',
    annualIncome: 'Renda anual',
    excluded: 'excluído',
    notComputable: 'rendimento não calculável',
    rule: 'Regra de bens aplicada',
    netFamilyAssets: 'Patrimônio líquido da família (sem os bens excluídos)',
    passbookRate: 'Taxa de poupança',
    noPassbookRate: 'Nenhuma publicada para a data',
    actual: 'Renda real de bens',
    imputed: 'Renda imputada de bens',
    counted: 'Renda de bens considerada',
  },
  threshold: (from) => `Limite de patrimônio (desde ${from})`,
  rateFrom: (rate, from) => `${rate} (desde ${from})`,
  determination: {
    fromMembers: 'Renda de todos os membros (Parte III)',
    fromAssets: 'Renda de bens considerada (Parte IV)',
    annualIncome: 'Renda anual total do domicílio',
    asOf: 'Limites lidos na data',
    qualifiedUnder: 'Qualificado por (limite mais baixo)',
    rentLimitOf: 'Limite de aluguel de (limite mais baixo)',
    atOrBelow: 'Renda do domicílio dentro do limite',
    qualifies: 'O domicílio se qualifica',
    line140: '140% do limite de renda atual',
    over140: 'Acima da renda (mais de 140% do limite)',
    line170: '170% do limite de renda atual (deep rent-skewed)',
    over170: 'Acima da renda (mais de 170% do limite)',
    lineHome: 'Linha de sobrerrenda do HOME (80% da AMI)',
    overHome: 'Acima da renda (acima da linha de um programa)',
    noLimit: 'Indisponível: nenhuma tabela de limites vigente na data',
    marketRate: 'Nenhum (unidade a preço de mercado)',
  },
  incomeLimitFor: (size) => `Limite de renda para um domicílio de ${size}`,
  programAt: (program, percent) => `${program} a ${percent}% da AMI`,
  rent: {
    tenantRent: 'Aluguel pago pelo inquilino',
    assistance: 'Auxílio-aluguel',
    utility: 'Subsídio de serviços',
    charges: 'Outros encargos obrigatórios',
    gross: 'Aluguel bruto da unidade',
    maximum: 'Aluguel bruto máximo da unidade',
    within: 'Aluguel bruto dentro do máximo',
  },
  student: { status: 'Situação de estudante', exception: 'Exceção de estudante' },
  programs: {
    none: 'Nenhum programa designado: unidade a preço de mercado.',
    program: 'Programa',
    ami: '% AMI',
    lowest: 'Limite mais baixo',
    income: 'Renda',
    rent: 'Aluguel',
  },
  certifyHousehold:
    'Sob as penas de perjúrio, declaro/declaramos que as informações desta certificação são verdadeiras e ' +
    'exatas, segundo o meu/nosso melhor conhecimento. Os abaixo assinados entendem que prestar declarações ' +
    'falsas constitui fraude, e que informações falsas, enganosas ou incompletas podem levar à rescisão ' +
    'do contrato de locação.',
  certifyOwner:
    'Com base nas declarações aqui feitas e na documentação exigida, o domicílio indicado na Parte II é ' +
    'elegível, ou continua elegível, pelas regras dos programas indicados na Parte VIII, conforme ' +
    'determinado na Parte V.',
  owner: 'Representante do proprietário',
  signature: 'Assinatura',
  date: 'Data',
  footer: (id, property, unit) => `Certificação de Renda do Inquilino ${id} - ${property}, unidade ${unit}`,
  page: (i, n) => `Página ${i} de ${n}`,
  yes: 'Sim',
  no: 'Não',
  undetermined: 'Indeterminado',
  none: 'Nenhum',
  types: {
    MOVE_IN: 'Certificação inicial (entrada)',
    ANNUAL: 'Recertificação anual',
    INTERIM: 'Recertificação intermediária',
  },
  relationships: {
    HEAD: 'Responsável',
    SPOUSE: 'Cônjuge',
    CO_HEAD: 'Corresponsável',
    DEPENDENT: 'Dependente',
    OTHER_ADULT: 'Outro adulto',
    LIVE_IN_AIDE: 'Cuidador residente',
    FOSTER: 'Acolhido (criança ou adulto)',
  },
  studentExceptions: {
    TANF: 'Recebe assistência do Título IV da Lei de Seguridade Social (TANF)',
    JOB_TRAINING:
      'Inscrito em programa de capacitação profissional previsto em lei federal, estadual ou local',
    SINGLE_PARENT: 'Pai ou mãe solo com filho dependente, nenhum deles dependente de outra pessoa',
    MARRIED_JOINT: 'Casado e com direito a declaração de imposto conjunta',
    FORMER_FOSTER_CARE: 'Já esteve sob os cuidados de um programa de acolhimento',
  },
  studentStatuses: {
    NONE: 'Não é domicílio de estudantes: ao menos um membro não é estudante em tempo integral',
    EXCEPTION: 'Todos os membros são estudantes em tempo integral; aplica-se uma exceção',
    INELIGIBLE:
      'Todos os membros são estudantes em tempo integral e nenhuma exceção se aplica: o domicílio não se qualifica',
  },
  assetRules: {
    PRE_HOTMA:
      'Regra do HUD anterior ao HOTMA: acima de $5.000, o maior entre a renda real e a imputada (24 CFR 5.609(b)(3))',
    HOTMA:
      'HOTMA: imputada apenas sobre bens sem rendimento calculável, acima do limite (24 CFR 5.609(a)(2))',
  },
};

const es: TicTexts = {
  locale: 'es-US',
  shortDate: dayFirst,
  title: 'Certificación de Ingresos del Inquilino',
  generated: 'Generada el',
  draftMark: 'BORRADOR — no finalizada',
  finalized: 'Finalizada',
  parts: {
    I: 'Parte I - Datos del desarrollo',
    II: 'Parte II - Composición del hogar',
    III: 'Parte III - Ingresos brutos anuales (montos anuales)',
    IV: 'Parte IV - Ingresos de bienes',
    V: 'Parte V - Determinación de la elegibilidad de ingresos',
    VI: 'Parte VI - Alquiler (mensual)',
    VII: 'Parte VII - Condición de estudiante',
    VIII: 'Parte VIII - Tipo de programa',
    signatures: 'Declaración del hogar y firmas',
  },
  development: {
    property: 'Propiedad',
    address: 'Dirección',
    unit: 'Unidad',
    bedrooms: 'Dormitorios',
    bathrooms: 'Baños',
    squareFeet: 'Pies cuadrados',
    number: 'Número de certificación',
    type: 'Tipo',
    effectiveDate: 'Fecha de vigencia',
    status: 'Estado',
    finalizedBy: 'Finalizada por',
    finalizedAt: 'Finalizada el',
    corrects: 'Corrige la certificación',
    correctedBy: 'Corregida por la certificación',
  },
  numbered: (id) => `Número ${id}`,
  household: {
    name: 'Nombre',
    relationship: 'Parentesco con el jefe',
    birthDate: 'Nacimiento',
    student: 'Estudiante a tiempo completo',
    disabled: 'Persona con discapacidad',
    size: 'Tamaño del hogar',
  },
  income: {
    employment: 'Empleo',
    socialSecurity: 'Seg. Social/Pensiones',
    publicAssistance: 'Asistencia pública',
    other: 'Otros ingresos',
    total: 'Total',
    totals: 'Totales',
  },
  assets: {
    description: 'Descripción del bien',
    cashValue: 'Valor en efectivo',
    annualIncome: 'Ingreso anual',
    excluded: 'excluido',
    notComputable: 'rendimiento no calculable',
    rule: 'Regla de bienes aplicada',
    netFamilyAssets: 'Patrimonio neto familiar (sin los bienes excluidos)',
    passbookRate: 'Tasa de ahorro',
    noPassbookRate: 'Ninguna publicada para la fecha',
    actual: 'Ingreso real de bienes',
    imputed: 'Ingreso imputado de bienes',
    counted: 'Ingreso de bienes considerado',
  },
  threshold: (from) => `Umbral (desde ${from})`,
  rateFrom: (rate, from) => `${rate} (desde ${from})`,
  determination: {
    fromMembers: 'Ingresos de todos los miembros (Parte III)',
    fromAssets: 'Ingresos de bienes considerados (Parte IV)',
    annualIncome: 'Ingreso anual total del hogar',
    asOf: 'Límites leídos a la fecha',
    qualifiedUnder: 'Calificado según (límite más bajo)',
    rentLimitOf: 'Límite de alquiler de (límite más bajo)',
    atOrBelow: 'Ingreso del hogar dentro del límite',
    qualifies: 'El hogar califica',
    line140: '140% del límite de ingresos actual',
    over140: 'Por encima de los ingresos (más del 140% del límite)',
    line170: '170% del límite de ingresos actual (deep rent-skewed)',
    over170: 'Por encima de los ingresos (más del 170% del límite)',
    lineHome: 'Línea de sobreingreso de HOME (80% del AMI)',
    overHome: 'Por encima de los ingresos (sobre la línea de un programa)',
    noLimit: 'No disponible: ninguna tabla de límites vigente en la fecha',
    marketRate: 'Ninguno (unidad a precio de mercado)',
  },
  incomeLimitFor: (size) => `Límite de ingresos para un hogar de ${size}`,
  programAt: (program, percent) => `${program} al ${percent}% del AMI`,
  rent: {
    tenantRent: 'Alquiler pagado por el inquilino',
    assistance: 'Asistencia de alquiler',
    utility: 'Asignación de servicios',
    charges: 'Otros cargos obligatorios',
    gross: 'Alquiler bruto de la unidad',
    maximum: 'Alquiler bruto máximo de la unidad',
    within: 'Alquiler bruto dentro del máximo',
  },
  student: { status: 'Condición de estudiante', exception: 'Excepción de estudiante' },
  programs: {
    none: 'Sin programas designados: unidad a precio de mercado.',
    program: 'Programa',
    ami: '% AMI',
    lowest: 'Límite más bajo',
    income: 'Ingresos',
    rent: 'Alquiler',
  },
  certifyHousehold:
    'Bajo pena de perjurio, certifico/certificamos que la información de esta certificación es verdadera y ' +
    'exacta según mi/nuestro leal saber y entender. Los abajo firmantes entienden que hacer declaraciones ' +
    'falsas constituye fraude, y que la información falsa, engañosa o incompleta puede dar lugar a la ' +
    'terminación del contrato de arrendamiento.',
  certifyOwner:
    'Según las declaraciones aquí hechas y la documentación requerida, el hogar indicado en la Parte II es ' +
    'elegible, o sigue siendo elegible, según las reglas de los programas indicados en la Parte VIII, ' +
    'como se determina en la Parte V.',
  owner: 'Representante del propietario',
  signature: 'Firma',
  date: 'Fecha',
  footer: (id, property, unit) =>
    `Certificación de Ingresos del Inquilino ${id} - ${property}, unidad ${unit}`,
  page: (i, n) => `Página ${i} de ${n}`,
  yes: 'Sí',
  no: 'No',
  undetermined: 'Indeterminado',
  none: 'Ninguno',
  types: {
    MOVE_IN: 'Certificación inicial (mudanza)',
    ANNUAL: 'Recertificación anual',
    INTERIM: 'Recertificación intermedia',
  },
  relationships: {
    HEAD: 'Jefe de hogar',
    SPOUSE: 'Cónyuge',
    CO_HEAD: 'Cojefe',
    DEPENDENT: 'Dependiente',
    OTHER_ADULT: 'Otro adulto',
    LIVE_IN_AIDE: 'Asistente residente',
    FOSTER: 'Persona en acogida (niño o adulto)',
  },
  studentExceptions: {
    TANF: 'Recibe asistencia del Título IV de la Ley de Seguro Social (TANF)',
    JOB_TRAINING: 'Inscrito en un programa de capacitación laboral según la ley federal, estatal o local',
    SINGLE_PARENT: 'Padre o madre soltero con hijo dependiente, ninguno dependiente de otra persona',
    MARRIED_JOINT: 'Casado y con derecho a presentar una declaración de impuestos conjunta',
    FORMER_FOSTER_CARE: 'Estuvo bajo el cuidado de un programa de acogida',
  },
  studentStatuses: {
    NONE: 'No es un hogar de estudiantes: al menos un miembro no es estudiante a tiempo completo',
    EXCEPTION: 'Todos los miembros son estudiantes a tiempo completo; se aplica una excepción',
    INELIGIBLE:
      'Todos los miembros son estudiantes a tiempo completo y no se aplica ninguna excepción: el hogar no califica',
  },
  assetRules: {
    PRE_HOTMA:
      'Regla de HUD anterior a HOTMA: más de $5,000, el mayor entre el ingreso real y el imputado (24 CFR 5.609(b)(3))',
    HOTMA:
      'HOTMA: imputado solo sobre bienes sin rendimiento calculable, por encima del umbral (24 CFR 5.609(a)(2))',
  },
};

export const TIC_TEXTS: Readonly<Record<TicLanguage, TicTexts>> = { en, pt, es };
