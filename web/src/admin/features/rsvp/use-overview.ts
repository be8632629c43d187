import { useCallback, useEffect, useState } from 'react';
import type { RsvpOverview } from '#common/rsvp-api';
import { rsvpOverview } from '../../api/rsvp-calls';
import type { ApiFailure } from '../../api/admin-client';

/**
 * The couple's overview, loaded when a screen of the answers opens and again when it asks (after "Mark as seen", a
 * saved deadline): every screen shows what the server counted, never a count of its own.
 */
export function useOverview(onSignedOut: () => void) {
  const [overview, setOverview] = useState<RsvpOverview | null>(null);
  const [failure, setFailure] = useState<ApiFailure | null>(null);

  const reload = useCallback(async (): Promise<RsvpOverview | null> => {
    const answer = await rsvpOverview();
    if (answer.ok) {
      setOverview(answer.value);
      setFailure(null);
      return answer.value;
    }
    if (answer.failure.kind === 'signed-out') onSignedOut();
    setFailure(answer.failure);
    return null;
  }, [onSignedOut]);

  useEffect(() => {
    let live = true;
    void rsvpOverview().then((answer) => {
      if (!live) return;
      if (answer.ok) return setOverview(answer.value);
      if (answer.failure.kind === 'signed-out') onSignedOut();
      setFailure(answer.failure);
    });
    return () => {
      live = false;
    };
  }, [onSignedOut]);

  return { overview, failure, reload, setOverview };
}
