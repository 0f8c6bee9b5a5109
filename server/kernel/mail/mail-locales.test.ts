import { describe, expect, it } from 'vitest';
import { EMAIL_TEMPLATE_TYPES } from '../../../protocol/emails/templates';
import { LOCALES, RTL_LOCALES } from '../../../protocol/locales';
import { defaultTemplate, sharedSubject } from './default-templates';
import { MAIL_STRINGS } from './mail-locales';
import { variablesUsed } from './render-template';
import { TEMPLATE_VARIABLE_NAMES } from './template-variables';

const FIELDS = ['subject', 'sharedSubject', 'heading', 'paragraph', 'button', 'text'] as const;
const sorted = (text: string) => [...variablesUsed(text)].sort();

describe('the default mails in every locale (docs/i18n.md "E-mails")', () => {
  it('has every locale, and in each every template, with the same {{ variables }} as English, translated', () => {
    expect(Object.keys(MAIL_STRINGS).sort()).toEqual([...LOCALES].sort());
    const en = MAIL_STRINGS.en;
    for (const locale of LOCALES) {
      const words = MAIL_STRINGS[locale];
      for (const common of ['orOpenLink', 'ignore'] as const) {
        expect(words[common].trim(), `${locale} ${common}`).not.toBe('');
        if (locale !== 'en') expect(words[common], `${locale} ${common}`).not.toBe(en[common]);
      }
      for (const type of EMAIL_TEMPLATE_TYPES) {
        for (const field of FIELDS) {
          const text = words[type][field];
          expect(text.trim(), `${locale} ${type}.${field}`).not.toBe('');
          expect(sorted(text), `${locale} ${type}.${field}`).toEqual(sorted(en[type][field]));
          // The words go into the HTML part as they are: no markup, no entities.
          expect(text, `${locale} ${type}.${field}`).not.toMatch(/[<>&"]/);
        }
        if (locale !== 'en') expect(words[type].subject, `${locale} ${type}.subject`).not.toBe(en[type].subject);
      }
    }
  });

  it('builds each template with only the variables its type is given, the link in both parts, and lang and dir on the HTML', () => {
    for (const locale of LOCALES) {
      for (const type of EMAIL_TEMPLATE_TYPES) {
        const template = defaultTemplate(type, locale);
        for (const part of [template.subject, template.html, template.text, sharedSubject(type, locale)]) {
          for (const name of variablesUsed(part)) expect(TEMPLATE_VARIABLE_NAMES[type]).toContain(name);
        }
        const link = TEMPLATE_VARIABLE_NAMES[type].find((name) => name.endsWith('Link'));
        expect(template.html).toContain(`href="{{ ${link} }}"`);
        expect(template.text).toContain(`{{ ${link} }}`);
        const dir = RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
        expect(template.html).toContain(`<html lang="${locale}" dir="${dir}">`);
      }
    }
    expect(defaultTemplate('magic_link', 'de').html).toContain('{{ otp }}');
    expect(RTL_LOCALES).toEqual(['ar', 'he', 'fa']);
  });
});
