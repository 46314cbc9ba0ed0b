'use client';

import type { Me } from '@porchlight/core/identity/auth.schemas';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

/** The API client loads when the session is used, not with every visitor's page. */
const loadApiClient = () => import('@/lib/api-client');
const loadAuthRoutes = () => import('@porchlight/core/identity/auth.routes');

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

  // While someone is logged in, a 401 that a refresh could not cure logs them out here too.
  const isLoggedIn = user !== null;
  useEffect(() => {
    if (!isLoggedIn) return;
    let stop: (() => void) | undefined;
    let live = true;
    void loadApiClient().then(({ onSessionExpired }) => {
      if (live) stop = onSessionExpired(() => setUser(null));
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [isLoggedIn]);

  const reload = useCallback(async () => {
    try {
      const [{ callApi }, { getMeRoute }] = await Promise.all([loadApiClient(), loadAuthRoutes()]);
      const me = await callApi(getMeRoute);
      setUser(me);
      return me;
    } catch {
      setUser(null);
      return null;
    }
  }, []);

  const logout = useCallback(async () => {
    const [{ callApi }, { logoutRoute }] = await Promise.all([loadApiClient(), loadAuthRoutes()]);
    await callApi(logoutRoute);
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
