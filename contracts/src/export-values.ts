import type { ColumnKey, ExportLanguage, ExportList } from './exports.ts';

/**
 * How an export writes the values a person reads (issue 38): every code and flag as a label in the
 * file's language, dates and percentages typed. The labels live here, beside the column headers,
 * so the server writes them and the web can show the same words.
 */

type Labels = readonly [en: string, pt: string, es: string];

/** Each set of codes an export writes, with its label in English, Portuguese and Spanish. */
export const EXPORT_CODE_LABELS = {
  flag: {
    true: ['Yes', 'Sim', 'Sí'],
    false: ['No', 'Não', 'No'],
  },
  occupancyStatus: {
    ACTIVE: ['Active', 'Ativa', 'Activa'],
    PENDING: ['Pending', 'Pendente', 'Pendiente'],
    ENDED: ['Ended', 'Encerrada', 'Finalizada'],
  },
  endReason: {
    moved_out: ['Moved out voluntarily', 'Saiu por vontade própria', 'Se mudó voluntariamente'],
    lease_ended: ['Lease ended', 'Fim do contrato de locação', 'Fin del contrato de arrendamiento'],
    eviction: ['Eviction', 'Despejo', 'Desalojo'],
    transfer: ['Transfer to another unit', 'Transferência para outra unidade', 'Traslado a otra unidad'],
    death: ['Death', 'Falecimento', 'Fallecimiento'],
    other: ['Other', 'Outro', 'Otro'],
  },
  bucket: {
    DUE_120: ['Due in 120 days', 'Vence em 120 dias', 'Vence en 120 días'],
    DUE_90: ['Due in 90 days', 'Vence em 90 dias', 'Vence en 90 días'],
    DUE_60: ['Due in 60 days', 'Vence em 60 dias', 'Vence en 60 días'],
    DUE_30: ['Due in 30 days', 'Vence em 30 dias', 'Vence en 30 días'],
    OVERDUE: ['Past due', 'Vencida', 'Vencida'],
  },
  certificationType: {
    MOVE_IN: ['Move-in', 'Entrada', 'Mudanza'],
    ANNUAL: ['Annual', 'Anual', 'Anual'],
    INTERIM: ['Interim', 'Intermediária', 'Intermedia'],
  },
  complianceStatus: {
    compliant: ['Compliant', 'Conforme', 'Conforme'],
    exception: ['Exception', 'Exceção', 'Excepción'],
    overridden: ['Overridden', 'Exceção aprovada', 'Excepción aprobada'],
    incomplete: ['Incomplete', 'Incompleta', 'Incompleta'],
  },
  complianceReason: {
    OVER_INCOME: ['Over income', 'Acima da renda', 'Por encima de los ingresos'],
    OVER_RENT: ['Over rent', 'Aluguel acima do máximo', 'Alquiler por encima del máximo'],
    MISSING_LIMIT: ['No limit in effect', 'Sem limite vigente', 'Sin límite vigente'],
    MISSING_INCOME: ['Income missing', 'Renda não informada', 'Ingresos no indicados'],
    OVER_INCOME_LINE: [
      'Above the over-income line',
      'Acima da linha de sobrerrenda',
      'Por encima de la línea de sobreingreso',
    ],
  },
  applicationStatus: {
    SUBMITTED: ['Submitted', 'Enviada', 'Enviada'],
    WAITLISTED: ['Waitlisted', 'Na lista de espera', 'En lista de espera'],
    DECLINED: ['Declined', 'Recusada', 'Rechazada'],
    WITHDRAWN: ['Withdrawn', 'Retirada', 'Retirada'],
    OFFERED: ['Offered', 'Oferecida', 'Ofrecida'],
    LEASED: ['Leased', 'Alugada', 'Arrendada'],
  },
  auditAction: {
    create: ['Created', 'Criado', 'Creado'],
    update: ['Changed', 'Alterado', 'Modificado'],
    delete: ['Deleted', 'Excluído', 'Eliminado'],
    download: ['Downloaded', 'Baixado', 'Descargado'],
  },
  limitType: {
    'Income Limit': ['Income limit', 'Limite de renda', 'Límite de ingresos'],
    'Rent Limit': ['Rent limit', 'Limite de aluguel', 'Límite de alquiler'],
  },
} as const satisfies Record<string, Record<string, Labels>>;

export type CodeSet = keyof typeof EXPORT_CODE_LABELS;

/**
 * What a column holds when it is more than text or a plain number: a date (YYYY-MM-DD), a moment
 * (an ISO timestamp, written in the organization's time zone), a percentage (60 for 60 %), or a
 * code (or a list of codes) of one set. Amounts are marked by their reader (`money`) and flags by
 * being booleans.
 */
export type ColumnKind = 'date' | 'moment' | 'percent' | { codes: CodeSet };

export const EXPORT_COLUMN_KINDS: {
  readonly [L in ExportList]?: { readonly [K in ColumnKey<L>]?: ColumnKind };
} = {
  candidates: { birth_date: 'date', occupancy_status: { codes: 'occupancyStatus' } },
  occupancies: {
    ami_percentage: 'percent',
    start_date: 'date',
    end_date: 'date',
    status: { codes: 'occupancyStatus' },
    end_reason: { codes: 'endReason' },
  },
  'program-levels': { percentage: 'percent', limit_type: { codes: 'limitType' } },
  compliance: {
    income_binding_ami_percentage: 'percent',
    rent_binding_ami_percentage: 'percent',
    status: { codes: 'complianceStatus' },
    reasons: { codes: 'complianceReason' },
    check_date: 'date',
  },
  recertifications: {
    due_date: 'date',
    bucket: { codes: 'bucket' },
    draft_type: { codes: 'certificationType' },
    notice_sent_at: 'moment',
  },
  'audit-log': { at: 'moment', action: { codes: 'auditAction' } },
  messages: { created_at: 'moment', read_at: 'moment' },
  applications: { status: { codes: 'applicationStatus' }, submitted_at: 'moment' },
};

