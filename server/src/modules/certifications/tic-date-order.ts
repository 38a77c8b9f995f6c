/** A calendar date (YYYY-MM-DD) in the order a language writes it on the form. */
const parts = (iso: string) => iso.slice(0, 10).split('-');

export const monthFirst = (iso: string): string => {
  const [y, m, d] = parts(iso);
  return `${m}/${d}/${y}`;
};

export const dayFirst = (iso: string): string => {
  const [y, m, d] = parts(iso);
  return `${d}/${m}/${y}`;
};
