/**
 * Parses labelled JSON texts (empty means `{}`); the first that is not JSON names itself in the message, so the owner
 * knows which box to fix.
 *
 * @example
 * ```ts
 * parseJsonFields([{ key: 'serverMetadata', label: 'Server metadata', text: '{"plan":"pro"}' }]);
 * // { ok: true, values: { serverMetadata: { plan: 'pro' } } }
 * ```
 */
export function parseJsonFields<K extends string>(fields: { key: K; label: string; text: string }[]): { ok: true; values: Record<K, unknown> } | { ok: false; message: string } {
  const values: Partial<Record<K, unknown>> = {};
  for (const field of fields) {
    const text = field.text.trim() === '' ? '{}' : field.text;
    try {
      values[field.key] = JSON.parse(text) as unknown;
    } catch {
      // The parser's own message is the browser's words, not the owner's: say what to check instead.
      return { ok: false, message: `${field.label} is not valid JSON. Check its quotes, commas and braces, as in {"plan": "pro"}.` };
    }
  }
  return { ok: true, values: values as Record<K, unknown> };
}
