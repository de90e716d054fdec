import type { Role } from "../../shared/constants.ts";
import { useOptionalAdmin } from "./AdminProvider.tsx";

/**
 * What a role may do in the admin. Editors write drafts and ask for review; publishing, deleting,
 * restoring into the live site, the inbox and users are for admins and the super admin. The
 * server enforces the same (403); the admin only leaves out what would be refused.
 */
export const canPublish = (role: Role): boolean => role !== "editor";

/** Whether the signed-in person may publish (true outside the dashboard, where no one is signed in). */
export function useCanPublish(): boolean {
  const admin = useOptionalAdmin();
  return admin ? canPublish(admin.user.role) : true;
}
