import type { ReactNode } from "react";
import "./IconButton.css";

export interface IconButtonProps {
  /** The accessible name ('Delete Arbico'); also the tooltip unless `title` is given. */
  label: string;
  title?: string;
  icon: ReactNode;
  /** 'danger' turns red on hover (deletes); 'inverse' sits on the navy surfaces. */
  tone?: "danger" | "inverse";
  className?: string;
  disabled?: boolean;
  /** For toggles: the item it opens is the one open now. */
  pressed?: boolean;
  onClick(): void;
}

/** A square button holding one icon, named for screen readers by `label`. */
export function IconButton({ label, title = label, icon, tone, className, disabled, pressed, onClick }: IconButtonProps) {
  return (
    <button
      type="button"
      className={["admin-icon-button", tone ? `admin-icon-button--${tone}` : "", className ?? ""].filter(Boolean).join(" ")}
      aria-label={label}
      title={title}
      disabled={disabled}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {icon}
    </button>
  );
}
