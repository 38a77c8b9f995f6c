import { INTL_LOCALES } from '@lar/contracts/languages';
import type { OwnerCertificationTexts } from './owner-certification-texts.ts';

/** The owner's annual certification packet in Portuguese, a translation for the reader (decision 070). */
export const PT: OwnerCertificationTexts = {
  locale: INTL_LOCALES.pt,
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
