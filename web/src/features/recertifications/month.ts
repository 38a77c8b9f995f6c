/** Calendar months as `YYYY-MM`, computed on UTC dates so no time zone shifts a day. */

export const monthOf = (date: string) => date.slice(0, 7);

export function addMonths(month: string, delta: number): string {
  const [year, monthIndex] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, monthIndex - 1 + delta, 1));
  return date.toISOString().slice(0, 7);
}

export const isMonth = (text: string | null): text is string =>
  text !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(text);

/** A cell of the month's grid: a day `YYYY-MM-DD`, or null for a day of a neighbouring month. */
export interface DayCell {
  key: string;
  day: string | null;
}

/** The month's days in weeks of seven starting on Sunday, as the date pickers show them. */
export function monthWeeks(month: string): DayCell[][] {
  const [year, monthIndex] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, monthIndex - 1, 1));
  const days = new Date(Date.UTC(year, monthIndex, 0)).getUTCDate();
  const cells: DayCell[] = Array.from({ length: first.getUTCDay() }, (_, i) => ({
    key: `before-${i}`,
    day: null,
  }));
  for (let day = 1; day <= days; day++) {
    const date = `${month}-${String(day).padStart(2, '0')}`;
    cells.push({ key: date, day: date });
  }
  for (let i = 0; cells.length % 7 !== 0; i++) cells.push({ key: `after-${i}`, day: null });
  const weeks: DayCell[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
