import { useEffect, type ReactNode } from 'react';
import { ELEMENT_TAGS, type ElementTag } from '../protocol/elements';
import { LIGHT_ATTRIBUTE, lightCss } from '../elements/styles/light-css';
import { shadowCss } from '../elements/styles/shadow-css';
import { adoptDocumentStyles } from '../elements/styles/stylesheets';

/**
 * Where the dashboard renders Latch's own components (sign-in, sign-up, account settings, the user button) through
 * LatchProvider. Inside an auth-* element their base styles live in the element's shadow root and the credential
 * form's in the page, scoped to the element; here there is no element, so the same stylesheets go to the document
 * aimed at this wrapper (one class per element kind, as each kind reserves its own space).
 */
export function LatchArea({ tag, children }: { tag: ElementTag; children: ReactNode }) {
  const scope = `latch-area-${tag}`;
  useEffect(() => {
    // Nested under the wrapper (CSS nesting), so the elements' rules (.card, .button, h1…) never reach the dashboard's.
    adoptDocumentStyles(`.${scope}{${shadowCss(tag).replaceAll(':host', '&')}}`);
    adoptDocumentStyles(lightCss().replaceAll(`:is(${ELEMENT_TAGS.join(',')})>[${LIGHT_ATTRIBUTE}]`, `.${scope}`));
  }, [tag, scope]);
  return (
    <div className={`latch-area ${scope}`}>
      <div className="root">{children}</div>
    </div>
  );
}
