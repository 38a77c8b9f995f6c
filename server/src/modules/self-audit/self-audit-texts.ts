import type { CertificationStatus, CertificationType } from '@lar/contracts/certifications';
import type { Form8823Line, SelfAuditLanguage, SelfAuditReason } from '@lar/contracts/compliance/self-audit';
import { INTL_LOCALES } from '@lar/contracts/languages';

/**
 * What the 8823 self-audit PDF says, in the reader's language (decision 067). The lines' names
 * follow IRS Form 8823, line 11, and the Guide for Completing Form 8823; the Portuguese and Spanish
 * are translations for the reader, the line letters stay the form's.
 */
export interface SelfAuditTexts {
  locale: string;
  title: string;
  generated: string;
  source: string;
  labels: Record<'property' | 'date' | 'total' | 'summary' | 'notChecked' | 'none' | 'chapter', string>;
  columns: Record<
    'line' | 'name' | 'findings' | 'unit' | 'building' | 'household' | 'reason' | 'due' | 'documents',
    string
  >;
  lines: Record<Form8823Line, string>;
  reasons: Record<SelfAuditReason, string>;
  certificationTypes: Record<CertificationType, string>;
  certificationStatuses: Record<CertificationStatus, string>;
}

const EN: SelfAuditTexts = {
  locale: INTL_LOCALES.en,
  title: '8823 self-audit',
  generated: 'Generated on',
  source:
    'Findings filed by the noncompliance lines of IRS Form 8823 (line 11) as the IRS Guide for Completing Form 8823 defines them. A self-audit: the state agency decides what it reports.',
  labels: {
    property: 'Property',
    date: 'Tested on',
    total: 'Findings',
    summary: 'Lines of Form 8823',
    notChecked: 'Not checked: Lar does not hold these facts',
    none: 'None on file',
    chapter: 'Guide chapter',
  },
  columns: {
    line: 'Line',
    name: 'Category',
    findings: 'Findings',
    unit: 'Unit',
    building: 'Building',
    household: 'Household',
    reason: 'Why',
    due: 'Due',
    documents: 'Certifications',
  },
  lines: {
    '11a': 'Household income above income limit upon initial occupancy',
    '11b': "Owner failed to correctly complete or document tenant's annual income recertification",
    '11c': 'Violation(s) of the UPCS or local inspection standards',
    '11d':
      'Owner failed to provide annual certifications or provided incomplete or inaccurate certifications',
    '11e': 'Changes in eligible basis or the applicable percentage',
    '11f': 'Project failed to meet minimum set-aside requirement',
    '11g': 'Gross rent(s) exceed tax credit limits',
    '11h': 'Project not available to the general public',
    '11i': 'Violation(s) of the available unit rule under section 42(g)(2)(D)(ii)',
    '11j': 'Violation(s) of the vacant unit rule under Reg. 1.42-5(c)(1)(ix)',
    '11k':
      'Owner failed to execute and record extended use agreement within time prescribed by section 42(h)(6)(J)',
    '11l': 'Low-income units occupied by nonqualified full-time students',
    '11m': 'Owner did not properly calculate utility allowance',
    '11n': 'Owner has failed to respond to agency requests for monitoring reviews',
    '11o': 'Low-income units used on a transient basis',
    '11p': 'Project is no longer in compliance nor participating in the section 42 program',
    '11q': 'Other noncompliance issues',
  },
  reasons: {
    INCOME_OVER_TEST_AT_MOVE_IN: 'Income over the limit at move-in',
    INCOME_UNKNOWN: 'No move-in income or household size on file',
    RECERTIFICATION_OVERDUE: 'Annual recertification past due',
    SET_ASIDE_FAILED: 'Not a low-income unit while the minimum set-aside fails',
    AVERAGE_INCOME_FAILED: 'Not in the qualified group while the average income test fails',
    RENT_OVER_TEST: 'Gross rent over the limit',
    VACANT_COMPARABLE_UNIT_RENTED_TO_NON_QUALIFIED:
      'Vacant; a comparable or smaller unit went to a non-qualified household',
    STUDENT_HOUSEHOLD: 'Full-time students without an exception',
  },
  certificationTypes: { MOVE_IN: 'Move-in', ANNUAL: 'Annual', INTERIM: 'Interim' },
  certificationStatuses: { DRAFT: 'draft', FINALIZED: 'finalized' },
};

