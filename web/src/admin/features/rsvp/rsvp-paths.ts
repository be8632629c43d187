/** Where the answers' screens link to: the app gives the paths (a feature never imports the app). */
export interface RsvpPaths {
  settings: string;
  caterer: (eventId: number) => string;
  household: (guestId: number) => string;
  guest: (guestId: number) => string;
}
