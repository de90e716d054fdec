import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Link } from "react-router";
import { cx } from "../lib/cx.ts";
import { Icon, type IconName } from "./Icon.tsx";
import "./Button.css";

export type ButtonVariant = "primary" | "secondary" | "light" | "text";

interface CommonProps {
  readonly children: ReactNode;
  /**
   * primary: navy fill; secondary: navy outline; light: white outline for dark backgrounds;
   * text: an underlined-on-hover text link with an arrow.
   */
  readonly variant?: ButtonVariant;
  /** An icon after the label (decorative). */
  readonly icon?: IconName;
  readonly className?: string;
}

export interface ButtonLinkProps extends CommonProps {
  /** Renders a link: a client-side <Link> for paths on this site, a plain <a> otherwise. */
  readonly href: string;
  /** Opens in a new tab (adds rel="noopener noreferrer" and says so to screen readers). */
  readonly external?: boolean;
}

export interface ButtonButtonProps extends CommonProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children" | "className"> {
  readonly href?: undefined;
  readonly type?: "button" | "submit" | "reset";
}

export type ButtonProps = ButtonLinkProps | ButtonButtonProps;

/** A call to action. With `href` it is a link that looks like a button; otherwise a <button>. */
export function Button(props: ButtonProps) {
  const { children, variant = "primary", icon, className } = props;
  const classes = cx("button", `button--${variant}`, className);
  const content = (
    <>
      <span className="button__label">{children}</span>
      {icon ? <Icon name={icon} size={18} className="button__icon" /> : null}
    </>
  );
  if (props.href !== undefined) {
    const { href, external } = props;
    if (external) {
      return (
        <a className={classes} href={href} target="_blank" rel="noopener noreferrer">
          {content}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      );
    }
    if (/^(https?:|mailto:|tel:|#)/.test(href)) {
      return (
        <a className={classes} href={href}>
          {content}
        </a>
      );
    }
    return (
      <Link className={classes} to={href}>
        {content}
      </Link>
    );
  }
  const { variant: _v, icon: _i, className: _c, children: _ch, type = "button", ...rest } = props;
  return (
    <button className={classes} type={type} {...rest}>
      {content}
    </button>
  );
}
