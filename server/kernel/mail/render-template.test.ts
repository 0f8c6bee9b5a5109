import { describe, expect, it } from 'vitest';
import { redactSecrets } from './redact-secrets';
import { escapeHtml, renderTemplate, variablesUsed } from './render-template';

describe('renderTemplate', () => {
  const source = {
    subject: 'Hello {{ name }} at {{project}}',
    html: '<a title="{{ name }}" href="{{ link }}">{{ name }}</a>{{ missing }}',
    text: '{{ name }}: {{ link }}',
  };

  it('escapes every value in the HTML part, including inside attributes, and leaves the text part as written', () => {
    const mail = renderTemplate(source, { name: `O'Brien "<b>" & co`, link: 'https://x.test/?a=1&b=2', project: 'P' });
    expect(mail.html).toBe('<a title="O&#39;Brien &#34;&#60;b&#62;&#34; &#38; co" href="https://x.test/?a=1&#38;b=2">O&#39;Brien &#34;&#60;b&#62;&#34; &#38; co</a>');
    expect(mail.text).toBe(`O'Brien "<b>" & co: https://x.test/?a=1&b=2`);
    expect(mail.subject).toBe(`Hello O'Brien "<b>" & co at P`);
  });

  it('keeps a subject on one line and renders null or unknown variables as nothing', () => {
    const mail = renderTemplate(source, { name: 'Eve\r\nBcc: all@example.com', link: null, project: undefined });
    expect(mail.subject).toBe('Hello Eve Bcc: all@example.com at ');
    expect(mail.text).toBe('Eve\r\nBcc: all@example.com: ');
  });

  it('does not read variables from the object prototype', () => {
    expect(renderTemplate({ subject: '{{ constructor }}{{ toString }}', html: '', text: '' }, {}).subject).toBe('');
  });

  it('names the variables a template uses', () => {
    expect(variablesUsed(source.html)).toEqual(['name', 'link', 'name', 'missing']);
    expect(escapeHtml('plain')).toBe('plain');
  });
});

describe('redactSecrets', () => {
  it('removes a password as typed, URL-encoded and in the base64 of AUTH LOGIN and AUTH PLAIN', () => {
    const credentials = [{ username: 'u', password: 'p@ss w/rd' }];
    const plain = Buffer.from('\u0000u\u0000p@ss w/rd').toString('base64');
    const login = Buffer.from('p@ss w/rd').toString('base64');
    const text = `535 bad p@ss w/rd; url smtp://u:${encodeURIComponent('p@ss w/rd')}@h; ${plain}; ${login}`;
    expect(redactSecrets(text, credentials)).toBe('535 bad [redacted]; url smtp://u:[redacted]@h; [redacted]; [redacted]');
  });
});
