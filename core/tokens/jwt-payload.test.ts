import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { decodeJwtPayload } from './jwt-payload';

const secret = new TextEncoder().encode('a test secret of thirty-two bytes!');
const sign = (claims: Record<string, unknown>) => new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(secret);
const segment = (text: string) => Buffer.from(text).toString('base64url');

describe('decodeJwtPayload reads what a JOSE library reads, and nothing that is not a JWT', () => {
  it('a signed token: the same claims as jose, non-ASCII text and base64url characters included', async () => {
    // '?>' and '~~' encode to base64 with '/' and '+', so the payload segment has '_' and '-'.
    const token = await sign({ sub: 'u_1', name: 'Zoë Ødegård 🙂', note: '?>?>~~~', exp: 1_900_000_000, is_anonymous: true });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(decodeJwtPayload(token)).toEqual(decodeJwt(token));
  });

  it.each([
    ['no dots', 'not-a-token'],
    ['two parts', `${segment('{}')}.${segment('{"sub":"u"}')}`],
    ['five parts (an encrypted JWE)', `${segment('{}')}.a.b.c.d`],
    ['an empty payload', `${segment('{}')}..sig`],
    ['a payload that is not base64url', `${segment('{}')}.ab+c/.sig`],
    ['a payload that is not JSON', `${segment('{}')}.${segment('sub=u')}.sig`],
    ['a JSON array', `${segment('{}')}.${segment('["sub"]')}.sig`],
    ['JSON null', `${segment('{}')}.${segment('null')}.sig`],
  ])('%s: null', (_, token) => {
    expect(decodeJwtPayload(token)).toBeNull();
  });
});
