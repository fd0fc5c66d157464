import type { MeResponse } from '@overlap/contracts';
import type { UserRow } from './table';

/** Exactly the fields of spec §3 that leave the server, plus the admin flag. */
export function presentMe(user: UserRow): MeResponse {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    name: user.name,
    profileImageUrl: user.profileImageUrl,
    isAdmin: user.isAdmin,
    locale: user.locale,
  };
}
