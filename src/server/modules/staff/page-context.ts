/**
 * What every staff page (src/pages/staff/*.astro, issue 23 item 1) knows on the server: the signed-in
 * principal from the staff cookie (accounts' `staffFromHeaders`), its role, and the venue's name,
 * stores and money settings for the islands. Null when signed out (the page redirects to /staff/login).
 */
import type { Services } from '../../services';
import { findVenue, venueLanguage } from '../catalog';
import type { Locale } from '../../../i18n';
import { staffFromHeaders, staffRole, type StaffRole } from '../accounts';

/** The venue and principal a staff page renders for. */
export interface StaffPageContext {
  venueCode: string;
  venueName: string;
  /** 'owner' | 'manager' | 'staff' ('owner' for the bootstrap credential). */
  role: StaffRole;
  /** The member's name; '' for the bootstrap credential. */
  memberName: string;
  /** The venue's `monetaryunit` ('$', 'AUD', …) and `monetaryrate`, for `formatMoney`. */
  money: { unit: string; rate: number };
  /** The venue's IANA time zone. */
  timeZone: string;
  /** The venue's stores (a food hall has several). */
  stores: { id: number; name: string }[];
  /** The venue's language (brand file `language`): what the page is in when the device has saved no choice. */
  language: Locale;
}

/** The staff page context of a request's Cookie header, or null when no live staff session. */
export async function staffPageContext(services: Pick<Services, 'db' | 'clock'>, cookieHeader: string | null | undefined): Promise<StaffPageContext | null> {
  const staff = await staffFromHeaders(services, cookieHeader);
  if (!staff) return null;
  const [venue, language] = await Promise.all([findVenue(services.db, staff.venueId), venueLanguage(services.db, staff.venueId)]);
  return {
    venueCode: staff.venueCode,
    venueName: venue?.name ?? staff.venueCode,
    role: staffRole(staff),
    memberName: staff.memberName ?? '',
    money: { unit: String(venue?.config.monetaryunit ?? '$'), rate: Number(venue?.config.monetaryrate ?? 1) || 1 },
    timeZone: String(venue?.config.timezone ?? 'Australia/Sydney'),
    stores: (venue?.stores ?? []).map((x) => ({ id: x.id, name: x.name })),
    language: language ?? 'en',
  };
}
