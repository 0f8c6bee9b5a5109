/**
 * Sign-up rules (docs/wire.md §4 "Sign-up rules"): a project's ordered list of conditions on a sign-up, each allowing,
 * refusing or only counting it, and a default action when none decides. The JSON of a rule is Stack's
 * (`auth.signUpRules.<id>`); its condition is a string in the part of CEL that Stack's rule builder writes. No I/O:
 * the server evaluates with it, the dashboard edits conditions with it.
 */

/**
 * What a matching rule does: `allow` and `reject` decide; `log` only counts the match and evaluation goes on.
 *
 * @example
 * ```ts
 * const action: SignUpRuleAction = { type: 'reject', message: 'Only company addresses' };
 * ```
 */
type SignUpRuleAction = { type: 'allow' | 'reject' | 'log'; message?: string | undefined };

/**
 * One rule as stored and as the admin API reads and writes it (Stack's shape).
 *
 * @example
 * ```ts
 * const rule: SignUpRule = { enabled: true, displayName: 'No example.com', priority: 0, condition: 'emailDomain == "example.com"', action: { type: 'reject' } };
 * ```
 */
export type SignUpRule = {
  enabled: boolean;
  displayName?: string | undefined;
  /** Higher first; equal priorities by rule id. */
  priority: number;
  condition?: string | undefined;
  action: SignUpRuleAction;
};

/** The fields a condition can test. */
export const SIGN_UP_RULE_FIELDS = ['email', 'emailDomain', 'countryCode', 'authMethod', 'oauthProvider'] as const;
/**
 * A field of the sign-up a condition tests.
 *
 * @example
 * ```ts
 * const field: SignUpRuleField = 'emailDomain';
 * ```
 */
export type SignUpRuleField = (typeof SIGN_UP_RULE_FIELDS)[number];

/** The sign-in methods as rules name them (Stack's): e-mail code is `otp`. */
export const SIGN_UP_AUTH_METHODS = ['password', 'otp', 'oauth', 'passkey'] as const;

/**
 * What the rules see of a sign-up; an unknown value is the empty string, as in Stack.
 *
 * @example
 * ```ts
 * const sample = signUpRuleContext({ email: 'ann@example.com', authMethod: 'password' });
 * ```
 */
export type SignUpRuleContext = Record<SignUpRuleField, string>;

/**
 * The context of a sign-up: the address lower-cased, its domain, the country upper-cased.
 *
 * @example
 * ```ts
 * signUpRuleContext({ email: 'Ann@Example.com', authMethod: 'otp' }).emailDomain; // 'example.com'
 * ```
 */
export function signUpRuleContext(input: {
  email?: string | null | undefined;
  countryCode?: string | null | undefined;
  authMethod: string;
  oauthProvider?: string | null | undefined;
}): SignUpRuleContext {
  const email = (input.email ?? '').trim().toLowerCase();
  const at = email.lastIndexOf('@');
  return {
    email,
    emailDomain: at >= 0 ? email.slice(at + 1) : '',
    countryCode: (input.countryCode ?? '').trim().toUpperCase(),
    authMethod: input.authMethod,
    oauthProvider: input.oauthProvider ?? '',
  };
}

/** One test of a field. */
export type ConditionTest =
  | { type: 'test'; field: SignUpRuleField; operator: 'equals' | 'not_equals' | 'contains' | 'starts_with' | 'ends_with' | 'matches'; value: string }
  | { type: 'test'; field: SignUpRuleField; operator: 'in_list'; value: string[] };

/**
 * A parsed condition: tests joined by and/or, negated, or a constant.
 *
 * @example
 * ```ts
 * const node: ConditionNode = { type: 'test', field: 'emailDomain', operator: 'equals', value: 'example.com' };
 * ```
 */
export type ConditionNode = ConditionTest | { type: 'and' | 'or'; children: ConditionNode[] } | { type: 'not'; child: ConditionNode } | { type: 'constant'; value: boolean };

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

