type ClassName = string | false | null | undefined;

/** Joins class names, skipping empty ones: `cx("card", open && "card--open")`. */
export const cx = (...names: ClassName[]): string => names.filter(Boolean).join(" ");
