import { contactParts } from './contact-parts';

/** The couple's contact line, each number, address and WhatsApp link in it a link (tel:, mailto:, wa.me). */
export function ContactLine({ line }: { line: string }) {
  return (
    <>
      {contactParts(line).map((part, index) =>
        part.href ? (
          <a key={index} href={part.href}>
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
