/**
 * Everything the couple edits (/api/admin/content), loaded once per screen and kept in step with each save's
 * answer: a saved text, entry or photo replaces the one shown, so the screen always shows what guests see.
 */
import { useCallback } from 'react';
import type { AdminContent } from '#common/site-content';
import { siteContent } from './admin-calls';
import { useLoad } from './use-load';

export function useAdminContent(onSignedOut: () => void) {
  const { value, failure, setValue } = useLoad(siteContent, onSignedOut);
  /** Applies what a save answered to the content shown. */
  const update = useCallback((change: (content: AdminContent) => AdminContent) => setValue((current) => (current ? change(current) : current)), [setValue]);
  return { content: value ?? null, failure, update };
}
