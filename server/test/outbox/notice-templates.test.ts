import { APPLICATION_LANGUAGES, DECLINE_REASONS } from '@lar/contracts/applications';
import { describe, expect, it } from 'vitest';
import {
  type ApplicationNoticeKind,
  renderApplicationNotice,
} from '../../src/modules/outbox/application-notices.ts';
import type { PropertyCard } from '../../src/modules/outbox/notice-contact.ts';

const KINDS: ApplicationNoticeKind[] = [
  'RECEIVED',
  'WAITLISTED',
  'DECLINED',
  'WITHDRAWN',
  'OFFERED',
  'LEASED',
];
const card: PropertyCard = {
  name: 'Maple Court',
  unitNumber: null,
  address: '',
  phone: null,
  replyTo: null,
};
const facts = (language: (typeof APPLICATION_LANGUAGES)[number]) => ({
  reference: 'LAR-2026-000123',
  language,
  card,
});

describe('application notices', () => {
  it('are complete in every language: each kind has its own subject and a body with the reference, what next and the status page', () => {
    for (const language of APPLICATION_LANGUAGES) {
      const subjects = new Set<string>();
      for (const kind of KINDS) {
        const { subject, body } = renderApplicationNotice(kind, facts(language));
        expect(subject).toContain('LAR-2026-000123');
        subjects.add(subject);
        expect(body).toContain('Maple Court');
        expect(body.match(/LAR-2026-000123/g)?.length).toBeGreaterThanOrEqual(2);
        expect(body).toContain('/application-status?reference=LAR-2026-000123');
        // Written in the language asked for: no line is the English one unless it is English.
        if (language !== 'en') {
          const english = renderApplicationNotice(kind, facts('en')).body.split('\n');
          const lines = body.split('\n').filter((l) => l.trim() !== '' && l !== 'Maple Court');
          for (const line of lines) expect(english).not.toContain(line);
        }
      }
      expect(subjects.size).toBe(KINDS.length);
    }
  });

  it('say each decline reason in every language, and the unit offered', () => {
    for (const language of APPLICATION_LANGUAGES) {
      const reasons = new Set(
        DECLINE_REASONS.map(
          (declineReason) => renderApplicationNotice('DECLINED', { ...facts(language), declineReason }).body,
        ),
      );
      expect(reasons.size).toBe(DECLINE_REASONS.length);
      expect(
        renderApplicationNotice('OFFERED', { ...facts(language), card: { ...card, unitNumber: '12C' } }).body,
      ).toContain('12C');
    }
  });

  it('link to the site when its address is known', () => {
    const { body } = renderApplicationNotice('RECEIVED', {
      ...facts('en'),
      siteUrl: 'https://h.example.org/',
    });
    expect(body).toContain('https://h.example.org/application-status?reference=LAR-2026-000123');
  });
});
