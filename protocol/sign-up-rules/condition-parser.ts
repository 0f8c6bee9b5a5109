import { type ConditionNode, SIGN_UP_RULE_FIELDS } from './condition';

/*
 * Conditions as text (Stack's CEL subset) and back: what the admin API checks before storing a rule and what the
 * dashboard's rule builder reads and writes.
 */

const METHODS = { contains: 'contains', startsWith: 'starts_with', endsWith: 'ends_with', matches: 'matches' } as const;
const TOKEN = /\s*(?:(&&|\|\||==|!=|[()[\],.!])|("(?:\\.|[^"\\])*")|([A-Za-z_][A-Za-z0-9_]*))/y;

/**
 * Parses a condition (Stack's CEL subset: `field == "v"`, `!=`, `field in ["a", "b"]`, `field.contains("v")`,
 * `startsWith`, `endsWith`, `matches`, `&&`, `||`, `!`, parentheses, `true`, `false`). An empty condition is `true`.
 * Throws an Error whose message says what is wrong.
 *
 * @example
 * ```ts
 * parseCondition('emailDomain in ["a.com", "b.com"] && authMethod == "password"');
 * ```
 */
export function parseCondition(text: string): ConditionNode {
  if (text.length > 4_000) throw new Error('The condition is longer than 4000 characters.');
  const tokens = tokenize(text);
  if (tokens.length === 0) return { type: 'constant', value: true };
  let at = 0;
  const peek = () => tokens[at];
  const take = (expected?: string): string => {
    const token = tokens[at];
    if (token === undefined) throw new Error(`The condition ends too early${expected ? `; expected ${expected}` : ''}.`);
    if (expected !== undefined && token !== expected) throw new Error(`Expected ${expected} but found ${token}.`);
    at++;
    return token;
  };
  const string = (): string => {
    const token = take();
    if (!token.startsWith('"')) throw new Error(`Expected a quoted string but found ${token}.`);
    return token.slice(1, -1).replace(/\\(.)/g, '$1');
  };
  const join = (type: 'and' | 'or', next: () => ConditionNode, symbol: string): ConditionNode => {
    const children = [next()];
    while (peek() === symbol) {
      take();
      children.push(next());
    }
    return children.length === 1 ? (children[0] as ConditionNode) : { type, children };
  };
  const or = (): ConditionNode => join('or', and, '||');
  const and = (): ConditionNode => join('and', unary, '&&');
  const unary = (): ConditionNode => {
    if (peek() === '!') {
      take();
      return { type: 'not', child: unary() };
    }
    if (peek() === '(') {
      take();
      const inner = or();
      take(')');
      return inner;
    }
    const word = take();
    if (word === 'true' || word === 'false') return { type: 'constant', value: word === 'true' };
    const field = SIGN_UP_RULE_FIELDS.find((f) => f === word);
    if (!field) throw new Error(`Unknown field ${word}; use one of ${SIGN_UP_RULE_FIELDS.join(', ')}.`);
    const operator = take();
    if (operator === '==' || operator === '!=') return { type: 'test', field, operator: operator === '==' ? 'equals' : 'not_equals', value: string() };
    if (operator === 'in') {
      take('[');
      const value: string[] = [];
      while (peek() !== ']') {
        if (value.length > 0) take(',');
        value.push(string());
      }
      take(']');
      return { type: 'test', field, operator: 'in_list', value };
    }
    if (operator === '.') {
      const method = take();
      const mapped = Object.hasOwn(METHODS, method) ? METHODS[method as keyof typeof METHODS] : undefined;
      if (!mapped) throw new Error(`Unknown function ${method}; use contains, startsWith, endsWith or matches.`);
      take('(');
      const value = string();
      take(')');
      if (mapped === 'matches') checkPattern(value);
      return { type: 'test', field, operator: mapped, value };
    }
    throw new Error(`Expected ==, !=, in or a function after ${field} but found ${operator}.`);
  };
  const node = or();
  if (at < tokens.length) throw new Error(`Unexpected ${tokens[at]}.`);
  return node;
}

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    if (/^\s*$/.test(text.slice(TOKEN.lastIndex))) break;
    const start = TOKEN.lastIndex;
    const match = TOKEN.exec(text);
    if (!match) throw new Error(`Cannot read the condition at character ${start + 1}.`);
    tokens.push((match[1] ?? match[2] ?? match[3]) as string);
  }
  return tokens;
}

function checkPattern(pattern: string): void {
  try {
    new RegExp(pattern);
  } catch {
    throw new Error(`The pattern ${pattern} is not a valid regular expression.`);
  }
}

/**
 * A condition written back as text (the inverse of `parseCondition`, as the dashboard's builder saves it).
 *
 * @example
 * ```ts
 * conditionText({ type: 'test', field: 'emailDomain', operator: 'equals', value: 'example.com' }); // 'emailDomain == "example.com"'
 * ```
 */
export function conditionText(node: ConditionNode): string {
  const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  switch (node.type) {
    case 'constant':
      return String(node.value);
    case 'not':
      return `!(${conditionText(node.child)})`;
    case 'and':
    case 'or':
      return node.children
        .map((child) => (child.type === 'and' || child.type === 'or' ? `(${conditionText(child)})` : conditionText(child)))
        .join(node.type === 'and' ? ' && ' : ' || ');
    case 'test': {
      if (node.operator === 'in_list') return `${node.field} in [${node.value.map(quote).join(', ')}]`;
      if (node.operator === 'equals' || node.operator === 'not_equals') return `${node.field} ${node.operator === 'equals' ? '==' : '!='} ${quote(node.value)}`;
      const method = Object.entries(METHODS).find(([, op]) => op === node.operator)?.[0] ?? 'contains';
      return `${node.field}.${method}(${quote(node.value)})`;
    }
  }
}
