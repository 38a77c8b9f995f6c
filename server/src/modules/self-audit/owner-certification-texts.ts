import type {
  OwnerCertificationLanguage,
  OwnerCertificationStatementKey,
} from '@lar/contracts/compliance/owner-certification';
import type { SetAsideElection } from '@lar/contracts/compliance/set-aside';

/**
 * What the owner's annual certification packet says, in the reader's language (decision 070). The
 * statements restate 26 CFR 1.42-5(c)(1)(i)-(xii), what an owner certifies to the state agency at
 * least annually for the preceding 12-month period; the Portuguese and Spanish are translations for
 * the reader: the agency's own form, in English, is the one filed.
 */
export interface OwnerCertificationTexts {
  locale: string;
  title: string;
  generated: string;
  intro: (year: number) => string;
  labels: Record<
    | 'property'
    | 'year'
    | 'asOf'
    | 'election'
    | 'buildings'
    | 'totals'
    | 'setAside'
    | 'averageIncome'
    | 'exceptions'
    | 'statements'
    | 'signatures'
    | 'noUnits'
    | 'noBuilding'
    | 'met'
    | 'notMet'
    | 'notApplicable'
    | 'noExceptions'
    | 'notChecked'
    | 'withoutSquareFeet'
    | 'ownElection'
    | 'changes',
    string
  >;
  columns: Record<
    | 'building'
    | 'bin'
    | 'placedInService'
    | 'election'
    | 'unitFraction'
    | 'floorSpaceFraction'
    | 'applicable'
    | 'test'
    | 'share'
    | 'required'
    | 'result'
    | 'line'
    | 'category'
    | 'units'
    | 'squareFeet',
    string
  >;
  elections: Record<SetAsideElection, string>;
  averageIncome: (average: string, ceiling: string, share: string, required: string) => string;
  exceptionsFound: (count: number, lines: string) => string;
  noneFound: (lines: string) => string;
  ownerToConfirm: string;
  certify: (year: number) => string;
  statements: Record<OwnerCertificationStatementKey, string>;
  signature: Record<'owner' | 'signature' | 'name' | 'title' | 'date', string>;
  penalty: string;
  footer: string;
}

