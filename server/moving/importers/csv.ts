/**
 * Rows of a CSV text (RFC 4180: quoted fields may hold commas, quotes doubled, line breaks) as records keyed by
 * the header row. A byte-order mark is dropped; empty lines are skipped.
 */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i++) {
    const char = input[i];
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  const [header = [], ...body] = rows.filter((r) => r.some((cell) => cell !== ''));
  return body.map((cells) => Object.fromEntries(header.map((name, index) => [name.trim(), cells[index] ?? ''])));
}

/** Records of a JSON array, of a JSON object's `key` array, or of newline-delimited JSON (Auth0's exports). */
export function parseJsonRecords(text: string, key?: string): Record<string, unknown>[] {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  if (trimmed.startsWith('[')) return JSON.parse(trimmed) as Record<string, unknown>[];
  if (key && trimmed.startsWith('{')) {
    try {
      const whole = JSON.parse(trimmed) as Record<string, unknown>;
      if (Array.isArray(whole[key])) return whole[key] as Record<string, unknown>[];
    } catch (error) {
      if (!(error instanceof SyntaxError)) throw error;
    }
  }
  return trimmed
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