const PT: SelfAuditTexts = {
  locale: INTL_LOCALES.pt,
  title: 'Autoauditoria 8823',
  generated: 'Gerado em',
  source:
    'Achados classificados pelas linhas de não conformidade do formulário 8823 do IRS (linha 11), conforme o guia do IRS para preenchimento do formulário 8823. É uma autoauditoria: a agência estadual decide o que informa.',
  labels: {
    property: 'Imóvel',
    date: 'Testado em',
    total: 'Achados',
    summary: 'Linhas do formulário 8823',
    notChecked: 'Não verificada: o Lar não tem esses dados',
    none: 'Nenhuma registrada',
    chapter: 'Capítulo do guia',
  },
  columns: {
    line: 'Linha',
    name: 'Categoria',
    findings: 'Achados',
    unit: 'Unidade',
    building: 'Edifício',
    household: 'Família',
    reason: 'Motivo',
    due: 'Vencimento',
    documents: 'Certificações',
  },
  lines: {
    '11a': 'Renda familiar acima do limite na ocupação inicial',
    '11b':
      'O proprietário não fez ou não documentou corretamente a recertificação anual de renda do inquilino',
    '11c': 'Violação dos padrões UPCS ou das normas locais de inspeção',
    '11d': 'O proprietário não entregou as certificações anuais ou as entregou incompletas ou incorretas',
    '11e': 'Mudanças na base elegível ou no percentual aplicável',
    '11f': 'O projeto não cumpriu a reserva mínima (set-aside)',
    '11g': 'Aluguel bruto acima dos limites do crédito fiscal',
    '11h': 'Projeto não disponível ao público em geral',
    '11i': 'Violação da regra da próxima unidade disponível, seção 42(g)(2)(D)(ii)',
    '11j': 'Violação da regra da unidade vaga, Reg. 1.42-5(c)(1)(ix)',
    '11k': 'O proprietário não assinou e registrou o acordo de uso estendido no prazo da seção 42(h)(6)(J)',
    '11l': 'Unidades de baixa renda ocupadas por estudantes em tempo integral não qualificados',
    '11m': 'O proprietário não calculou corretamente a tarifa de serviços públicos',
    '11n': 'O proprietário não respondeu aos pedidos de revisão de monitoramento da agência',
    '11o': 'Unidades de baixa renda usadas de forma transitória',
    '11p': 'O projeto não está mais em conformidade nem participa do programa da seção 42',
    '11q': 'Outras não conformidades',
  },
  reasons: {
    INCOME_OVER_TEST_AT_MOVE_IN: 'Renda acima do limite na mudança',
    INCOME_UNKNOWN: 'Sem renda ou tamanho da família registrados na mudança',
    RECERTIFICATION_OVERDUE: 'Recertificação anual vencida',
    SET_ASIDE_FAILED: 'Não é unidade de baixa renda e a reserva mínima não é cumprida',
    AVERAGE_INCOME_FAILED: 'Fora do grupo qualificado e o teste de renda média não é cumprido',
    RENT_OVER_TEST: 'Aluguel bruto acima do limite',
    VACANT_COMPARABLE_UNIT_RENTED_TO_NON_QUALIFIED:
      'Vaga; uma unidade comparável ou menor foi para uma família não qualificada',
    STUDENT_HOUSEHOLD: 'Estudantes em tempo integral sem exceção',
  },
  certificationTypes: { MOVE_IN: 'Mudança', ANNUAL: 'Anual', INTERIM: 'Intermediária' },
  certificationStatuses: { DRAFT: 'rascunho', FINALIZED: 'finalizada' },
};

