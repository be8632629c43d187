import { createElement, Fragment, type CSSProperties, type ReactNode } from 'react';

/**
 * An e-mail's HTML, as the server rendered it for sending (server/mail/render-mail.tsx), shown in the dashboard the
 * way a mail reader shows it (issue 36). The dashboard's policy refuses inline style attributes (and a frame of it
 * inherits the policy), so the HTML is read with DOMParser, which applies nothing, and drawn again as React
 * elements: their styles are set through the CSSOM, which the policy allows. Only the tags the e-mails use are drawn;
 * links become text that looks like them (a household's link signs its household in: not a thing to tap by mistake),
 * and the e-mail's headings sit under the preview's own (`headingLevel`), so the page's outline stays whole.
 */
const TAGS = new Set(['div', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'span']);

const camel = (property: string) => property.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** An element's inline style as React takes it, read from the parsed (inert) document. */
function styleOf(element: Element): CSSProperties {
  const declared = (element as HTMLElement).style;
  const style: Record<string, string> = {};
  for (let index = 0; index < declared.length; index++) {
    const property = declared.item(index);
    style[camel(property)] = declared.getPropertyValue(property);
  }
  return style as CSSProperties;
}

function draw(node: Node, key: number, headingLevel: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  const children = [...element.childNodes].map((child, index) => draw(child, index, headingLevel));
  const style = styleOf(element);
  const heading = /^h([1-6])$/.exec(tag);
  if (heading) return createElement(`h${Math.min(6, headingLevel + Number(heading[1]))}`, { key, style }, children);
  if (tag === 'a') return createElement('span', { key, style }, children);
  if (TAGS.has(tag)) return createElement(tag, { key, style }, children.length > 0 ? children : undefined);
  return <Fragment key={key}>{children}</Fragment>;
}

export function MailHtml({ html, headingLevel, lang }: { html: string; headingLevel: number; lang: string }) {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  return (
    <div className="mail-html" lang={lang} style={styleOf(parsed.body)}>
      {[...parsed.body.childNodes].map((child, index) => draw(child, index, headingLevel))}
    </div>
  );
}
