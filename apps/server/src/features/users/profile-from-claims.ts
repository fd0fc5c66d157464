/** The identity claims a provider may give about a person (ID token, access token or userinfo). */
export interface IdentityClaims {
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  nickname?: unknown;
  picture?: unknown;
}

export interface UserProfile {
  email: string;
  emailVerified: boolean | null;
  name: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Spec §3: firstName is the given name or the first word of the full name; lastName is the family
 * name or the rest of the full name. Answers null without an e-mail address.
 */
export function profileFromClaims(claims: IdentityClaims): UserProfile | null {
  const email = text(claims.email).toLowerCase();
  if (!email) return null;
  const given = text(claims.given_name);
  const family = text(claims.family_name);
  const name = text(claims.name) || [given, family].filter(Boolean).join(' ') || text(claims.nickname);
  const [firstWord = '', ...rest] = name.split(/\s+/).filter(Boolean);
  const picture = text(claims.picture);
  return {
    email,
    emailVerified: typeof claims.email_verified === 'boolean' ? claims.email_verified : null,
    name: name || email,
    firstName: given || firstWord,
    lastName: family || rest.join(' '),
    profileImageUrl: /^https:\/\//.test(picture) ? picture : null,
  };
}

/** Splits a full name the way §3 does when no given and family names are known. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/).filter(Boolean);
  return { firstName, lastName: rest.join(' ') };
}
