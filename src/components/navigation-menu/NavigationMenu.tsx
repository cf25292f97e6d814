import { useEffect, useId, useRef, useState } from "react";
import { menuTexts } from "../../../core/texts/menu.ts";
import { buildMenuItems, type MenuInput } from "./menuLinks.ts";

export interface NavigationMenuProps extends MenuInput {
  /** The current path, to mark its link with `aria-current="page"`. */
  currentPath?: string;
  /** 'Logg ut' as the menu's last item, when the app can log out now (the root chart says). */
  onLogout?: () => void;
}

/**
 * The menu for logged-in customers (SPEC §2). A labelled `nav`; below 1200 px the list is behind a
 * disclosure button (Escape closes it and returns focus to the button); from 1200 px it is always
 * shown and the button is hidden by CSS.
 */
export function NavigationMenu({ currentPath, onLogout, ...input }: NavigationMenuProps) {
  const items = buildMenuItems(input);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const nav = navRef.current;
    nav?.addEventListener("keydown", onKeyDown);
    return () => nav?.removeEventListener("keydown", onKeyDown);
  }, [open]);

  if (items.length === 0 && !onLogout) return null;
  return (
    <nav ref={navRef} className="navigation-menu" aria-label={menuTexts.label} data-open={open}>
      <button
        ref={toggleRef}
        type="button"
        className="navigation-menu__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="navigation-menu__toggle-icon" aria-hidden="true" />
        {menuTexts.toggle}
      </button>
      <ul id={listId} className="navigation-menu__list">
        {items.map((item) => (
          <li key={item.key} className="navigation-menu__item">
            <a
              className="navigation-menu__link"
              href={item.href}
              aria-current={currentPath === item.href ? "page" : undefined}
              onClick={() => setOpen(false)}
            >
              {item.label}
              {item.badge !== undefined && (
                <>
                  {" "}
                  <span className="navigation-menu__badge" aria-hidden="true">
                    {item.badge}
                  </span>
                  <span className="jkl-sr-only">{menuTexts.offerCount(item.badge)}</span>
                </>
              )}
            </a>
          </li>
        ))}
        {onLogout && (
          <li className="navigation-menu__item">
            <button
              type="button"
              className="navigation-menu__link navigation-menu__logout"
              onClick={() => {
                setOpen(false);
                onLogout();
              }}
            >
              {menuTexts.logout}
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}