const EN: OwnerCertificationTexts = {
  locale: 'en-US',
  title: "Owner's annual certification of continuing program compliance",
  generated: 'Prepared on',
  intro: (year) =>
    `The figures below are those of Lar's compliance tests and 8823 self-audit of the property as of December 31, ${year}. The owner reviews them, attaches any description the statements call for, and signs.`,
  labels: {
    property: 'Property',
    year: 'Year certified',
    asOf: 'Figures as of',
    election: "Property's minimum set-aside election",
    buildings: 'Buildings and applicable fraction (IRC 42(c)(1)(B))',
    totals: 'All buildings',
    setAside: 'Minimum set-aside (IRC 42(g)(1))',
    averageIncome: 'Average income test (IRC 42(g)(1)(C))',
    exceptions: 'Exceptions found (IRS Form 8823, line 11)',
    statements: 'Certification (26 CFR 1.42-5(c)(1))',
    signatures: 'Signature',
    noUnits: 'No units on file',
    noBuilding: 'Units without a building',
    met: 'Met',
    notMet: 'Not met',
    notApplicable: 'Not elected',
    noExceptions: "No exceptions found in Lar's records.",
    notChecked:
      'Not checked by Lar (its records do not hold these facts): the owner confirms them by hand. Lines',
    withoutSquareFeet: 'Units without square feet count as 0 in the floor space:',
    ownElection: "(building's own election)",
    changes: 'Changes and exceptions described by the owner (attach pages if needed):',
  },
  columns: {
    building: 'Building',
    bin: 'BIN',
    placedInService: 'Placed in service',
    election: 'Election',
    unitFraction: 'Unit fraction',
    floorSpaceFraction: 'Floor space fraction',
    applicable: 'Applicable fraction (lesser)',
    test: 'Test',
    share: 'Low-income share',
    required: 'Required',
    result: 'Result',
    line: 'Line',
    category: 'Exceptions',
    units: 'Units',
    squareFeet: 'sq ft',
  },
  elections: {
    '20_50': '20-50 test',
    '40_60': '40-60 test',
    AVERAGE_INCOME: 'Average income test',
    NONE: 'None',
  },
  averageIncome: (average, ceiling, share, required) =>
    `Average designation of the qualified group ${average} (at most ${ceiling}); its units ${share} of the units (at least ${required}).`,
  exceptionsFound: (count, lines) => `Lar's records: ${count} exception(s) on Form 8823 line(s) ${lines}.`,
  noneFound: (lines) => `Lar's records: no exceptions on Form 8823 line(s) ${lines}.`,
  ownerToConfirm: "Not checked by Lar's records: the owner confirms.",
  certify: (year) =>
    `The undersigned owner certifies to the state housing credit agency, under penalty of perjury, that for the 12-month period ending December 31, ${year}:`,
  statements: {
    SET_ASIDE:
      'The project met the minimum set-aside test that applies to it: the 20-50 test, the 40-60 test or the average income test of IRC 42(g)(1) (the 25-60 test for New York City), and, if it applies, the 15-40 test for a deep rent skewed project.',
    APPLICABLE_FRACTION:
      'There was no change in the applicable fraction (IRC 42(c)(1)(B)) of any building in the project, or there was a change and a description of it is attached.',
    INCOME_CERTIFICATIONS:
      "The owner has received an annual income certification from each low-income household and documentation to support it (or, for a household receiving Section 8 assistance, the public housing agency's statement), unless excepted by IRC 42(g)(8)(B).",
    RENT_RESTRICTED: 'Each low-income unit in the project was rent-restricted under IRC 42(g)(2).',
    GENERAL_PUBLIC:
      'All units in the project were for use by the general public (26 CFR 1.42-9), and no finding of discrimination under the Fair Housing Act occurred for the project.',
    SUITABLE_FOR_OCCUPANCY:
      'The buildings and low-income units were suitable for occupancy, taking into account local health, safety and building codes (or other habitability standards), and any violation report or notice of the responsible government unit is attached.',
    ELIGIBLE_BASIS:
      'There was no change in the eligible basis (IRC 42(d)) of any building in the project, or there was a change and its nature is attached.',
    TENANT_FACILITIES:
      'All tenant facilities included in the eligible basis of any building, such as swimming pools, other recreational facilities and parking areas, were provided on a comparable basis without separate fee to all tenants of the building.',
    VACANT_UNIT_RULE:
      'If a low-income unit became vacant during the year, reasonable attempts were or are being made to rent it, or the next available unit of comparable or smaller size, to a household with a qualifying income before any unit was or will be rented to a household without one.',
    AVAILABLE_UNIT_RULE:
      'If the income of the household of a low-income unit rose above the limit of IRC 42(g)(2)(D)(ii), the next available unit of comparable or smaller size was or will be rented to a household with a qualifying income.',
    EXTENDED_USE:
      'An extended low-income housing commitment under IRC 42(h)(6) was in effect, including the rule that the owner cannot refuse to lease a unit to an applicant because the applicant holds a Section 8 voucher or certificate.',
    NONPROFIT_PARTICIPATION:
      "If the credit was allocated from the state's set-aside for qualified nonprofit organizations (IRC 42(h)(5)), the nonprofit materially participated in the project's operation (IRC 469(h)).",
  },
  signature: {
    owner: 'Owner (entity)',
    signature: 'Signature',
    name: 'Printed name',
    title: 'Title',
    date: 'Date',
  },
  penalty:
    'Under penalty of perjury, I declare that I have examined this certification and the figures above and, to the best of my knowledge and belief, they are true, correct and complete.',
  footer: 'Owner certification under 26 CFR 1.42-5(c)(1)',
};

