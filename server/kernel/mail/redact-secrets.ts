/**
 * Removes secrets from a text, in the forms an SMTP exchange may echo them: as typed, URL-encoded (inside a
 * connection URL) and base64 (AUTH LOGIN sends the password alone, AUTH PLAIN as `\0user\0password`).
 */
export function redactSecrets(text: string, credentials: { username: string; password: string }[]): string {
  let result = text;
  for (const { username, password } of credentials) {
    if (password === '') continue;
    const forms = [Buffer.from(`\u0000${username}\u0000${password}`).toString('base64'), Buffer.from(password).toString('base64'), encodeURIComponent(password), password];
    for (const form of forms) result = result.split(form).join('[redacted]');
  }
  return result;
}

/** The user name and password inside a connection URL such as `smtp://user:password@host`. */
export function urlCredentials(url: string): { username: string; password: string } {
  if (!URL.canParse(url)) return { username: '', password: '' };
  const parsed = new URL(url);
  return { username: decodeURIComponent(parsed.username), password: decodeURIComponent(parsed.password) };
}
