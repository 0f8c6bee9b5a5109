/**
 * The condition language of sign-up rules (docs/wire.md §4 "Sign-up rules"): the fields a condition tests, what a
 * sign-up offers them, the parsed form of a condition, and whether a sign-up satisfies it. Parsing and writing
 * conditions as text is condition-parser.ts.
 */

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

/** Whether `context` satisfies the parsed condition. */
export function conditionHolds(node: ConditionNode, context: SignUpRuleContext): boolean {
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
