import { describe, expect, it } from 'vitest';
import { OAUTH_PROVIDER_IDS } from '../../../../protocol/project-config';
import { providerDefinition, providerDefinitions } from '.';
import type { Claims, OAuthProviderId, ProviderApi, ProviderSettings } from './provider-definition';

const settings: ProviderSettings = { microsoftTenantId: 'common', facebookConfigId: null, githubBaseUrl: null, gitlabBaseUrl: null };

/** The provider's other endpoints as sample answers; a URL not listed answers like a 404 (null). */
const apiAnswering = (answers: Record<string, unknown>): ProviderApi & { asked: string[] } => {
  const asked: string[] = [];
  return {
    asked,
    get: async (url) => {
      asked.push(url);
      return answers[url] ?? null;
    },
  };
};

const profileOf = (id: OAuthProviderId, claims: Claims, api: ProviderApi = apiAnswering({}), with_ = settings) => providerDefinitions[id].profile(claims, api, with_);

describe('provider profiles from sample answers', () => {
  it('has a definition for every provider the product knows, and none for others', () => {
    expect(Object.keys(providerDefinitions).sort()).toEqual([...OAUTH_PROVIDER_IDS].sort());
    for (const id of OAUTH_PROVIDER_IDS) expect(providerDefinition(id)?.id).toBe(id);
    expect(providerDefinition('myspace')).toBeUndefined();
    expect(providerDefinition('toString')).toBeUndefined();
  });

  it.each(['google', 'gitlab', 'linkedin'] as const)('%s: the standard OpenID claims', async (id) => {
    const claims = { sub: '1099', email: 'ada@example.com', email_verified: true, name: 'Ada', picture: 'https://img.example.com/a.png' };
    expect(await profileOf(id, claims)).toEqual({
      accountId: '1099',
      email: 'ada@example.com',
      emailVerified: true,
      displayName: 'Ada',
      profileImageUrl: 'https://img.example.com/a.png',
    });
    expect((await profileOf(id, { ...claims, email_verified: false })).emailVerified).toBe(false);
    expect(await profileOf(id, { sub: '7' })).toEqual({ accountId: '7', email: null, emailVerified: false, displayName: null, profileImageUrl: null });
  });

  it('apple: the ID token only, email_verified as the string "true"', async () => {
    expect(await profileOf('apple', { sub: '001234.abcd', email: 'x1@privaterelay.appleid.com', email_verified: 'true', is_private_email: 'true' })).toEqual({
      accountId: '001234.abcd',
      email: 'x1@privaterelay.appleid.com',
      emailVerified: true,
      displayName: null,
      profileImageUrl: null,
    });
    expect((await profileOf('apple', { sub: '1', email: 'a@example.com', email_verified: 'false' })).emailVerified).toBe(false);
  });

  it('twitch: preferred_username when there is no name', async () => {
    const claims = { sub: '4242', email: 'streamer@example.com', email_verified: true, preferred_username: 'streamer', picture: 'https://static-cdn.jtvnw.net/p.png' };
    expect(await profileOf('twitch', claims)).toEqual({
      accountId: '4242',
      email: 'streamer@example.com',
      emailVerified: true,
      displayName: 'streamer',
      profileImageUrl: 'https://static-cdn.jtvnw.net/p.png',
    });
  });

  it('github: the numeric id, and the primary address from /user/emails verified as GitHub says', async () => {
    const user = { id: 583231, login: 'octocat', name: null, email: 'public@example.com', avatar_url: 'https://avatars.githubusercontent.com/u/583231' };
    const api = apiAnswering({
      'https://api.github.com/user/emails': [
        { email: 'other@example.com', primary: false, verified: true },
        { email: 'octocat@example.com', primary: true, verified: true },
      ],
    });
    expect(await profileOf('github', user, api)).toEqual({
      accountId: '583231',
      email: 'octocat@example.com',
      emailVerified: true,
      displayName: 'octocat',
      profileImageUrl: 'https://avatars.githubusercontent.com/u/583231',
    });
    const unverified = apiAnswering({ 'https://api.github.com/user/emails': [{ email: 'octocat@example.com', primary: true, verified: false }] });
    expect(await profileOf('github', user, unverified)).toMatchObject({ email: 'octocat@example.com', emailVerified: false });
    // Without the e-mail list (scope refused), the public address of /user is not taken: GitHub does not say it is verified.
    expect(await profileOf('github', user)).toMatchObject({ email: null, emailVerified: false });
  });

  it('github: Enterprise Server answers under /api/v3', async () => {
    const api = apiAnswering({ 'https://github.example.com/api/v3/user/emails': [{ email: 'a@example.com', primary: true, verified: true }] });
    const profile = await profileOf('github', { id: 1, login: 'a' }, api, { ...settings, githubBaseUrl: 'https://github.example.com' });
    expect(profile.email).toBe('a@example.com');
    expect(api.asked).toEqual(['https://github.example.com/api/v3/user/emails']);
  });

  it('microsoft: Graph /me, never a verified address', async () => {
    expect(
      await profileOf('microsoft', { id: '87d349ed-44d7-43e1-9a83-5f2406dee5bd', displayName: 'Megan Bowen', mail: 'megan@contoso.com', userPrincipalName: 'megan@contoso.com' }),
    ).toEqual({
      accountId: '87d349ed-44d7-43e1-9a83-5f2406dee5bd',
      email: 'megan@contoso.com',
      emailVerified: false,
      displayName: 'Megan Bowen',
      profileImageUrl: null,
    });
  });

  it('spotify: /v1/me with the first image', async () => {
    const me = { id: 'wizzler', display_name: 'Wizzler', email: 'wizzler@example.com', images: [{ url: 'https://i.scdn.co/image/abc', height: 300, width: 300 }] };
    expect(await profileOf('spotify', me)).toEqual({
      accountId: 'wizzler',
      email: 'wizzler@example.com',
      emailVerified: false,
      displayName: 'Wizzler',
      profileImageUrl: 'https://i.scdn.co/image/abc',
    });
  });

  it('facebook: Graph /me with picture.data.url', async () => {
    const me = { id: '10158', name: 'Mark', email: 'mark@example.com', picture: { data: { url: 'https://platform-lookaside.fbsbx.com/p.jpg', is_silhouette: false } } };
    expect(await profileOf('facebook', me)).toEqual({
      accountId: '10158',
      email: 'mark@example.com',
      emailVerified: false,
      displayName: 'Mark',
      profileImageUrl: 'https://platform-lookaside.fbsbx.com/p.jpg',
    });
  });

  it('discord: verified flag, global name, avatar on the CDN', async () => {
    const me = { id: '80351110224678912', username: 'nelly', global_name: 'Nelly', avatar: '8342729096ea3675442027381ff50dfe', email: 'nelly@example.com', verified: true };
    expect(await profileOf('discord', me)).toEqual({
      accountId: '80351110224678912',
      email: 'nelly@example.com',
      emailVerified: true,
      displayName: 'Nelly',
      profileImageUrl: 'https://cdn.discordapp.com/avatars/80351110224678912/8342729096ea3675442027381ff50dfe.png',
    });
    expect(await profileOf('discord', { ...me, verified: false, avatar: null, global_name: null })).toMatchObject({
      emailVerified: false,
      displayName: 'nelly',
      profileImageUrl: null,
    });
  });

  it('bitbucket: the uuid, and the primary confirmed address from /2.0/user/emails', async () => {
    const user = { uuid: '{d301aafa-d676-4ee0-88be-962be7417567}', display_name: 'Emma', links: { avatar: { href: 'https://bitbucket.org/account/emma/avatar/' } } };
    const api = apiAnswering({
      'https://api.bitbucket.org/2.0/user/emails': {
        values: [
          { email: 'old@example.com', is_primary: false, is_confirmed: true },
          { email: 'emma@example.com', is_primary: true, is_confirmed: true },
        ],
      },
    });
    expect(await profileOf('bitbucket', user, api)).toEqual({
      accountId: '{d301aafa-d676-4ee0-88be-962be7417567}',
      email: 'emma@example.com',
      emailVerified: true,
      displayName: 'Emma',
      profileImageUrl: 'https://bitbucket.org/account/emma/avatar/',
    });
  });

  it('x: /2/users/me data, no e-mail', async () => {
    const answer = { data: { id: '2244994945', name: 'X Dev', username: 'XDevelopers', profile_image_url: 'https://pbs.twimg.com/p.jpg' } };
    expect(await profileOf('x', answer)).toEqual({
      accountId: '2244994945',
      email: null,
      emailVerified: false,
      displayName: 'X Dev',
      profileImageUrl: 'https://pbs.twimg.com/p.jpg',
    });
  });

  it('refuses an answer without an account id rather than signing in "nobody"', async () => {
    await expect(profileOf('google', { email: 'a@example.com' })).rejects.toThrow(/no account id/);
    await expect(profileOf('x', { errors: [{ title: 'Unauthorized' }] })).rejects.toThrow(/no account id/);
  });
});
