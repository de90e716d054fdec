import { Fragment } from "react";
import { Link, useLocation } from "react-router";
import { cx } from "../lib/cx.ts";
import { useSiteData } from "../lib/site-data.ts";
import { breadcrumbListLd } from "../lib/structured-data.ts";
import { Icon } from "./Icon.tsx";
import { JsonLd } from "./JsonLd.tsx";
import "./Breadcrumb.css";

export interface BreadcrumbItem {
  readonly label: string;
  /** Link target; leave it out for the current page (the last item). */
  readonly href?: string;
}

export interface BreadcrumbProps {
  /** From the widest to the current page, e.g. Leadership > Board of Directors. */
  readonly items: readonly BreadcrumbItem[];
  /** `light` on dark backgrounds (heroes), `dark` on the page surface. */
  readonly tone?: "light" | "dark";
  readonly className?: string;
}

/** A breadcrumb trail; the last item is marked as the current page. Search engines get it as a BreadcrumbList. */
export function Breadcrumb({ items, tone = "dark", className }: BreadcrumbProps) {
  const site = useSiteData();
  const { pathname } = useLocation();
  return (
    <nav aria-label="Breadcrumb" className={cx("breadcrumb", `breadcrumb--${tone}`, className)}>
      <ol className="breadcrumb__list">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <Fragment key={`${item.label}-${i}`}>
              <li className="breadcrumb__item">
                {item.href && !last ? (
                  <Link to={item.href} className="breadcrumb__link">
                    {item.label}
                  </Link>
                ) : (
                  <span className="breadcrumb__current" aria-current={last ? "page" : undefined}>
                    {item.label}
                  </span>
                )}
                {last ? null : <Icon name="chevron-right" size={14} className="breadcrumb__separator" strokeWidth={2} />}
              </li>
            </Fragment>
          );
        })}
      </ol>
      {site ? <JsonLd data={breadcrumbListLd(site, pathname, items)} /> : null}
    </nav>
  );
}