const LANGUAGE_INDEX: Record<ExportLanguage, 0 | 1 | 2> = { en: 0, pt: 1, es: 2 };

/** A code's label in one language; a code the set does not know stays as it is. */
export function codeLabel(set: CodeSet, code: string, lang: ExportLanguage): string {
  const labels = (EXPORT_CODE_LABELS[set] as Readonly<Record<string, Labels>>)[code];
  return labels === undefined ? code : labels[LANGUAGE_INDEX[lang]];
}

/** The kind of one column of a list, if it has one. */
export function columnKind<L extends ExportList>(list: L, key: ColumnKey<L>): ColumnKind | undefined {
  const kinds = EXPORT_COLUMN_KINDS[list] as Readonly<Record<string, ColumnKind>> | undefined;
  return kinds?.[key];
}

/** The words of the first sheet of a workbook, which says what the export holds. */
export const EXPORT_SUMMARY_LABELS = {
  sheet: ['Export', 'Exportação', 'Exportación'],
  list: ['List', 'Lista', 'Lista'],
  madeAt: ['Made at', 'Gerada em', 'Generada el'],
  timeZone: ['Time zone', 'Fuso horário', 'Zona horaria'],
  rows: ['Rows', 'Linhas', 'Filas'],
  filters: ['Filters', 'Filtros', 'Filtros'],
  noFilters: ['None: every row', 'Nenhum: todas as linhas', 'Ninguno: todas las filas'],
  data: ['Data', 'Dados', 'Datos'],
} as const satisfies Record<string, Labels>;

export const summaryLabel = (key: keyof typeof EXPORT_SUMMARY_LABELS, lang: ExportLanguage): string =>
  EXPORT_SUMMARY_LABELS[key][LANGUAGE_INDEX[lang]];

/** Each list's name as the first sheet writes it. */
export const EXPORT_LIST_TITLES: { readonly [L in ExportList]: Labels } = {
  'property-managers': ['Management companies', 'Administradoras', 'Empresas administradoras'],
  properties: ['Properties', 'Imóveis', 'Propiedades'],
  units: ['Units', 'Unidades', 'Unidades'],
  candidates: ['Candidates', 'Candidatos', 'Candidatos'],
  occupancies: ['Occupancies', 'Ocupações', 'Ocupaciones'],
  'program-levels': ['Program AMI levels', 'Níveis de AMI do programa', 'Niveles de AMI del programa'],
  compliance: ['Compliance report', 'Relatório de conformidade', 'Informe de cumplimiento'],
  recertifications: ['Recertifications due', 'Recertificações a vencer', 'Recertificaciones por vencer'],
  // Excel reserves the sheet name "History".
  'audit-log': ['Record history', 'Histórico do registro', 'Historial del registro'],
  messages: ['Contact messages', 'Mensagens de contato', 'Mensajes de contacto'],
  lottery: ['Lottery', 'Sorteio', 'Sorteo'],
  applications: ['Applications', 'Inscrições', 'Solicitudes'],
};

export const listTitle = (list: ExportList, lang: ExportLanguage): string =>
  EXPORT_LIST_TITLES[list][LANGUAGE_INDEX[lang]];

/** The filters' names as the first sheet writes them; a filter not named here is written by its key. */
export const EXPORT_FILTER_LABELS: Readonly<Record<string, Labels>> = {
  q: ['Search', 'Busca', 'Búsqueda'],
  search: ['Search', 'Busca', 'Búsqueda'],
  full_name: ['Name', 'Nome', 'Nombre'],
  status: ['Status', 'Situação', 'Estado'],
  property_id: ['Property ID', 'ID do imóvel', 'ID de la propiedad'],
  property_manager_id: ['Management company ID', 'ID da administradora', 'ID de la administradora'],
  unit_id: ['Unit ID', 'ID da unidade', 'ID de la unidad'],
  tenant_id: ['Tenant ID', 'ID do inquilino', 'ID del inquilino'],
  program_id: ['Program ID', 'ID do programa', 'ID del programa'],
  listing_id: ['Listing ID', 'ID do anúncio', 'ID del anuncio'],
  id: ['ID', 'ID', 'ID'],
  bucket: ['Bucket', 'Faixa', 'Tramo'],
  as_of: ['As of', 'Na data', 'A la fecha'],
  date: ['Date', 'Data', 'Fecha'],
  only_exceptions: ['Only exceptions', 'Somente exceções', 'Solo excepciones'],
  over_income: [
    'Only over-income households',
    'Somente famílias acima da renda',
    'Solo hogares con ingresos superiores',
  ],
  entity: ['Record type', 'Tipo de registro', 'Tipo de registro'],
  entity_id: ['Record ID', 'ID do registro', 'ID del registro'],
  sort: ['Sort', 'Ordem', 'Orden'],
};

export const filterLabel = (key: string, lang: ExportLanguage): string =>
  EXPORT_FILTER_LABELS[key]?.[LANGUAGE_INDEX[lang]] ?? key;
