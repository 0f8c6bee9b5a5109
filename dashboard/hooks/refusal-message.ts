import { plainError } from '../errors/plain-error';

/**
 * What to say when the server refused a change saved at once (a switch, a choice): in plain words
 * (errors/plain-error.ts); a plain-text refusal written for people, e.g. production mode's list of failed checks,
 * as the server wrote it, without the request line core adds for developers.
 */
export async function refusalMessage(error: unknown): Promise<string> {
  return (await plainError(error)).message;
}
