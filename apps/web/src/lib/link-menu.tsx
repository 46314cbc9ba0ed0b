'use client';

import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from '@/ui/link';
import classes from './link-menu.module.css';

export interface LinkMenuItem {
  href: string;
  label: ReactNode;
  /** Bold brand colour ('View all services'). */
  emphasis?: boolean;
  /** The page being shown. */
  current?: boolean;
  /** A divider above this item. */
  dividerBefore?: boolean;
}

/** What the trigger spreads on its element: the toggle and the menu's ARIA wiring. */
export interface LinkMenuTriggerProps {
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  onClick?: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

const OPEN_DELAY_MS = 60;

function menuItemsIn(root: HTMLElement | null): HTMLElement[] {
  return [...(root?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
}
const CLOSE_DELAY_MS = 160;

/**
 * A menu of links: a trigger (a button, or a link when it opens on hover only), then a list of
 * `menuitem` links under it. Mantine's Menu needs its floating stack (about 20 KB) to place the
 * dropdown; these menus open right under their trigger, where CSS puts them.
 */
export function LinkMenu({
  items,
  renderTrigger,
  openOn = 'click',
  align = 'start',
  width,
}: {
  items: LinkMenuItem[];
  renderTrigger: (props: LinkMenuTriggerProps) => ReactNode;
  /** 'hover': the trigger is a link that keeps its click; 'click-hover': a button that also opens on hover. */
  openOn?: 'click' | 'hover' | 'click-hover';
  align?: 'start' | 'end';
  width: number;
}) {
  const [opened, setOpened] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const focusFirstOnOpen = useRef(false);
  const menuId = useId();

  const setLater = useCallback((next: boolean, delayMs: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpened(next), delayMs);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const close = (returnFocus: boolean) => {
    window.clearTimeout(timer.current);
    setOpened(false);
    if (returnFocus) rootRef.current?.querySelector<HTMLElement>('[aria-haspopup]')?.focus();
  };

  // A click or a tap anywhere else closes it, as focus leaving it does.
  useEffect(() => {
    if (!opened) return;
    if (focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      menuItemsIn(rootRef.current)[0]?.focus();
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpened(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [opened]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusFirstOnOpen.current = true;
      if (opened) menuItemsIn(rootRef.current)[0]?.focus();
      else setOpened(true);
    } else if (event.key === 'Escape' && opened) {
      close(false);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const entries = menuItemsIn(rootRef.current);
    const index = entries.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      entries[(to + entries.length) % entries.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(entries.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    }
  };

  const hover = openOn !== 'click';
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer hover only; the trigger and items take the keyboard
    <div
      ref={rootRef}
      className={classes.root}
      onMouseEnter={hover ? () => setLater(true, OPEN_DELAY_MS) : undefined}
      onMouseLeave={hover ? () => setLater(false, CLOSE_DELAY_MS) : undefined}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpened(false);
      }}
    >
      {renderTrigger({
        'aria-haspopup': 'menu',
        'aria-expanded': opened,
        'aria-controls': opened ? menuId : undefined,
        onClick:
          openOn === 'hover'
            ? undefined
            : () => {
                window.clearTimeout(timer.current);
                // A hover menu may already be open under the pointer: the click keeps it open.
                setOpened((open) => openOn === 'click-hover' || !open);
              },
        onKeyDown: onTriggerKeyDown,
      })}
      {opened && (
        <div className={classes.dropdown} data-align={align}>
          <div
            id={menuId}
            role="menu"
            tabIndex={-1}
            className={classes.panel}
            style={{ width }}
            onKeyDown={onMenuKeyDown}
          >
            {items.map((item) => (
              <div key={item.href} role="none">
                {item.dividerBefore && <hr className={classes.divider} />}
                <Link
                  href={item.href}
                  role="menuitem"
                  tabIndex={-1}
                  className={classes.item}
                  data-emphasis={item.emphasis || undefined}
                  data-current={item.current || undefined}
                  onClick={() => close(false)}
                >
                  {item.label}
                </Link>
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
