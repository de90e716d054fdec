import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { CheckIcon, CloseIcon } from "../Icon/index.ts";
import { IconButton } from "../IconButton/index.ts";
import "./Flash.css";

/** The outcome of the last action on a screen: a confirmation, or the server's error in words. */
export type FlashMessage =
  | { kind: "success"; text: string; link?: { href: string; label: string } }
  | { kind: "error"; text: string };

/**
 * A line above a screen's content telling how the last save or delete went. Confirmations are a
 * polite status; errors an alert. It stays until the next action or until dismissed. Each new
 * message takes the focus (and so scrolls into view): the control that led to it, a Submit at the
 * foot of a long form or the delete button of a removed row, is usually gone by then.
 */
export function Flash({ message, onDismiss }: { message: FlashMessage | null; onDismiss(): void }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  return (
    <div className="admin-flash-region">
      {/* The live regions stay mounted so screen readers announce what appears in them. */}
      <div role="status">{message?.kind === "success" ? <FlashLine ref={ref} message={message} onDismiss={onDismiss} /> : null}</div>
      <div role="alert">{message?.kind === "error" ? <FlashLine ref={ref} message={message} onDismiss={onDismiss} /> : null}</div>
    </div>
  );
}

interface FlashLineProps {
  ref: RefObject<HTMLParagraphElement | null>;
  message: FlashMessage;
  onDismiss(): void;
}

function FlashLine({ ref, message, onDismiss }: FlashLineProps): ReactNode {
  return (
    <p ref={ref} tabIndex={-1} className={`admin-flash admin-flash--${message.kind}`}>
      {message.kind === "success" ? <CheckIcon /> : null}
      <span className="admin-flash__text">{message.text}</span>
      {message.kind === "success" && message.link ? (
        <a className="admin-flash__link" href={message.link.href} target="_blank" rel="noopener">
          {message.link.label}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : null}
      <IconButton label="Dismiss message" title="Dismiss" icon={<CloseIcon />} className="admin-flash__close" onClick={onDismiss} />
    </p>
  );
}
