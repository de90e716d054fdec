import type { ComponentType } from "react";
import { AboutIcon, AlliancesIcon, ApproachIcon, HomeIcon, InvestmentsIcon, NewsIcon, SettingsIcon } from "./components/Icon/index.ts";

export interface MenuItem {
  label: string;
  to: string;
  icon: ComponentType;
  /** Current only on this exact path (the dashboard index). */
  end?: boolean;
}

/** The side menu of the dashboard: the seven items of SPEC.md section 2, in its order. */
export const ADMIN_MENU: readonly MenuItem[] = [
  { label: "Home", to: "/admin/dashboard", icon: HomeIcon, end: true },
  { label: "News", to: "/admin/dashboard/news", icon: NewsIcon },
  { label: "About", to: "/admin/dashboard/about", icon: AboutIcon },
  { label: "Approach", to: "/admin/dashboard/approach", icon: ApproachIcon },
  { label: "Strategic Alliances", to: "/admin/dashboard/strategic-alliances", icon: AlliancesIcon },
  { label: "Our Investments", to: "/admin/dashboard/our-investments", icon: InvestmentsIcon },
  { label: "Settings", to: "/admin/dashboard/settings", icon: SettingsIcon },
];
