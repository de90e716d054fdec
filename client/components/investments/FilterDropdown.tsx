import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";

export interface FilterDropdownProps {
  /** The field's name, e.g. "Sector"; read by assistive technology before the current choice. */
  label: string;
  /** The first option, which means "no filter", e.g. "all sectors". */
  defaultLabel: string;
  options: readonly string[];
  /** The chosen option, or "" for the default. */
  value: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** A choice ("" for the default); the dropdown closes itself. */
  onChange(value: string): void;
}

/**
 * A single-select dropdown with listbox semantics (WAI-ARIA APG "listbox button"): a button that
 * opens a list of options. Keyboard: Enter, Space or the arrow keys open it; in the list the
 * arrows, Home and End move, typing jumps to an option, Enter or Space chooses, Escape and Tab
 * close. Opening state is owned by the parent, so two dropdowns can exclude each other.
 */
export function FilterDropdown({ label, defaultLabel, options, value, open, onOpenChange, onChange }: FilterDropdownProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const buttonId = `${id}-button`;
  const listId = `${id}-list`;
  const all = [{ value: "", text: defaultLabel }, ...options.map((o) => ({ value: o, text: o }))];
  const selectedIndex = Math.max(
    0,
    all.findIndex((o) => o.value.toLowerCase() === value.toLowerCase()),
  );
  const [active, setActive] = useState(selectedIndex);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const typed = useRef({ text: "", at: 0 });

  // Focus follows the list while it is open; the button gets focus back when a key closes it.
  useEffect(() => {
    if (open) listRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    listRef.current?.querySelector(`#${CSS.escape(`${listId}-${active}`)}`)?.scrollIntoView({ block: "nearest" });
  }, [open, active, listId]);

  // A press anywhere outside closes the list.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open, onOpenChange]);

  const openAt = (index: number) => {
    setActive(index);
    onOpenChange(true);
  };
  const close = () => {
    onOpenChange(false);
    buttonRef.current?.focus();
  };
  const choose = (index: number) => {
    const option = all[index];
    if (!option) return;
    onChange(option.value);
    close();
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openAt(event.key === "ArrowUp" && selectedIndex === 0 ? all.length - 1 : selectedIndex);
    }
  };

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = all.length - 1;
    const move = (index: number) => {
      event.preventDefault();
      setActive(Math.min(last, Math.max(0, index)));
    };
    switch (event.key) {
      case "ArrowDown":
        return move(active + 1);
      case "ArrowUp":
        return move(active - 1);
      case "Home":
      case "PageUp":
        return move(0);
      case "End":
      case "PageDown":
        return move(last);
      case "Enter":
      case " ":
        event.preventDefault();
        return choose(active);
      case "Escape":
        event.preventDefault();
        return close();
      case "Tab":
        onOpenChange(false);
        return;
      default:
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          // Type-ahead: letters typed within a second form a prefix to jump to.
          const now = event.timeStamp;
          const text = (now - typed.current.at < 1000 ? typed.current.text : "") + event.key.toLowerCase();
          typed.current = { text, at: now };
          const hit = all.findIndex((o) => o.text.toLowerCase().startsWith(text));
          if (hit >= 0) move(hit);
        }
    }
  };

  const current = all[selectedIndex]?.text ?? defaultLabel;
  return (
    <div className={`filter-dropdown${open ? " is-open" : ""}`} ref={rootRef}>
      <span id={labelId} className="eyebrow filter-dropdown__label">
        {label}
      </span>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={`filter-dropdown__button${value ? " is-filtering" : ""}`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-labelledby={`${labelId} ${buttonId}`}
        onClick={() => (open ? onOpenChange(false) : openAt(selectedIndex))}
        onKeyDown={onButtonKey}
      >
        <span className="filter-dropdown__value">{current}</span>
        <svg className="filter-dropdown__chevron" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        tabIndex={-1}
        aria-labelledby={labelId}
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        className="filter-dropdown__list"
        hidden={!open}
        onKeyDown={onListKey}
        onBlur={(event) => {
          if (!rootRef.current?.contains(event.relatedTarget as Node | null)) onOpenChange(false);
        }}
      >
        {all.map((option, index) => (
          <li
            key={option.value || "__all"}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === selectedIndex}
            className={`filter-dropdown__option${index === active ? " is-active" : ""}${option.value ? "" : " is-default"}`}
            onPointerMove={() => setActive(index)}
            onClick={() => choose(index)}
          >
            {option.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
