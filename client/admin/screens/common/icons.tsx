/**
 * Icons the list and settings screens need beyond the admin's set (components/icons.tsx), drawn
 * the same way: 24×24 lines in currentColor, decorative inside named controls.
 */
import type { ReactNode } from "react";

function Svg({ children }: { children: ReactNode }) {
  return (
    <svg
      className="admin-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const EditIcon = () => (
  <Svg>
    <path d="M4.5 19.5h4l10-10-4-4-10 10v4Z" />
    <path d="m13 7 4 4" />
  </Svg>
);

export const TrashIcon = () => (
  <Svg>
    <path d="M4.5 7h15" />
    <path d="M9.5 7V4.5h5V7" />
    <path d="m6.5 7 1 12.5h9l1-12.5" />
    <path d="M10.2 10.5v5.5M13.8 10.5v5.5" />
  </Svg>
);

export const KeyIcon = () => (
  <Svg>
    <circle cx="8" cy="15" r="3.5" />
    <path d="m10.5 12.5 8-8M16 7l2 2M14 9l1.5 1.5" />
  </Svg>
);

export const PlusIcon = () => (
  <Svg>
    <path d="M12 5v14M5 12h14" />
  </Svg>
);

export const LockIcon = () => (
  <Svg>
    <rect x="5" y="10.5" width="14" height="9.5" rx="1.5" />
    <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" />
  </Svg>
);
