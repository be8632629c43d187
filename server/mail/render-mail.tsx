/**
 * One e-mail's words made into what is sent: a plain-text version and an HTML version saying the same, the HTML
 * rendered on the server from React components (react-dom/server). The HTML loads nothing: no image, no font, no
 * tracking pixel, so it reads the same with images blocked; names and texts are escaped by React.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from '#common/locales';
import { LINE_BREAKING } from '#common/outbox-api';

/** What a message says, in its recipient's language; each kind of message makes one (kinds/). */
export interface MailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** Lists after the paragraphs, each under a heading of its own (a confirmation's events, who comes to each). */
  sections?: Array<{ heading: string; items: string[] }>;
  /** Paragraphs after the lists. */
  closing?: string[];
  /** The couple's own words for this send (couple-note.ts), as they wrote them, a paragraph a line; before the link. */
  note?: string[];
  /** A link the message is about (the guest's personal link, the site), shown as a button and written out. */
  link?: { label: string; url: string };
  /** A last line in small print: who sent it and why. */
  footer: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Control characters and line or paragraph separators become spaces: a subject or a name is one line. */
export function oneLine(value: string): string {
  return value
    .replace(new RegExp(LINE_BREAKING.source, 'g'), ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

const page = { margin: 0, padding: '24px 12px', background: '#f6f1ea', color: '#2d2a26' } as const;
const card = { maxWidth: 560, margin: '0 auto', padding: '28px 24px', background: '#ffffff', borderRadius: 8 } as const;
const font = { fontFamily: 'Georgia, "Times New Roman", serif', fontSize: 17, lineHeight: 1.55 } as const;
const button = {
  display: 'inline-block',
  padding: '12px 20px',
  background: '#6d4c41',
  color: '#ffffff',
  borderRadius: 6,
  textDecoration: 'none',
  fontWeight: 'bold',
} as const;

function MailPage({ locale, title, children, footer }: { locale: Locale; title: string; children: ReactNode; footer: string }) {
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body style={{ ...page, ...font }}>
        <div style={card}>{children}</div>
        <p style={{ maxWidth: 560, margin: '16px auto 0', fontSize: 13, color: '#6b645c' }}>{footer}</p>
      </body>
    </html>
  );
}

function MailBody({ content }: { content: MailContent }) {
  return (
    <>
      <h1 style={{ margin: '0 0 16px', fontSize: 24, fontWeight: 'normal' }}>{content.heading}</h1>
      {content.paragraphs.map((paragraph, index) => (
        <p key={index} style={{ margin: '0 0 14px' }}>
          {paragraph}
        </p>
      ))}
      {content.sections?.map((section, index) => (
        <div key={index}>
          <h2 style={{ margin: '20px 0 6px', fontSize: 19, fontWeight: 'bold' }}>{section.heading}</h2>
          <ul style={{ margin: '0 0 14px', paddingLeft: 22 }}>
            {section.items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
      {content.closing?.map((paragraph, index) => (
        <p key={index} style={{ margin: '0 0 14px' }}>
          {paragraph}
        </p>
      ))}
      {content.note && content.note.length > 0 && (
        <div style={{ margin: '20px 0 14px', paddingLeft: 14, borderLeft: '3px solid #d7c4b3', fontStyle: 'italic' }}>
          {content.note.map((line, index) => (
            <p key={index} style={{ margin: '0 0 8px' }}>
              {line}
            </p>
          ))}
        </div>
      )}
      {content.link && (
        <>
          <p style={{ margin: '22px 0 8px' }}>
            <a href={content.link.url} style={button}>
              {content.link.label}
            </a>
          </p>
          {/* Written out too: a reader that strips links, or a couple forwarding it by hand, still has it. */}
          <p style={{ margin: 0, fontSize: 14, wordBreak: 'break-all' }}>{content.link.url}</p>
        </>
      )}
    </>
  );
}

function plainText(content: MailContent, locale: Locale): string {
  const parts = [content.heading, ...content.paragraphs];
  for (const section of content.sections ?? []) parts.push([section.heading, ...section.items.map((item) => `- ${item}`)].join('\n'));
  parts.push(...(content.closing ?? []));
  if (content.note && content.note.length > 0) parts.push(content.note.join('\n'));
  // French puts a no-break space before a colon.
  if (content.link) parts.push(`${content.link.label}${locale === 'fr' ? '\u00a0' : ''}:\n${content.link.url}`);
  parts.push('--\n' + content.footer);
  return parts.join('\n\n') + '\n';
}

export function renderMail(locale: Locale, content: MailContent): RenderedMail {
  const subject = oneLine(content.subject);
  const html =
    '<!doctype html>' +
    renderToStaticMarkup(
      <MailPage locale={locale} title={subject} footer={content.footer}>
        <MailBody content={content} />
      </MailPage>,
    );
  return { subject, text: plainText(content, locale), html };
}
