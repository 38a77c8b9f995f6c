import { INTL_LOCALES } from '@lar/contracts/languages';
import type { OwnerCertificationTexts } from './owner-certification-texts.ts';

/** The owner's annual certification packet in Spanish, a translation for the reader (decision 070). */
export const ES: OwnerCertificationTexts = {
  locale: INTL_LOCALES.es,
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
