import { DEFAULT_TIME_ZONE, isTimeZone } from '@cis/contracts';

// Apart from lib/dates (luxon) so the session store, which the sign-in page loads, does not bring the date library.
let displayZone: string = DEFAULT_TIME_ZONE;

/** The zone every time is shown in from now on: the signed-in user's (an unknown name keeps Asia/Phnom_Penh). */
export function setDisplayZone(zone: string | null | undefined): void {
  displayZone = zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** The zone times are shown in (the user's; Asia/Phnom_Penh before sign-in). */
export function getDisplayZone(): string {
  return displayZone;
}
