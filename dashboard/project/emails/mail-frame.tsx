import { useEffect, useRef, useState } from 'react';

/** Served by the server with a policy of its own that lets a mail's inline styles apply (server/kernel/site/mail-preview-route.ts). */
const PREVIEW_URL = '/mail-preview';

/**
 * An e-mail's HTML as a recipient's mail program shows it, styles included, in a sandboxed frame: scripts of its own
 * disallowed by the frame's policy, no forms, no popups, an opaque origin with no access to the dashboard. The HTML
 * is posted to the frame's one script after it loaded, and again on each change. A frame that navigated away (a link
 * in the mail was followed) is reloaded before anything more is posted, so the HTML only ever reaches our own page.
 */
export function MailFrame({ html, title }: { html: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const loads = useRef(0);
  const [generation, setGeneration] = useState(0);
  const post = () => frame.current?.contentWindow?.postMessage(html, '*');
  useEffect(() => {
    if (loads.current === 1) post();
  });
  const onLoad = () => {
    loads.current += 1;
    if (loads.current === 1) post();
    else {
      loads.current = 0;
      setGeneration((n) => n + 1);
    }
  };
  return <iframe key={generation} ref={frame} className="mail-frame" sandbox="allow-scripts" title={title} src={PREVIEW_URL} onLoad={onLoad} />;
}
