import { rsvpOverview } from '../../api/rsvp-calls';
import { useLoad } from '../../api/use-load';

/**
 * The couple's overview, loaded when a screen of the answers opens and again when it asks (after "Mark as seen", a
 * saved deadline): every screen shows what the server counted, never a count of its own.
 */
export function useOverview(onSignedOut: () => void) {
  const { value, failure, reload, setValue } = useLoad(rsvpOverview, onSignedOut);
  return { overview: value ?? null, failure, reload, setOverview: setValue };
}
