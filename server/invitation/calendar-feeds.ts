/**
 * The households' calendar subscriptions: the token of a household's feed, and the household a token opens. The
 * token is derived from the link secret and the link's own key (calendar/feed-token.ts), so it changes with a new
 * link and opens nothing once the link is revoked or the household removed, with nothing more stored.
 */
import type { HouseholdLink, InvitationStore } from './invitation-store';
import { feedTokenFor, feedTokenMatches, parseFeedToken } from './calendar/feed-token';

export function createCalendarFeeds(secret: Buffer, invitation: InvitationStore) {
  return {
    tokenFor: (household: Pick<HouseholdLink, 'id' | 'linkMaterial'>): string => feedTokenFor(secret, household.id, household.linkMaterial),
    /** The household a feed token opens: never a revoked one, never another's. */
    householdOf(token: string): HouseholdLink | undefined {
      const parsed = parseFeedToken(token);
      if (!parsed) return undefined;
      const household = invitation.household(parsed.guestId);
      if (!household || household.revoked) return undefined;
      return feedTokenMatches(secret, household.id, household.linkMaterial, token) ? household : undefined;
    },
  };
}

export type CalendarFeeds = ReturnType<typeof createCalendarFeeds>;
