import { contactMessageBody } from '@lar/contracts/contact';
import { describe, expect, it } from 'vitest';
import {
  type ContactFormValues,
  EMPTY_CONTACT_FORM,
  toContactMessageBody,
  validateContactForm,
} from '../src/features/public-pages/contact-form.ts';

const valid: ContactFormValues = {
  name: 'Ana Souza',
  email: 'ana@example.com',
  phone: '(617) 555-0142',
  message: 'Is there a two-bedroom available in June?',
};

describe('validateContactForm', () => {
  it('accepts a complete form, with or without a phone', () => {
    expect(validateContactForm(valid)).toEqual({});
    expect(validateContactForm({ ...valid, phone: '' })).toEqual({});
  });

  it('requires name, e-mail and message', () => {
    expect(validateContactForm(EMPTY_CONTACT_FORM)).toEqual({
      name: 'validation.required',
      email: 'validation.required',
      message: 'validation.required',
    });
    expect(validateContactForm({ ...valid, name: '   ', message: '\n' })).toEqual({
      name: 'validation.required',
      message: 'validation.required',
    });
  });

  it('checks the e-mail and the phone shape', () => {
    expect(validateContactForm({ ...valid, email: 'ana@' }).email).toBe('validation.invalid_email');
    expect(validateContactForm({ ...valid, email: 'ana@example' }).email).toBe('validation.invalid_email');
    expect(validateContactForm({ ...valid, phone: '(617) 555' }).phone).toBe('validation.phone_digits');
  });

  it('agrees with the server schema on what is acceptable', () => {
    const samples: ContactFormValues[] = [
      valid,
      { ...valid, phone: '' },
      { ...valid, email: 'first.last+tag@sub.example.org' },
      { ...valid, email: 'ana@@example.com' },
      { ...valid, email: '.ana@example.com' },
      { ...valid, email: 'ana..b@example.com' },
      { ...valid, phone: '617555014' },
      { ...valid, name: 'x'.repeat(151) },
      { ...valid, message: ' ' },
      { ...valid, message: 'y'.repeat(5001) },
    ];
    for (const sample of samples) {
      const clientAccepts = Object.keys(validateContactForm(sample)).length === 0;
      const serverAccepts = contactMessageBody.safeParse(toContactMessageBody(sample)).success;
      expect(clientAccepts, JSON.stringify(sample).slice(0, 80)).toBe(serverAccepts);
    }
  });
});

describe('toContactMessageBody', () => {
  it('sends trimmed text and the phone as digits, leaving an empty phone out', () => {
    expect(toContactMessageBody({ ...valid, name: ' Ana ' })).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      phone: '6175550142',
      message: valid.message,
    });
    expect(toContactMessageBody({ ...valid, phone: '' })).not.toHaveProperty('phone');
  });
});
