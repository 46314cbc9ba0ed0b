'use client';

import type { Me } from '@porchlight/core/identity/auth.schemas';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { hasSessionHint, markSession } from './session-hint';

/** The API client loads when the session is used, not with every visitor's page. */
const loadApiClient = () => import('@/lib/api-client');
const loadAuthRoutes = () => import('@porchlight/core/identity/auth.routes');

interface CurrentUserValue {
  user: Me | null;
  /** False while this browser is still asking who is signed in (only when the session hint is there). */
  known: boolean;
  setUser: (user: Me | null) => void;
  /** Reloads the user from GET auth/me (null when logged out). */
  reload: () => Promise<Me | null>;
  /** POST auth/logout, then forgets the user. Throws ApiError when the server cannot be reached. */
  logout: () => Promise<void>;
}

const CurrentUserContext = createContext<CurrentUserValue | null>(null);

/**
 * The logged-in user, asked from the browser: pages are rendered for nobody in particular so that one
 * cached copy serves everyone (ARCHITECTURE.md, "A visitor opens a profile page"). Visitors without the session hint never ask.
 */
export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const [{ user, known }, setState] = useState<{ user: Me | null; known: boolean }>({
    user: null,
    known: false,
  });

  const setUser = useCallback((next: Me | null) => {
    markSession(next !== null);
    setState({ user: next, known: true });
  }, []);

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
  }, [setUser]);

  useEffect(() => {
    if (hasSessionHint()) void reload();
    else setState({ user: null, known: true });
  }, [reload]);

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
  }, [isLoggedIn, setUser]);

  const logout = useCallback(async () => {
    const [{ callApi }, { logoutRoute }] = await Promise.all([loadApiClient(), loadAuthRoutes()]);
    await callApi(logoutRoute);
    setUser(null);
  }, [setUser]);

  const value = useMemo(
    () => ({ user, known, setUser, reload, logout }),
    [user, known, setUser, reload, logout],
  );
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
