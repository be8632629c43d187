/**
 * Everything the couple edits (/api/admin/content), loaded once per screen and kept in step with each save's
 * answer: a saved text, entry or photo replaces the one shown, so the screen always shows what guests see.
 */
import { useCallback, useEffect, useState } from 'react';
import type { AdminContent } from '#common/site-content';
import { siteContent } from './admin-calls';
import type { ApiFailure } from './admin-client';

export function useAdminContent(onSignedOut: () => void) {
  const [content, setContent] = useState<AdminContent | null>(null);
  const [failure, setFailure] = useState<ApiFailure | null>(null);

  useEffect(() => {
    let shown = true;
    void siteContent().then((result) => {
      if (!shown) return;
      if (result.ok) setContent(result.value);
      else if (result.failure.kind === 'signed-out') onSignedOut();
      else setFailure(result.failure);
    });
    return () => {
      shown = false;
    };
  }, [onSignedOut]);

  /** Applies what a save answered to the content shown. */
  const update = useCallback((change: (content: AdminContent) => AdminContent) => setContent((current) => (current ? change(current) : current)), []);
  return { content, failure, update };
}
