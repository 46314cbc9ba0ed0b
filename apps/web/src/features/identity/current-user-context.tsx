'use client';

import { getMeEndpoint, logoutEndpoint } from '@porchlight/core/identity/auth.contracts';
import type { Me } from '@porchlight/core/identity/auth.schemas';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { callApi, onSessionExpired } from '@/lib/api-client';

interface CurrentUserValue {
  user: Me | null;
  setUser: (user: Me | null) => void;
  /** Reloads the user from GET auth/me (null when logged out). */
  reload: () => Promise<Me | null>;
  /** POST auth/logout, then forgets the user. Throws ApiError when the server cannot be reached. */
  logout: () => Promise<void>;
}

const CurrentUserContext = createContext<CurrentUserValue | null>(null);

/** The logged-in user, server-rendered by the root layout so the header is right on first paint. */
export function CurrentUserProvider({
  initialUser,
  children,
}: {
  initialUser: Me | null;
  children: ReactNode;
}) {
  const [user, setUser] = useState<Me | null>(initialUser);
  const [lastInitialUser, setLastInitialUser] = useState<Me | null>(initialUser);

  // A router.refresh() re-renders the layout with the server's view of the session: adopt it.
  if (initialUser !== lastInitialUser) {
    setLastInitialUser(initialUser);
    setUser(initialUser);
  }

  useEffect(() => onSessionExpired(() => setUser(null)), []);

  const reload = useCallback(async () => {
    try {
      const me = await callApi(getMeEndpoint);
      setUser(me);
      return me;
    } catch {
      setUser(null);
      return null;
    }
  }, []);

  const logout = useCallback(async () => {
    await callApi(logoutEndpoint);
    setUser(null);
  }, []);

  const value = useMemo(() => ({ user, setUser, reload, logout }), [user, reload, logout]);
  return <CurrentUserContext.Provider value={value}>{children}</CurrentUserContext.Provider>;
}

export function useCurrentUser(): CurrentUserValue {
  const value = useContext(CurrentUserContext);
  if (!value) throw new Error('useCurrentUser must be used inside CurrentUserProvider');
  return value;
}

export function fullName(user: Pick<Me, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}
