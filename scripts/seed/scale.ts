/** How much one organization gets. */
export interface OrgScale {
  companies: number;
  properties: number;
  units: number;
  candidates: number;
  occupancies: number;
  /** Online applications, for listed units and properties' waitlists. */
  applications: number;
  programs: number;
  /** Years with income and rent tables. */
  years: readonly number[];
  /** AMI percentages with a table in every year. */
  percentages: readonly number[];
}

export interface SeedScale {
  main: OrgScale;
  second: OrgScale;
}

const YEARS = [2022, 2023, 2024, 2025, 2026];
const PERCENTAGES = [30, 50, 60, 80, 100, 120];

export const SCALES: Record<'large' | 'small', SeedScale> = {
  large: {
    main: {
      companies: 200,
      properties: 2_000,
      units: 100_000,
      candidates: 200_000,
      occupancies: 300_000,
      applications: 20_000,
      programs: 30,
      years: YEARS,
      percentages: PERCENTAGES,
    },
    second: {
      companies: 20,
      properties: 100,
      units: 5_000,
      candidates: 10_000,
      occupancies: 15_000,
      applications: 1_000,
      programs: 5,
      years: YEARS.slice(-2),
      percentages: PERCENTAGES,
    },
  },
  small: {
    main: {
      companies: 10,
      properties: 50,
      units: 1_000,
      candidates: 2_000,
      occupancies: 3_000,
      applications: 200,
      programs: 5,
      years: YEARS.slice(-2),
      percentages: PERCENTAGES,
    },
    second: {
      companies: 3,
      properties: 10,
      units: 100,
      candidates: 200,
      occupancies: 300,
      applications: 20,
      programs: 2,
      years: YEARS.slice(-1),
      percentages: PERCENTAGES,
    },
  },
};

/** The data set's "today": fixed, so the same seed gives the same rows on any day. */
export const REFERENCE_DATE = '2026-10-31';
/** Occupancy history starts ten years before the reference date. */
export const HISTORY_START = '2016-11-01';
