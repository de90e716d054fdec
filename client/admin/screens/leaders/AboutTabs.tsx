import { NavLink } from "react-router";
import "./AboutTabs.css";

/**
 * The About item of the side menu holds two screens: the pages' texts and banners, and the
 * people of the leadership pages. These links switch between them (the menu keeps its 7 items).
 */
export function AboutTabs() {
  return (
    <nav className="admin-about-tabs" aria-label="About screens">
      <NavLink to="/admin/dashboard/about" end className="admin-about-tabs__link">
        Who we are &amp; core values
      </NavLink>
      <NavLink to="/admin/dashboard/about/leadership" className="admin-about-tabs__link">
        Leadership
      </NavLink>
    </nav>
  );
}
