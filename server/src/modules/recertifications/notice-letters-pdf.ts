import type { RecertificationBucket } from '@lar/contracts/certifications';

/** One household's recertification notice, in its language. */
export interface NoticeLetter {
  language: 'en' | 'pt' | 'es';
  organizationName: string;
  propertyName: string;
  propertyAddress: string;
  household: string;
  unitNumber: string;
  dueDate: string;
  daysLeft: number;
  bucket: RecertificationBucket;
  asOf: string;
}

/** The letters as one PDF, one letter a page (rendering is not written yet). */
export async function renderNoticeLetters(_letters: NoticeLetter[]): Promise<Buffer> {
  throw new Error('notice letters are not rendered yet');
}
