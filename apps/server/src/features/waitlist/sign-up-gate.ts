import type { SignUpMode } from '@overlap/contracts';
import type { InvitationRepository } from './invitation-repository';
import { hashInvitationToken, looksLikeInvitationToken } from './invitation-token';

/** Why a sign-up is refused: no invitation, a link that no longer works, or one sent to another address. */
export type SignUpRefusal = 'invitation_needed' | 'invitation_invalid' | 'invitation_other_address';

export type SignUpVerdict =
  { admitted: true; invitedEmail: string | null } | { admitted: false; refusal: SignUpRefusal };

export type SignUpAdmission =
  { admitted: true; release(): Promise<void> } | { admitted: false; refusal: SignUpRefusal };

/**
 * Who may create an account (SIGN_UP). `open`: anyone. `waitlist`: the holder of an invitation link, with
 * any address. `invite`: the holder of an invitation link, with the address it was sent to. People from
 * an external provider bring no link: an open invitation to their (not unverified) address admits them.
 * The first account of a fresh install (which becomes its admin) and addresses in ADMIN_EMAILS are
 * always admitted, so an operator can start the server in any mode.
 */
export function createSignUpGate(deps: {
  mode: SignUpMode;
  invitations: InvitationRepository;
  adminEmails: string[];
  /** Whether nobody has an account yet. */
  noAccountsYet: () => Promise<boolean>;
  now?: () => Date;
}) {
  const { mode, invitations, adminEmails, noAccountsYet } = deps;
  const now = deps.now ?? (() => new Date());

  async function invitationOf(token: unknown) {
    if (!looksLikeInvitationToken(token)) return null;
    return invitations.findUsable(hashInvitationToken(token), now());
  }

  return {
    mode,

    /** Before the sign-up form is shown: whether it may be, and the address the invitation names. */
    async check(token: unknown): Promise<SignUpVerdict> {
      if (mode === 'open' || (await noAccountsYet())) return { admitted: true, invitedEmail: null };
      if (token === undefined || token === '') return { admitted: false, refusal: 'invitation_needed' };
      const invitation = await invitationOf(token);
      if (!invitation) return { admitted: false, refusal: 'invitation_invalid' };
      return { admitted: true, invitedEmail: invitation.email };
    },

    /**
     * At the built-in provider's sign-up: uses the invitation up (one account per link). `release` gives
     * it back when the account could not be created after all.
     */
    async admit(token: unknown, email: string): Promise<SignUpAdmission> {
      const nothing = { admitted: true as const, release: async () => undefined };
      if (mode === 'open') {
        // Nobody needs the link here, but one that came along is used up, so Admin → Waitlist sees it.
        if (looksLikeInvitationToken(token)) {
          const claimed = await invitations.claim({ tokenHash: hashInvitationToken(token) }, now());
          if (claimed) return { admitted: true, release: () => invitations.release(claimed.id) };
        }
        return nothing;
      }
      if (adminEmails.includes(email) || (await noAccountsYet())) return nothing;
      const verdict = await this.check(token);
      if (!verdict.admitted) return verdict;
      if (mode === 'invite' && verdict.invitedEmail !== email) {
        return { admitted: false, refusal: 'invitation_other_address' };
      }
      const claimed = await invitations.claim({ tokenHash: hashInvitationToken(token as string) }, now());
      if (!claimed) return { admitted: false, refusal: 'invitation_invalid' };
      return { admitted: true, release: () => invitations.release(claimed.id) };
    },

    /** The first sign-in of someone from an external provider, before their user record is made. */
    async admitExternal(email: string, emailVerified: boolean | null): Promise<boolean> {
      if (mode === 'open') return true;
      if (emailVerified === false) return false;
      if (adminEmails.includes(email) || (await noAccountsYet())) return true;
      return (await invitations.claim({ email }, now())) !== null;
    },
  };
}

export type SignUpGate = ReturnType<typeof createSignUpGate>;