/** Whether `context` satisfies the parsed condition. */
function conditionHolds(node: ConditionNode, context: SignUpRuleContext): boolean {
  switch (node.type) {
    case 'constant':
      return node.value;
    case 'not':
      return !conditionHolds(node.child, context);
    case 'and':
      return node.children.every((child) => conditionHolds(child, context));
    case 'or':
      return node.children.some((child) => conditionHolds(child, context));
    case 'test': {
      const actual = context[node.field];
      switch (node.operator) {
        case 'equals':
          return actual === node.value;
        case 'not_equals':
          return actual !== node.value;
        case 'contains':
          return actual.includes(node.value);
        case 'starts_with':
          return actual.startsWith(node.value);
        case 'ends_with':
          return actual.endsWith(node.value);
        case 'matches':
          return new RegExp(node.value).test(actual);
        case 'in_list':
          return node.value.includes(actual);
      }
    }
  }
}

/**
 * How one rule fared: `matched`, `not_matched`, `disabled`, `missing_condition` (no condition), or `error` (a
 * condition that does not parse, which the admin API never stores).
 *
 * @example
 * ```ts
 * const status: SignUpRuleStatus = 'matched';
 * ```
 */
export type SignUpRuleStatus = 'matched' | 'not_matched' | 'disabled' | 'missing_condition' | 'error';

/**
 * The rules' verdict on a sign-up, with each rule's result in the order they ran.
 *
 * @example
 * ```ts
 * const trace = evaluateSignUpRules(config.sign_up_rules, config.sign_up_rules_default_action, sample);
 * if (!trace.should_allow) refuse();
 * ```
 */
export type SignUpRulesTrace = {
  evaluations: { rule_id: string; rule: SignUpRule; status: SignUpRuleStatus; error?: string }[];
  should_allow: boolean;
  decision: 'allow' | 'reject' | 'default-allow' | 'default-reject';
  decision_rule_id: string | null;
  /** Every enabled rule that matched up to the decision (the `log` ones and the deciding one): what the stats count. */
  matched_rule_ids: string[];
};

/**
 * The rules in evaluation order: priority high to low, then id.
 *
 * @example
 * ```ts
 * orderedRules({ b: ruleB, a: ruleA }); // [['a', ruleA], ['b', ruleB]] at equal priority
 * ```
 */
export function orderedRules(rules: Record<string, SignUpRule>): [string, SignUpRule][] {
  return Object.entries(rules).sort(([idA, a], [idB, b]) => b.priority - a.priority || (idA < idB ? -1 : idA > idB ? 1 : 0));
}

/**
 * Runs the rules in order; the first enabled rule that matches with `allow` or `reject` decides, else the default.
 *
 * @example
 * ```ts
 * evaluateSignUpRules({}, 'reject', signUpRuleContext({ authMethod: 'password' })).decision; // 'default-reject'
 * ```
 */
export function evaluateSignUpRules(rules: Record<string, SignUpRule>, defaultAction: 'allow' | 'reject', context: SignUpRuleContext): SignUpRulesTrace {
  const evaluations: SignUpRulesTrace['evaluations'] = [];
  const matched: string[] = [];
  for (const [ruleId, rule] of orderedRules(rules)) {
    if (!rule.enabled) {
      evaluations.push({ rule_id: ruleId, rule, status: 'disabled' });
      continue;
    }
    if (!rule.condition?.trim()) {
      evaluations.push({ rule_id: ruleId, rule, status: 'missing_condition' });
      continue;
    }
    let holds: boolean;
    try {
      holds = conditionHolds(parseCondition(rule.condition), context);
    } catch (error) {
      evaluations.push({ rule_id: ruleId, rule, status: 'error', error: error instanceof Error ? error.message : String(error) });
      continue;
    }
    evaluations.push({ rule_id: ruleId, rule, status: holds ? 'matched' : 'not_matched' });
    if (!holds) continue;
    matched.push(ruleId);
    if (rule.action.type === 'log') continue;
    return { evaluations, should_allow: rule.action.type === 'allow', decision: rule.action.type, decision_rule_id: ruleId, matched_rule_ids: matched };
  }
  const allow = defaultAction !== 'reject';
  return { evaluations, should_allow: allow, decision: allow ? 'default-allow' : 'default-reject', decision_rule_id: null, matched_rule_ids: matched };
}
