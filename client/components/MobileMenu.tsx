import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import type { NavItem } from "../content/types.ts";
import { cx } from "../lib/cx.ts";
import { isCurrentSection } from "../lib/nav.ts";
import { useHydrated } from "../lib/useHydrated.ts";
import { Icon } from "./Icon.tsx";
import "./MobileMenu.css";

export interface MobileMenuProps {
  readonly items: readonly NavItem[];
  /** The navigation href of the current page (gets aria-current="page"). */
  readonly current: string | undefined;
  readonly pathname: string;
  /** Told when the menu opens or closes (the header turns solid while it is open). */
  readonly onOpenChange?: (open: boolean) => void;
}

/**
 * The small-screen menu: a hamburger that turns into a close icon and slides a panel in with the
 * top-level list (step 1); an entry with children opens its submenu over it (step 2), with a
 * way back. Without JavaScript the same thing works through nested <details> elements.
 */
export function MobileMenu(props: MobileMenuProps) {
  const hydrated = useHydrated();
  return hydrated ? <EnhancedMenu {...props} /> : <StaticMenu {...props} />;
}

/** Visually hidden labels that follow the open state of the nearest <details> (no-JS form). */
function StateLabel({ closed, open }: { closed: string; open: string }) {
  return (
    <>
      <span className="visually-hidden mobile-menu__when-closed">{closed}</span>
      <span className="visually-hidden mobile-menu__when-open">{open}</span>
    </>
  );
}

function ToggleIcons() {
  return (
    <span className="mobile-menu__icons" aria-hidden="true">
      <Icon name="menu" size={28} className="mobile-menu__icon mobile-menu__icon--menu" />
      <Icon name="close" size={28} className="mobile-menu__icon mobile-menu__icon--close" />
    </span>
  );
}

interface LinkListProps {
  readonly items: readonly NavItem[];
  readonly current: string | undefined;
  readonly onNavigate?: () => void;
  readonly overview?: NavItem;
}

/** A link of the menu; the current page's is marked (aria-current and the active style). */
function MenuLink({ href, label, current, sub, onClick }: { href: string; label: string; current: string | undefined; sub?: boolean; onClick?: () => void }) {
  const here = current === href;
  return (
    <Link
      to={href}
      className={cx("mobile-menu__link", sub && "mobile-menu__link--sub", here && "mobile-menu__link--active")}
      aria-current={here ? "page" : undefined}
      onClick={onClick}
    >
      {label}
    </Link>
  );
}

/** Links of step 2: the parent's own page first, then its children. */
function SubmenuLinks({ items, current, onNavigate, overview }: LinkListProps) {
  const all = overview ? [{ label: `${overview.label} overview`, href: overview.href }, ...items] : items;
  return (
    <ul className="mobile-menu__sublist" role="list">
      {all.map((child) => (
        <li key={child.href}>
          <MenuLink href={child.href} label={child.label} current={current} sub onClick={onNavigate} />
        </li>
      ))}
    </ul>
  );
}

/** The no-JavaScript form: nested <details>, the inner summary doubling as the way back. */
function StaticMenu({ items, current, pathname }: MobileMenuProps) {
  return (
    <details className="mobile-menu mobile-menu--static">
      <summary className="mobile-menu__toggle">
        <StateLabel closed="Open menu" open="Close menu" />
        <ToggleIcons />
      </summary>
      <div className="mobile-menu__panel">
        <nav aria-label="Main menu" className="mobile-menu__nav">
          <ul className="mobile-menu__list" role="list">
            {items.map((item) =>
              item.children ? (
                <li key={item.href}>
                  <details className="mobile-menu__group">
                    <summary className={cx("mobile-menu__link", "mobile-menu__parent", isCurrentSection(pathname, item.href) && "mobile-menu__link--active")}>
                      <span className="mobile-menu__when-closed mobile-menu__parent-label">
                        {item.label}
                        <span className="visually-hidden"> (open submenu)</span>
                        <Icon name="chevron-right" size={22} />
                      </span>
                      <span className="mobile-menu__when-open mobile-menu__back-label">
                        <Icon name="chevron-left" size={20} />
                        Back<span className="visually-hidden"> to the main menu</span>
                      </span>
                    </summary>
                    <div className="mobile-menu__step2">
                      <p className="mobile-menu__step2-title">{item.label}</p>
                      <SubmenuLinks items={item.children} current={current} overview={item} />
                    </div>
                  </details>
                </li>
              ) : (
                <li key={item.href}>
                  <MenuLink href={item.href} label={item.label} current={current} />
                </li>
              ),
            )}
          </ul>
        </nav>
      </div>
    </details>
  );
}

/** The scripted form: buttons with aria-expanded, focus moved sensibly, Escape closes. */
function EnhancedMenu({ items, current, pathname, onOpenChange }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<string | null>(null);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const lastParent = useRef<string | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const change = (next: boolean) => {
    setOpen(next);
    if (!next) setStep(null);
    onOpenChange?.(next);
  };

  useEffect(() => {
    if (step) backRef.current?.focus();
    else if (lastParent.current) panelRef.current?.querySelector<HTMLButtonElement>(`[data-parent="${lastParent.current}"]`)?.focus();
  }, [step]);

  useEffect(() => {
    document.documentElement.classList.toggle("has-open-menu", open);
    return () => document.documentElement.classList.remove("has-open-menu");
  }, [open]);

  const close = () => {
    lastParent.current = null;
    change(false);
  };

  const chosen = items.find((item) => item.href === step);
  let body: ReactNode;
  if (chosen?.children) {
    body = (
      <div className="mobile-menu__step2 mobile-menu__step2--enhanced">
        <button
          ref={backRef}
          type="button"
          className="mobile-menu__link mobile-menu__back"
          onClick={() => setStep(null)}
        >
          <span className="mobile-menu__back-label">
            <Icon name="chevron-left" size={20} />
            Back<span className="visually-hidden"> to the main menu</span>
          </span>
        </button>
        <p className="mobile-menu__step2-title">{chosen.label}</p>
        <SubmenuLinks items={chosen.children} current={current} overview={chosen} onNavigate={close} />
      </div>
    );
  }

  return (
    <div
      className={cx("mobile-menu", "mobile-menu--enhanced", open && "mobile-menu--open")}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          close();
          toggleRef.current?.focus();
        }
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className="mobile-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => (open ? close() : change(true))}
      >
        <ToggleIcons />
      </button>
      <div id={panelId} ref={panelRef} className="mobile-menu__panel" inert={!open}>
        <nav aria-label="Main menu" className={cx("mobile-menu__nav", step && "mobile-menu__nav--step2")}>
          <ul className="mobile-menu__list" role="list" inert={step !== null}>
            {items.map((item) => (
              <li key={item.href}>
                {item.children ? (
                  <button
                    type="button"
                    data-parent={item.href}
                    className={cx("mobile-menu__link", "mobile-menu__parent", isCurrentSection(pathname, item.href) && "mobile-menu__link--active")}
                    aria-expanded={step === item.href}
                    onClick={() => {
                      lastParent.current = item.href;
                      setStep(item.href);
                    }}
                  >
                    <span className="mobile-menu__parent-label">
                      {item.label}
                      <span className="visually-hidden"> (open submenu)</span>
                      <Icon name="chevron-right" size={22} />
                    </span>
                  </button>
                ) : (
                  <MenuLink href={item.href} label={item.label} current={current} onClick={close} />
                )}
              </li>
            ))}
          </ul>
          {body}
        </nav>
      </div>
    </div>
  );
}
