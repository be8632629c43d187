import { useState, type ReactNode } from 'react';

interface LazyDetailsProps {
  summary: ReactNode;
  /** A spot a link can open it at (components/setup-spots.ts). */
  id?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A <details> whose content is made the first time it opens, then kept (what was typed stays when it is closed): a
 * list of events does not build a form and its 400 time zones for each closed event.
 */
export function LazyDetails({ summary, id, className, children }: LazyDetailsProps) {
  const [opened, setOpened] = useState(false);
  return (
    <details id={id} className={className} onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>{summary}</summary>
      {opened && children}
    </details>
  );
}