const PT: OwnerCertificationTexts = {
  locale: 'pt-BR',
  title: 'Certificação anual do proprietário de conformidade contínua com o programa',
  generated: 'Preparado em',
  intro: (year) =>
    `Os números abaixo são os dos testes de conformidade e da autoauditoria 8823 do Lar para o imóvel em 31 de dezembro de ${year}. O proprietário os confere, anexa as descrições que as declarações pedem e assina.`,
  labels: {
    property: 'Imóvel',
    year: 'Ano certificado',
    asOf: 'Números em',
    election: 'Reserva mínima (set-aside) escolhida para o imóvel',
    buildings: 'Edifícios e fração aplicável (IRC 42(c)(1)(B))',
    totals: 'Todos os edifícios',
    setAside: 'Reserva mínima (IRC 42(g)(1))',
    averageIncome: 'Teste de renda média (IRC 42(g)(1)(C))',
    exceptions: 'Exceções encontradas (formulário 8823 do IRS, linha 11)',
    statements: 'Certificação (26 CFR 1.42-5(c)(1))',
    signatures: 'Assinatura',
    noUnits: 'Nenhuma unidade registrada',
    noBuilding: 'Unidades sem edifício',
    met: 'Cumprida',
    notMet: 'Não cumprida',
    notApplicable: 'Não escolhido',
    noExceptions: 'Nenhuma exceção encontrada nos registros do Lar.',
    notChecked:
      'Não verificadas pelo Lar (seus registros não têm esses dados): o proprietário as confere à mão. Linhas',
    withoutSquareFeet: 'Unidades sem área contam como 0 na área útil:',
    ownElection: '(escolha própria do edifício)',
    changes: 'Mudanças e exceções descritas pelo proprietário (anexe páginas se precisar):',
  },
  columns: {
    building: 'Edifício',
    bin: 'BIN',
    placedInService: 'Entrada em serviço',
    election: 'Escolha',
    unitFraction: 'Fração por unidades',
    floorSpaceFraction: 'Fração por área útil',
    applicable: 'Fração aplicável (a menor)',
    test: 'Teste',
    share: 'Parcela de baixa renda',
    required: 'Exigida',
    result: 'Resultado',
    line: 'Linha',
    category: 'Exceções',
    units: 'Unidades',
    squareFeet: 'pés²',
  },
  elections: {
    '20_50': 'Teste 20-50',
    '40_60': 'Teste 40-60',
    AVERAGE_INCOME: 'Teste de renda média',
    NONE: 'Nenhuma',
  },
  averageIncome: (average, ceiling, share, required) =>
    `Designação média do grupo qualificado ${average} (no máximo ${ceiling}); suas unidades são ${share} das unidades (no mínimo ${required}).`,
  exceptionsFound: (count, lines) =>
    `Registros do Lar: ${count} exceção(ões) na(s) linha(s) ${lines} do formulário 8823.`,
  noneFound: (lines) => `Registros do Lar: nenhuma exceção na(s) linha(s) ${lines} do formulário 8823.`,
  ownerToConfirm: 'Não verificada pelos registros do Lar: o proprietário confirma.',
  certify: (year) =>
    `O proprietário abaixo assinado certifica à agência estadual de créditos habitacionais, sob pena de perjúrio, que no período de 12 meses encerrado em 31 de dezembro de ${year}:`,
  statements: {
    SET_ASIDE:
      'O projeto cumpriu o teste de reserva mínima que se aplica a ele: o teste 20-50, o teste 40-60 ou o teste de renda média do IRC 42(g)(1) (o teste 25-60 na cidade de Nova York) e, se for o caso, o teste 15-40 de projeto com aluguéis muito diferenciados (deep rent skewed).',
    APPLICABLE_FRACTION:
      'Não houve mudança na fração aplicável (IRC 42(c)(1)(B)) de nenhum edifício do projeto, ou houve uma mudança e sua descrição vai anexa.',
    INCOME_CERTIFICATIONS:
      'O proprietário recebeu a certificação anual de renda de cada família de baixa renda e a documentação que a comprova (ou, para a família com assistência da Seção 8, a declaração da agência de habitação pública), salvo a exceção do IRC 42(g)(8)(B).',
    RENT_RESTRICTED: 'Cada unidade de baixa renda do projeto teve aluguel restrito conforme o IRC 42(g)(2).',
    GENERAL_PUBLIC:
      'Todas as unidades do projeto foram destinadas ao público em geral (26 CFR 1.42-9), e não houve decisão de discriminação sob a Fair Housing Act no projeto.',
    SUITABLE_FOR_OCCUPANCY:
      'Os edifícios e as unidades de baixa renda estavam em condições de ocupação, segundo os códigos locais de saúde, segurança e construção (ou outros padrões de habitabilidade), e qualquer auto de infração ou notificação do órgão responsável vai anexo.',
    ELIGIBLE_BASIS:
      'Não houve mudança na base elegível (IRC 42(d)) de nenhum edifício do projeto, ou houve uma mudança e sua natureza vai anexa.',
    TENANT_FACILITIES:
      'Todas as instalações para inquilinos incluídas na base elegível de qualquer edifício, como piscinas, outras áreas de lazer e estacionamentos, foram oferecidas em condições iguais e sem taxa à parte a todos os inquilinos do edifício.',
    VACANT_UNIT_RULE:
      'Se uma unidade de baixa renda ficou vaga no ano, foram ou estão sendo feitas tentativas razoáveis de alugá-la, ou a próxima unidade disponível de tamanho igual ou menor, a uma família com renda qualificada antes de alugar qualquer unidade a uma família sem ela.',
    AVAILABLE_UNIT_RULE:
      'Se a renda da família de uma unidade de baixa renda passou do limite do IRC 42(g)(2)(D)(ii), a próxima unidade disponível de tamanho igual ou menor foi ou será alugada a uma família com renda qualificada.',
    EXTENDED_USE:
      'Esteve em vigor um compromisso de uso estendido para baixa renda conforme o IRC 42(h)(6), inclusive a regra de que o proprietário não pode recusar a locação a um candidato por ele ter um voucher ou certificado da Seção 8.',
    NONPROFIT_PARTICIPATION:
      'Se o crédito veio da reserva do estado para organizações sem fins lucrativos qualificadas (IRC 42(h)(5)), a organização participou materialmente da operação do projeto (IRC 469(h)).',
  },
  signature: {
    owner: 'Proprietário (entidade)',
    signature: 'Assinatura',
    name: 'Nome legível',
    title: 'Cargo',
    date: 'Data',
  },
  penalty:
    'Sob pena de perjúrio, declaro que examinei esta certificação e os números acima e que, pelo que sei e acredito, são verdadeiros, corretos e completos.',
  footer: 'Certificação do proprietário conforme 26 CFR 1.42-5(c)(1)',
};

