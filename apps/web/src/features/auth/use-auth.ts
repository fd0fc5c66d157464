import { createContext, useContext } from 'react';

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
}

export interface AuthState {
  isLoading: boolean;
  isAuthenticated: boolean;
  user: AuthUser | null;
  error: Error | null;
  /** Starts sign-in; `returnTo` is where the user lands afterwards. */
  login(returnTo?: string): void;
  logout(): void;
}

const signedOut: AuthState = {
  isLoading: false,
  isAuthenticated: false,
  user: null,
  error: null,
  login: () => window.location.assign('/get-started'),
  logout: () => window.location.assign('/'),
};

export const AuthContext = createContext<AuthState>(signedOut);

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
