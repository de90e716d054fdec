import { NavLink } from "react-router";
import { ImageIcon } from "../../components/Icon/index.ts";

export const MEDIA_PATH = "/admin/dashboard/media";

/** The way into the media library from anywhere in the dashboard, beside the inbox, outside the side menu (which keeps its seven items). */
export function MediaControl() {
  return (
    <NavLink to={MEDIA_PATH} className="admin-shell-control admin-media-control" aria-label="Media library" title="Media library">
      <ImageIcon />
    </NavLink>
  );
}
