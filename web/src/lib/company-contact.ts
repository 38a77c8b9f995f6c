/** The company's public contact details, shown on the contact page and in the footer. */
export const COMPANY_CONTACT = {
  /** Digits only; shown as (XXX) XXX-XXXX. 555-01xx numbers are reserved for fiction. */
  phone: '6175550142',
  email: 'contact@lar.example.com',
  addressLines: ['200 Harbor Street, Suite 400', 'Boston, MA 02210'],
} as const;
