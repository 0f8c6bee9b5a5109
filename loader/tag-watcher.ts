import { ELEMENT_TAGS, type ElementTag } from '../protocol/elements';

const OUR_TAGS = new Set<string>(ELEMENT_TAGS);

/**
 * Calls `found(tag)` for each auth-* tag that is in the document now or appears later, including inside the
 * shadow roots of our own elements. Hosts that render tags inside their own shadow roots call `Latch.load`.
 */
export function watchTags(found: (tag: ElementTag) => void): void {
  const seen = new Set<string>();
  const observed = new WeakSet<Node>();
  const report = (element: Element) => {
    const tag = element.localName;
    if (!OUR_TAGS.has(tag)) return;
    if (!seen.has(tag)) {
      seen.add(tag);
      found(tag as ElementTag);
      // Every tag is loading: nothing left to watch for.
      if (seen.size === OUR_TAGS.size) observer.disconnect();
    }
    if (element.shadowRoot) observe(element.shadowRoot);
    else void customElements.whenDefined(tag).then(() => element.shadowRoot && observe(element.shadowRoot));
  };
  const scan = (root: ParentNode) => {
    if (root instanceof Element) report(root);
    for (const tag of ELEMENT_TAGS) root.querySelectorAll(tag).forEach(report);
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (node instanceof Element) scan(node);
      });
    }
  });
  function observe(root: Document | ShadowRoot): void {
    if (observed.has(root)) return;
    observed.add(root);
    observer.observe(root, { childList: true, subtree: true });
    scan(root);
  }
  observe(document);
}
