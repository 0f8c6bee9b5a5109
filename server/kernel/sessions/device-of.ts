import type { SessionDeviceJson } from '../../../protocol/sessions/json';

/** Longest User-Agent stored; real ones are well under it, and a session row must not carry megabytes. */
export const USER_AGENT_MAX_LENGTH = 512;

/** First match wins: Edge and Opera also say "Chrome", Chrome also says "Safari". */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/(\b|Headless)(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** iPhone and iPad before macOS (iPadOS may say "Macintosh"), Android before Linux. */
const SYSTEMS: [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * The browser and operating system a User-Agent names, as far as it tells (each null when it does not, e.g. a
 * command-line client). No versions: enough for a person to recognise "Firefox on Windows" among their sessions.
 */
export function deviceOf(userAgent: string | null): SessionDeviceJson | undefined {
  if (!userAgent) return undefined;
  const find = (table: [RegExp, string][]) => table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  return { browser: find(BROWSERS), os: find(SYSTEMS) };
}

/** A request's User-Agent as stored with a session (trimmed to USER_AGENT_MAX_LENGTH), or undefined. */
export function storedUserAgent(header: string | undefined): string | undefined {
  const value = header?.trim();
  return value ? value.slice(0, USER_AGENT_MAX_LENGTH) : undefined;
}
