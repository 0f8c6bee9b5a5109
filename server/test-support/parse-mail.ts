import { fail } from '../../protocol/fail';

export type ParsedMail = {
  /** Header values, unfolded, with RFC 2047 encoded words decoded; names in lower case. */
  headers: Record<string, string>;
  subject: string;
  from: string;
  text: string | undefined;
  html: string | undefined;
};

/**
 * Reads a message as a mail client would, enough for tests: headers, and the text/plain and text/html parts of a
 * single-part or multipart body with their transfer encoding (7bit, quoted-printable, base64) undone.
 */
export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitPart(raw);
  const parts = partsOf(headers, body);
  const part = (type: string) => parts.find((p) => (p.headers['content-type'] ?? '').startsWith(type));
  const decode = (p: { headers: Record<string, string>; body: string } | undefined) => p && decodeBody(p.body, p.headers['content-transfer-encoding'] ?? '7bit');
  return { headers, subject: headers.subject ?? '', from: headers.from ?? '', text: decode(part('text/plain')), html: decode(part('text/html')) };
}

type Part = { headers: Record<string, string>; body: string };

function splitPart(raw: string): Part {
  const end = raw.indexOf('\r\n\r\n');
  const head = end === -1 ? raw : raw.slice(0, end);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? '' : raw.slice(end + 4) };
}

function partsOf(headers: Record<string, string>, body: string): Part[] {
  const type = headers['content-type'] ?? 'text/plain';
  if (!type.startsWith('multipart/')) return [{ headers, body }];
  const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1] ?? fail('a multipart message names its boundary');
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => {
      const part = splitPart(chunk.replace(/^\r\n/, ''));
      return partsOf(part.headers, part.body);
    });
}

function decodeBody(body: string, encoding: string): string {
  const trimmed = body.replace(/\r\n$/, '');
  if (encoding === 'base64') return Buffer.from(trimmed, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(trimmed.replace(/=\r\n/g, ''));
  return trimmed;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? ''));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}
