"use client";

import { useCallback, useState } from "react";

/**
 * A caught mail as its reader sees it (issue 34). Every link opens in a new tab of its own (a
 * `<base target="_blank">` put in the mail) that escapes the sandbox: a sandboxed tab met the
 * app's Cross-Origin-Opener-Policy and showed "localhost is blocked", while a link followed
 * inside the frame met frame-ancestors 'none'. The frame is as tall as the mail (it cut the
 * bottom at 32rem) and as wide as the page, so a phone scrolls the page, not the frame. The
 * mail's own scripts never run (no allow-scripts); allow-same-origin lets this page measure it.
 */
export function MailPreview({ html }: { html: string }) {
  const [height, setHeight] = useState(512);
  const fit = useCallback((frame: HTMLIFrameElement | null) => {
    const page = frame?.contentDocument;
    // Also when the mail loaded before this page's script (the server's HTML carries the frame).
    if (page?.readyState === "complete" && page.body) setHeight(Math.max(page.documentElement.scrollHeight, 100));
  }, []);
  return (
    <iframe
      title="Mail as HTML"
      srcDoc={withBase(html)}
      sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      ref={fit}
      onLoad={(event) => fit(event.currentTarget)}
      style={{ height }}
      className="box-content w-full rounded-md border border-neva-100 bg-white"
      data-testid="mail-preview"
    />
  );
}

/** The mail with every link opening in a new tab (a link's own target still wins). */
function withBase(html: string): string {
  const base = '<base target="_blank">';
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}${base}`) : `${base}${html}`;
}
