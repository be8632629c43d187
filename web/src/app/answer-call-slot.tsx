import { useEffect, useState, type ReactNode } from 'react';
import { APP_PATHS } from '#common/app-paths';
import { NavLink } from '../lib/router/nav-link';

type Call = (props: { link: (label: string) => ReactNode }) => ReactNode;

/** The call's link to the form, drawn here: the call's chunk imports no router (the build would split React off). */
const linkToAnswer = (label: string) => (
  <NavLink to={APP_PATHS.rsvp} className="invitation-link-button">
    {label}
  </NavLink>
);

/**
 * The home page's call to answer (issue 20), in the invitation phase, or with `linkOnly` the link alone that ends the
 * schedule, venue, stay and travel pages (issue 28): its chunk and the household's answer (GET /api/rsvp) come once
 * the page is shown, never in the first load nor before the first paint. Nothing shows until they are there, nor
 * when there is nothing to answer (the shared password) or they cannot be read.
 */
export function AnswerCallSlot({ linkOnly = false }: { linkOnly?: boolean }) {
  const [call, setCall] = useState<Call | null>(null);
  useEffect(() => {
    let current = true;
    import('../features/rsvp/rsvp-page')
      .then(({ loadAnswerCall }) => loadAnswerCall(linkOnly))
      .then(
        (loaded) => current && setCall(() => loaded),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [linkOnly]);
  const Loaded = call;
  return Loaded ? <Loaded link={linkToAnswer} /> : null;
}
