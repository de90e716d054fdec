import type { IconName } from "../../shared/content/types.ts";
import { icons } from "../../shared/content/icons.ts";

export type { IconName };

export interface IconProps {
  /** Which of the site's line icons (shared/content/icons.ts). */
  readonly name: IconName;
  /** Rendered width and height in px; defaults to 24. CSS may override it. */
  readonly size?: number;
  /**
   * A label for an icon that stands on its own and means something. Leave it out (the usual
   * case) when text beside the icon already says it: the icon is then hidden from assistive tech.
   */
  readonly label?: string;
  readonly className?: string;
  /** Stroke width in viewBox units; defaults to 1.5. */
  readonly strokeWidth?: number;
}

/** One of the site's 24×24 line icons, drawn in `currentColor`. Decorative unless `label` is given. */
export function Icon({ name, size = 24, label, className, strokeWidth = 1.5 }: IconProps) {
  const def = icons[name];
  const a11y = label ? { role: "img", "aria-label": label } : { "aria-hidden": true as const };
  return (
    <svg
      className={className ? `icon ${className}` : "icon"}
      viewBox={def.viewBox}
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...a11y}
    >
      {def.paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
