/**
 * The admin's line icons (24×24, stroked with currentColor). Decorative: always next to a text
 * or inside a control that carries its own accessible name.
 */
import type { ReactNode } from "react";
import "./Icon.css";

function Svg({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg
      className={`admin-icon${className ? ` ${className}` : ""}`}
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

export const HomeIcon = () => (
  <Svg>
    <path d="M3.5 10.5 12 3.5l8.5 7" />
    <path d="M5.5 9v11h13V9" />
    <path d="M10 20v-6h4v6" />
  </Svg>
);

export const NewsIcon = () => (
  <Svg>
    <path d="M4 5h13v14H6a2 2 0 0 1-2-2V5Z" />
    <path d="M17 9h3v8a2 2 0 0 1-2 2h-1" />
    <path d="M7.5 8.5h6M7.5 12h6M7.5 15.5h4" />
  </Svg>
);

export const AboutIcon = () => (
  <Svg>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 11v5.5" />
    <path d="M12 7.6v.1" />
  </Svg>
);

export const ApproachIcon = () => (
  <Svg>
    <circle cx="12" cy="12" r="8.5" />
    <path d="m15.5 8.5-2 5-5 2 2-5 5-2Z" />
  </Svg>
);

export const AlliancesIcon = () => (
  <Svg>
    <circle cx="8.5" cy="12" r="4.5" />
    <circle cx="15.5" cy="12" r="4.5" />
  </Svg>
);

export const InvestmentsIcon = () => (
  <Svg>
    <path d="M4 20h16" />
    <path d="M6.5 20v-6M11 20V9.5M15.5 20v-8M20 4.5l-5.5 4-3.5-2.5L4 11" />
  </Svg>
);

export const SettingsIcon = () => (
  <Svg>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2.8v2.4M12 18.8v2.4M21.2 12h-2.4M5.2 12H2.8M18.5 5.5l-1.7 1.7M7.2 16.8l-1.7 1.7M18.5 18.5l-1.7-1.7M7.2 7.2 5.5 5.5" />
  </Svg>
);

export const LogoutIcon = () => (
  <Svg>
    <path d="M14 4.5H6.5a1 1 0 0 0-1 1v13a1 1 0 0 0 1 1H14" />
    <path d="M10.5 12H20M16.5 8.5 20 12l-3.5 3.5" />
  </Svg>
);

export const CheckIcon = () => (
  <Svg className="admin-icon--small">
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Svg>
);

export const ExternalIcon = () => (
  <Svg className="admin-icon--small">
    <path d="M13.5 4.5h6v6" />
    <path d="M19.5 4.5 11 13" />
    <path d="M17 14v4.5a1 1 0 0 1-1 1H5.5a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1H10" />
  </Svg>
);

export const ImageIcon = () => (
  <Svg>
    <rect x="3.5" y="4.5" width="17" height="15" rx="1.5" />
    <circle cx="9" cy="10" r="1.8" />
    <path d="m20.5 16-5-5-8.5 8.5" />
  </Svg>
);

export const DocumentIcon = () => (
  <Svg>
    <path d="M14 3.5H7A1.5 1.5 0 0 0 5.5 5v14A1.5 1.5 0 0 0 7 20.5h10a1.5 1.5 0 0 0 1.5-1.5V8z" />
    <path d="M14 3.5V8h4.5M8.5 12.5h7M8.5 16h5" />
  </Svg>
);

export const CloseIcon = () => (
  <Svg className="admin-icon--small">
    <path d="M6 6l12 12M18 6 6 18" />
  </Svg>
);

export const SpinnerIcon = () => (
  <Svg className="admin-icon--small admin-icon--spin">
    <path d="M12 3.5a8.5 8.5 0 1 0 8.5 8.5" />
  </Svg>
);

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

export const MailIcon = () => (
  <Svg>
    <rect x="3.5" y="6" width="17" height="12" rx="1.5" />
    <path d="m4 7 8 6 8-6" />
  </Svg>
);
