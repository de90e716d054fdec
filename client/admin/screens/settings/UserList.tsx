import { SUPER_ADMIN_USERNAME } from "../../../../shared/constants.ts";
import type { User } from "../../../../shared/schemas/users.ts";
import { KeyIcon, LockIcon, MailIcon, TrashIcon } from "../../components/Icon/index.ts";
import { IconButton } from "../../components/IconButton/index.ts";
import "./UserList.css";

export interface UserListProps {
  users: readonly User[];
  /** The signed-in user's name, marked 'you'. */
  me: string;
  busyId?: string | null;
  /** The edit-password icon of the super admin row. */
  onChangePassword(): void;
  onDelete(user: User): void;
  /** The ids of the users with two-factor sign-in on. */
  twoFactorOn: ReadonlySet<string>;
  /** Resets a user's second factor (shown on the rows where it is on). */
  onResetTwoFactor(user: User): void;
  resetBusyId?: string | null;
  /** Each user's e-mail address by id ("" = none), shown under the name. */
  emails: ReadonlyMap<string, string>;
  /** Gives a user (not the super admin) a one-time password. */
  onOneTimePassword(user: User): void;
  /** Sets a user's e-mail address. */
  onEditEmail(user: User): void;
  /** Moves a user between admin and editor (the super admin's own role stays). */
  onChangeRole(user: User, role: "admin" | "editor"): void;
}

/** How a user is named: 'Super Admin' for super_admin (SPEC.md section 2), else the username. */
const displayName = (user: Pick<User, "username">) => (user.username === SUPER_ADMIN_USERNAME ? "Super Admin" : user.username);

/**
 * The numbered user list: the super admin row carries the edit-password icon and can never be
 * deleted; every other row carries a delete icon.
 */
export function UserList({ users, me, busyId, onChangePassword, onDelete, twoFactorOn, onResetTwoFactor, resetBusyId, emails, onOneTimePassword, onEditEmail, onChangeRole }: UserListProps) {
  return (
    <table className="admin-table">
      <caption className="visually-hidden">Users, numbered</caption>
      <thead className="admin-caption admin-caption--quiet">
        <tr>
          <th scope="col" className="admin-table__number">
            No.
          </th>
          <th scope="col">User</th>
          <th scope="col">Role</th>
          <th scope="col">Two-factor sign-in</th>
          <th scope="col" className="admin-table__actions">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {users.map((user, i) => {
          const superAdmin = user.username === SUPER_ADMIN_USERNAME;
          const busy = user._id === busyId;
          return (
            <tr key={user._id} aria-busy={busy || undefined}>
              <td className="admin-table__number">{i + 1}</td>
              <th scope="row" className="admin-table__user">
                <span className="admin-inline">
                  <span className="admin-mark admin-avatar admin-user-cell__avatar" aria-hidden="true">
                    {user.username.slice(0, 1).toUpperCase()}
                  </span>
                  <span className="admin-user-cell__text">
                    <span className="admin-user-cell__name">
                      {displayName(user)}
                      {user.username === me ? <span className="admin-badge admin-badge--quiet">You</span> : null}
                    </span>
                    {superAdmin ? <span className="admin-user-cell__username">{user.username}</span> : null}
                    <span className="admin-user-cell__username">{emails.get(user._id) || "No e-mail address"}</span>
                  </span>
                </span>
              </th>
              <td>
                {superAdmin ? (
                  <span className="admin-role admin-role--super">{user.role}</span>
                ) : (
                  <select
                    className="admin-input admin-select admin-role-select"
                    aria-label={`Role of ${user.username}`}
                    value={user.role}
                    disabled={busy}
                    onChange={(e) => onChangeRole(user, e.target.value === "editor" ? "editor" : "admin")}
                  >
                    <option value="admin">admin</option>
                    <option value="editor">editor</option>
                  </select>
                )}
              </td>
              <td>{twoFactorOn.has(user._id) ? "On" : "Off"}</td>
              <td className="admin-table__actions">
                <span className="admin-table__buttons">
                <IconButton label={`Set the e-mail address of ${user.username}`} title="E-mail address" icon={<MailIcon />} onClick={() => onEditEmail(user)} />
                {superAdmin ? null : (
                  <IconButton label={`Give ${user.username} a one-time password`} title="One-time password" icon={<KeyIcon />} disabled={busy} onClick={() => onOneTimePassword(user)} />
                )}
                {twoFactorOn.has(user._id) ? (
                  <IconButton
                    label={`Reset two-factor sign-in of ${user.username}`}
                    title="Reset two-factor sign-in"
                    icon={<LockIcon />}
                    disabled={user._id === resetBusyId}
                    onClick={() => onResetTwoFactor(user)}
                  />
                ) : null}
                {superAdmin ? (
                  <IconButton label="Change password" icon={<KeyIcon />} onClick={onChangePassword} />
                ) : (
                  <IconButton label={`Delete ${user.username}`} title="Delete" icon={<TrashIcon />} tone="danger" disabled={busy} onClick={() => onDelete(user)} />
                )}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
