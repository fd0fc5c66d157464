import { createContext, useContext } from 'react';
import type { MeResponse } from '@overlap/contracts';

/** The signed-in person as `GET /api/me` describes them (spec §3). */
export type AuthUser = MeResponse;

export interface AuthState {
  /** True until the login redirect is handled or an existing session is checked (spec §4). */
  isLoading: boolean;
  isAuthenticated: boolean;
  user: AuthUser | null;
  error: Error | null;
  /** Starts sign-in; `returnTo` is where the user lands afterwards. */
  login(returnTo?: string): void;
  /**
   * Starts sign-in at the provider's "create your account" screen, for someone new (Get Started), with
   * the token of their invitation link when this server needs one.
   */
  signUp(returnTo?: string, invitation?: string): void;
  logout(): void;
}

const signedOut: AuthState = {
  isLoading: false,
  isAuthenticated: false,
  user: null,
  error: null,
  login: () => window.location.assign('/get-started'),
  signUp: () => window.location.assign('/get-started'),
  logout: () => window.location.assign('/'),
};

export const AuthContext = createContext<AuthState>(signedOut);

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