const ES: OwnerCertificationTexts = {
  locale: 'es-US',
  title: 'Certificación anual del propietario de cumplimiento continuo del programa',
  generated: 'Preparado el',
  intro: (year) =>
    `Las cifras siguientes son las de las pruebas de cumplimiento y la autoauditoría 8823 de Lar para la propiedad al 31 de diciembre de ${year}. El propietario las revisa, adjunta las descripciones que piden las declaraciones y firma.`,
  labels: {
    property: 'Propiedad',
    year: 'Año certificado',
    asOf: 'Cifras al',
    election: 'Reserva mínima (set-aside) elegida para la propiedad',
    buildings: 'Edificios y fracción aplicable (IRC 42(c)(1)(B))',
    totals: 'Todos los edificios',
    setAside: 'Reserva mínima (IRC 42(g)(1))',
    averageIncome: 'Prueba de ingreso promedio (IRC 42(g)(1)(C))',
    exceptions: 'Excepciones encontradas (formulario 8823 del IRS, línea 11)',
    statements: 'Certificación (26 CFR 1.42-5(c)(1))',
    signatures: 'Firma',
    noUnits: 'Ninguna unidad registrada',
    noBuilding: 'Unidades sin edificio',
    met: 'Cumplida',
    notMet: 'No cumplida',
    notApplicable: 'No elegida',
    noExceptions: 'No se encontraron excepciones en los registros de Lar.',
    notChecked:
      'No verificadas por Lar (sus registros no tienen estos datos): el propietario las confirma a mano. Líneas',
    withoutSquareFeet: 'Las unidades sin superficie cuentan como 0 en la superficie:',
    ownElection: '(elección propia del edificio)',
    changes: 'Cambios y excepciones descritos por el propietario (adjunte páginas si hace falta):',
  },
  columns: {
    building: 'Edificio',
    bin: 'BIN',
    placedInService: 'Puesta en servicio',
    election: 'Elección',
    unitFraction: 'Fracción por unidades',
    floorSpaceFraction: 'Fracción por superficie',
    applicable: 'Fracción aplicable (la menor)',
    test: 'Prueba',
    share: 'Proporción de bajos ingresos',
    required: 'Requerida',
    result: 'Resultado',
    line: 'Línea',
    category: 'Excepciones',
    units: 'Unidades',
    squareFeet: 'pies²',
  },
  elections: {
    '20_50': 'Prueba 20-50',
    '40_60': 'Prueba 40-60',
    AVERAGE_INCOME: 'Prueba de ingreso promedio',
    NONE: 'Ninguna',
  },
  averageIncome: (average, ceiling, share, required) =>
    `Designación promedio del grupo calificado ${average} (como máximo ${ceiling}); sus unidades son ${share} de las unidades (al menos ${required}).`,
  exceptionsFound: (count, lines) =>
    `Registros de Lar: ${count} excepción(es) en la(s) línea(s) ${lines} del formulario 8823.`,
  noneFound: (lines) => `Registros de Lar: ninguna excepción en la(s) línea(s) ${lines} del formulario 8823.`,
  ownerToConfirm: 'No verificada por los registros de Lar: el propietario confirma.',
  certify: (year) =>
    `El propietario abajo firmante certifica a la agencia estatal de créditos de vivienda, bajo pena de perjurio, que en el período de 12 meses terminado el 31 de diciembre de ${year}:`,
  statements: {
    SET_ASIDE:
      'El proyecto cumplió la prueba de reserva mínima que le corresponde: la prueba 20-50, la prueba 40-60 o la prueba de ingreso promedio del IRC 42(g)(1) (la prueba 25-60 en la ciudad de Nueva York) y, si corresponde, la prueba 15-40 de un proyecto con alquileres muy diferenciados (deep rent skewed).',
    APPLICABLE_FRACTION:
      'No hubo cambio en la fracción aplicable (IRC 42(c)(1)(B)) de ningún edificio del proyecto, o hubo un cambio y se adjunta su descripción.',
    INCOME_CERTIFICATIONS:
      'El propietario recibió la certificación anual de ingresos de cada hogar de bajos ingresos y la documentación que la respalda (o, para un hogar con asistencia de la Sección 8, la declaración de la agencia de vivienda pública), salvo la excepción del IRC 42(g)(8)(B).',
    RENT_RESTRICTED:
      'Cada unidad de bajos ingresos del proyecto tuvo alquiler restringido según el IRC 42(g)(2).',
    GENERAL_PUBLIC:
      'Todas las unidades del proyecto fueron para uso del público en general (26 CFR 1.42-9), y no hubo una determinación de discriminación bajo la Fair Housing Act en el proyecto.',
    SUITABLE_FOR_OCCUPANCY:
      'Los edificios y las unidades de bajos ingresos estaban en condiciones de ser ocupados, según los códigos locales de salud, seguridad y construcción (u otras normas de habitabilidad), y se adjunta cualquier informe o aviso de infracción del organismo responsable.',
    ELIGIBLE_BASIS:
      'No hubo cambio en la base elegible (IRC 42(d)) de ningún edificio del proyecto, o hubo un cambio y se adjunta su naturaleza.',
    TENANT_FACILITIES:
      'Todas las instalaciones para inquilinos incluidas en la base elegible de cualquier edificio, como piscinas, otras áreas recreativas y estacionamientos, se ofrecieron en condiciones comparables y sin cargo aparte a todos los inquilinos del edificio.',
    VACANT_UNIT_RULE:
      'Si una unidad de bajos ingresos quedó vacante en el año, se hicieron o se están haciendo intentos razonables de alquilarla, o la siguiente unidad disponible de tamaño comparable o menor, a un hogar con ingresos calificados antes de alquilar cualquier unidad a un hogar sin ellos.',
    AVAILABLE_UNIT_RULE:
      'Si los ingresos del hogar de una unidad de bajos ingresos superaron el límite del IRC 42(g)(2)(D)(ii), la siguiente unidad disponible de tamaño comparable o menor se alquiló o se alquilará a un hogar con ingresos calificados.',
    EXTENDED_USE:
      'Estuvo vigente un compromiso de uso extendido para bajos ingresos según el IRC 42(h)(6), incluida la regla de que el propietario no puede negarse a alquilar a un solicitante por tener un vale o certificado de la Sección 8.',
    NONPROFIT_PARTICIPATION:
      'Si el crédito se asignó de la reserva estatal para organizaciones sin fines de lucro calificadas (IRC 42(h)(5)), la organización participó materialmente en la operación del proyecto (IRC 469(h)).',
  },
  signature: {
    owner: 'Propietario (entidad)',
    signature: 'Firma',
    name: 'Nombre en letra de molde',
    title: 'Cargo',
    date: 'Fecha',
  },
  penalty:
    'Bajo pena de perjurio, declaro que he examinado esta certificación y las cifras anteriores y que, según mi leal saber y entender, son verdaderas, correctas y completas.',
  footer: 'Certificación del propietario según 26 CFR 1.42-5(c)(1)',
};

export const OWNER_CERTIFICATION_TEXTS: Readonly<
  Record<OwnerCertificationLanguage, OwnerCertificationTexts>
> = {
  en: EN,
  pt: PT,
  es: ES,
};
