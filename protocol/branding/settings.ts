import { z } from 'zod';
import { clientSetting } from '../settings/setting';

/** A CSS hex colour: `#rgb`, `#rrggbb` (or with alpha, `#rgba`, `#rrggbbaa`). */
const hexColor = z.string().regex(/^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, 'a CSS hex colour such as #4338ca');

/**
 * A CSS `font-family` list such as `Inter, "Segoe UI", sans-serif`: family names (bare or quoted) separated by
 * commas, nothing else, so no `;`, `}`, `url()` or other CSS can ride in on it.
 */
const fontFamily = z
  .string()
  .max(200)
  .regex(/^\s*(?:"[\w \-.]+"|'[\w \-.]+'|[\w\-. ]+)(?:\s*,\s*(?:"[\w \-.]+"|'[\w \-.]+'|[\w\-. ]+))*\s*$/, 'a font-family list: names separated by commas');

/** An https (or, for development, http) image address for the sign-in card's header. */
const logoUrl = z
  .string()
  .max(2_048)
  .regex(/^https?:\/\/[^\s"'()\\]+$/, 'an http(s) address');

/**
 * How the elements look on every site of the project (docs/branding.md): each field is optional, and an absent one
 * keeps the elements' own default. A page's `--latch-*` properties and `::part()` rules still win over these.
 * The card's logos are the branding's own rather than Stack's top-level `logo_url` fields: those are the
 * project's admin-only identity (Stack's client view does not carry them), and the card's logo is often not it.
 */
const brandingSchema = z.strictObject({
  /** The card's logo on a light background, and on a dark one (the light one when absent). */
  logo_url: logoUrl.optional(),
  logo_dark_url: logoUrl.optional(),
  /** The name the cards show (the sign-in title's `{project}`); the project's display name when absent. */
  name: z.string().trim().min(1).max(100).optional(),
  primary_color: hexColor.optional(),
  /** Button text on the primary colour. */
  primary_text_color: hexColor.optional(),
  background_color: hexColor.optional(),
  text_color: hexColor.optional(),
  /** Corner radius of fields and buttons, in CSS pixels (cards are rounder by half). */
  radius_px: z.number().int().min(0).max(32).optional(),
  font_family: fontFamily.optional(),
  /** The colour scheme when the page's element sets no `theme`. */
  theme: z.enum(['light', 'dark', 'auto']).optional(),
  /** Whether the OAuth buttons sit above the e-mail form (the default) or below it. */
  social_buttons: z.enum(['above', 'below']).optional(),
  /** Whether the cards end with "Secured by Latch" (the default: shown). */
  show_secured_by: z.boolean().optional(),
});

/** A locale tag such as `en`, `de` or `pt-BR`. */
const localeTag = z.string().regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8}){0,2}$/, 'a locale such as en or pt-BR');
/** A string key of the elements (`signIn.title`) or a known error code (`USER_EMAIL_ALREADY_EXISTS`). */
const stringKey = z.string().regex(/^[A-Za-z][\w.-]{0,99}$/, 'a string key such as signIn.title');

/** At most this many characters in all of a project's text overrides: every client downloads them. */
const TEXT_OVERRIDES_MAX_CHARACTERS = 20_000;

/**
 * A project's own words for the elements, by locale then string key (docs/branding.md "Text overrides"): the server
 * checks shape and size; the dashboard offers only the elements' known keys.
 */
const textOverrides = z
  .record(
    localeTag,
    z.record(stringKey, z.string().min(1).max(500)).refine((table) => Object.keys(table).length <= 200, 'at most 200 strings per locale'),
  )
  .refine((locales) => Object.keys(locales).length <= 50, 'at most 50 locales')
  .refine(
    (locales) => Object.values(locales).reduce((sum, table) => sum + Object.values(table).reduce((n, text) => n + text.length, 0), 0) <= TEXT_OVERRIDES_MAX_CHARACTERS,
    `at most ${TEXT_OVERRIDES_MAX_CHARACTERS} characters in all`,
  );

/** The project's branding and text overrides: every client reads them, since the elements apply them. */
export const brandingSettings = {
  branding: clientSetting(brandingSchema, {}),
  text_overrides: clientSetting(textOverrides, {}),
};