const ES: SelfAuditTexts = {
  locale: INTL_LOCALES.es,
  title: 'Autoauditoría 8823',
  generated: 'Generado el',
  source:
    'Hallazgos clasificados por las líneas de incumplimiento del formulario 8823 del IRS (línea 11), según la guía del IRS para completar el formulario 8823. Es una autoauditoría: la agencia estatal decide qué informa.',
  labels: {
    property: 'Propiedad',
    date: 'Probado el',
    total: 'Hallazgos',
    summary: 'Líneas del formulario 8823',
    notChecked: 'No verificada: Lar no tiene estos datos',
    none: 'Ninguna registrada',
    chapter: 'Capítulo de la guía',
  },
  columns: {
    line: 'Línea',
    name: 'Categoría',
    findings: 'Hallazgos',
    unit: 'Unidad',
    building: 'Edificio',
    household: 'Hogar',
    reason: 'Motivo',
    due: 'Vence',
    documents: 'Certificaciones',
  },
  lines: {
    '11a': 'Ingresos del hogar por encima del límite en la ocupación inicial',
    '11b':
      'El propietario no completó o no documentó correctamente la recertificación anual de ingresos del inquilino',
    '11c': 'Infracciones de las normas UPCS o de inspección locales',
    '11d': 'El propietario no presentó las certificaciones anuales o las presentó incompletas o inexactas',
    '11e': 'Cambios en la base elegible o en el porcentaje aplicable',
    '11f': 'El proyecto no cumplió con la reserva mínima (set-aside)',
    '11g': 'Alquiler bruto por encima de los límites del crédito fiscal',
    '11h': 'Proyecto no disponible para el público en general',
    '11i': 'Infracciones de la regla de la próxima unidad disponible, sección 42(g)(2)(D)(ii)',
    '11j': 'Infracciones de la regla de la unidad vacante, Reg. 1.42-5(c)(1)(ix)',
    '11k':
      'El propietario no firmó ni registró el acuerdo de uso extendido en el plazo de la sección 42(h)(6)(J)',
    '11l': 'Unidades de bajos ingresos ocupadas por estudiantes de tiempo completo no calificados',
    '11m': 'El propietario no calculó correctamente la asignación de servicios públicos',
    '11n': 'El propietario no respondió a las solicitudes de revisión de monitoreo de la agencia',
    '11o': 'Unidades de bajos ingresos usadas de forma transitoria',
    '11p': 'El proyecto ya no cumple ni participa en el programa de la sección 42',
    '11q': 'Otros incumplimientos',
  },
  reasons: {
    INCOME_OVER_TEST_AT_MOVE_IN: 'Ingresos por encima del límite al mudarse',
    INCOME_UNKNOWN: 'Sin ingresos ni tamaño del hogar registrados al mudarse',
    RECERTIFICATION_OVERDUE: 'Recertificación anual vencida',
    SET_ASIDE_FAILED: 'No es unidad de bajos ingresos y la reserva mínima no se cumple',
    AVERAGE_INCOME_FAILED: 'Fuera del grupo calificado y la prueba de ingreso promedio no se cumple',
    RENT_OVER_TEST: 'Alquiler bruto por encima del límite',
    VACANT_COMPARABLE_UNIT_RENTED_TO_NON_QUALIFIED:
      'Vacante; una unidad comparable o menor fue a un hogar no calificado',
    STUDENT_HOUSEHOLD: 'Estudiantes de tiempo completo sin excepción',
  },
  certificationTypes: { MOVE_IN: 'Mudanza', ANNUAL: 'Anual', INTERIM: 'Intermedia' },
  certificationStatuses: { DRAFT: 'borrador', FINALIZED: 'finalizada' },
};

export const SELF_AUDIT_TEXTS: Readonly<Record<SelfAuditLanguage, SelfAuditTexts>> = {
  en: EN,
  pt: PT,
  es: ES,
};
