import { useState, type ReactNode } from "react";
import { ActivityLog } from "../activity/ActivityLog.tsx";
import { MESSAGES, SUPER_ADMIN_ROLE, SUPER_ADMIN_USERNAME } from "../../../../shared/constants.ts";
import type { MeResponse } from "../../../../shared/schemas/auth.ts";
import type { TwoFactorOverview, TwoFactorStatus } from "../../../../shared/schemas/two-factor.ts";
import type { User } from "../../../../shared/schemas/users.ts";
import type { Account } from "../../../../shared/schemas/recovery.ts";
import { EmailDialog, OneTimePasswordDialog } from "./AccountDialogs.tsx";
import { EmailCard } from "./EmailCard.tsx";
import { api } from "../../api.ts";
import { Card } from "../../components/Card/index.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog/index.ts";
import { CloseIcon, LockIcon, PlusIcon } from "../../components/Icon/index.ts";
import { Flash, type FlashMessage } from "../../components/Flash/index.ts";
import { IconButton } from "../../components/IconButton/index.ts";
import { ScreenHeader } from "../../components/ScreenHeader/index.ts";
import { ListError } from "../../components/SideList/index.ts";
import { useDeletion } from "../../hooks/useDeletion.tsx";
import { useFailure } from "../../hooks/useFailure.ts";
import { useReloadable } from "../../hooks/useReloadable.ts";
import { NewUserForm } from "./NewUserForm.tsx";
import { PasswordForm } from "./PasswordForm.tsx";
import { SessionsCard } from "./SessionsCard.tsx";
import { TwoFactorCard } from "./TwoFactorCard.tsx";
import { TwoFactorPolicy } from "./TwoFactorPolicy.tsx";
import { UserList } from "./UserList.tsx";
import "./SettingsScreen.css";

/** The panel states of SPEC.md section 4: 1 list only, 2 change password, 3 new user. */
export type Panel = 1 | 2 | 3;

export interface SettingsScreenProps {
  /** Who is signed in, as the server confirmed. */
  me: MeResponse;
  /** The users, for the super admin; null for anyone else. */
  initialUsers: readonly User[] | null;
  /** The signed-in user's own two-factor sign-in. */
  twoFactor: TwoFactorStatus;
  /** Who has two-factor sign-in and whether everyone must, for the super admin; null for anyone else. */
  twoFactorUsers: TwoFactorOverview | null;
  /** The signed-in user's own account (their e-mail address). */
  account: Account;
  /** Every user's e-mail address, for the super admin; null for anyone else. */
  accounts: readonly Account[] | null;
}

/**
 * Settings: the super admin manages users here. Anyone else reads that they are not authorized
 * to see the user list, and may still change their own password (the API allows it).
 */
export function SettingsScreen({ me, initialUsers, twoFactor, twoFactorUsers, account, accounts }: SettingsScreenProps) {
  const authorized = me.role === SUPER_ADMIN_ROLE && initialUsers !== null && twoFactorUsers !== null && accounts !== null;
  return (
    <div className="admin-screen admin-screen--narrow">
      <ScreenHeader
        eyebrow="Administration"
        title="Settings"
        intro={authorized ? "The people who can sign in to this CMS, and the super admin's password." : "Your account."}
      />
      {authorized ? (
        <div className="admin-stack admin-stack--loose">
          <UsersPanel me={me} initialUsers={initialUsers} initialTwoFactor={twoFactorUsers} initialAccounts={accounts} />
          <TwoFactorCard initial={twoFactor} />
          <EmailCard initial={account} />
          <SessionsCard />
          <ActivityLog />
        </div>
      ) : (
        <NotAuthorized me={me} twoFactor={twoFactor} account={account} />
      )}
    </div>
  );
}

function NotAuthorized({ me, twoFactor, account }: { me: MeResponse; twoFactor: TwoFactorStatus; account: Account }) {
  return (
    <div className="admin-stack admin-stack--loose">
      <section className="admin-card admin-unauthorized" aria-labelledby="users-title">
        <span className="admin-mark admin-avatar admin-unauthorized__icon">
          <LockIcon />
        </span>
        <div>
          <h2 id="users-title" className="admin-card__title">
            Users
          </h2>
          <p className="admin-unauthorized__text">{MESSAGES.notAuthorized}</p>
          <p className="admin-card__description">Only the super admin can see and manage users. You can still change your own password below.</p>
        </div>
      </section>
      <TwoFactorCard initial={twoFactor} />
      <PasswordForm username={me.username} title="Change my password" />
      <EmailCard initial={account} />
      <SessionsCard />
    </div>
  );
}

function UsersPanel({
  me,
  initialUsers,
  initialTwoFactor,
  initialAccounts,
}: {
  me: MeResponse;
  initialUsers: readonly User[];
  initialTwoFactor: TwoFactorOverview;
  initialAccounts: readonly Account[];
}) {
  const users = useReloadable<readonly User[]>(initialUsers, api.users.list);
  const accounts = useReloadable<readonly Account[]>(initialAccounts, api.users.accounts);
  // One-time passwords: the user asked about, then the password given (shown once).
  const [giving, setGiving] = useState<User | null>(null);
  const [given, setGiven] = useState<{ username: string; password: string } | null>(null);
  const [editingEmail, setEditingEmail] = useState<User | null>(null);
  const twoFactor = useReloadable<TwoFactorOverview>(initialTwoFactor, api.twoFactor.overview);
  const [resetting, setResetting] = useState<User | null>(null);
  const [resetBusy, setResetBusy] = useState(false);
  const fail = useFailure();

  const reset = async () => {
    const user = resetting;
    if (!user) return;
    setResetBusy(true);
    try {
      await api.twoFactor.reset(user._id);
      setFlash({ kind: "success", text: `Two-factor sign-in of ‘${user.username}’ was reset: they sign in with their password and set it up again.` });
      await twoFactor.reload();
    } catch (error) {
      const message = fail(error);
      if (message) setFlash({ kind: "error", text: message });
    } finally {
      setResetBusy(false);
      setResetting(null);
    }
  };
  const giveOneTimePassword = async () => {
    const user = giving;
    setGiving(null);
    if (!user) return;
    try {
      const answer = await api.users.oneTimePassword(user._id);
      setGiven({ username: answer.username, password: answer.oneTimePassword });
    } catch (error) {
      const message = fail(error);
      if (message) setFlash({ kind: "error", text: message });
    }
  };

  const saveEmail = async (email: string) => {
    const user = editingEmail;
    if (!user) return;
    await api.users.setEmail(user._id, email);
    setEditingEmail(null);
    setFlash({ kind: "success", text: email ? `Saved: ‘${user.username}’ gets password links at ${email}.` : `Saved: ‘${user.username}’ has no e-mail address.` });
    await accounts.reload();
  };

  const [panel, setPanel] = useState<Panel>(1);
  const [flash, setFlash] = useState<FlashMessage | null>(null);

  const deletion = useDeletion<User>({
    nameOf: (user) => user.username,
    warning: "This user will no longer be able to sign in, and any session they have open ends now.",
    remove: (user) => api.users.remove(user._id),
    onDeleted: users.reload,
    flash: setFlash,
  });

  const changeRole = async (user: User, role: "admin" | "editor") => {
    try {
      const changed = await api.users.setRole(user._id, role);
      setFlash({
        kind: "success",
        text: role === "editor" ? `Saved: ‘${changed.username}’ is now an editor: they write drafts and ask for review.` : `Saved: ‘${changed.username}’ is now an admin: they publish.`,
      });
    } catch (error) {
      const message = fail(error);
      if (message) setFlash({ kind: "error", text: message });
    }
    await users.reload();
  };

  const created = (user: User) => {
    setFlash({ kind: "success", text: `Saved: ‘${user.username}’ can now sign in with the role ‘${user.role}’.` });
    setPanel(1);
    void users.reload();
  };

  return (
    <>
      <Flash message={flash} onDismiss={() => setFlash(null)} />
      <div className="admin-stack admin-stack--loose">
        <Card
          titleId="users-title"
          title="Users"
          description="The super admin cannot be deleted; only their password can be changed."
          action={
            panel === 3 ? null : (
              <button type="button" className="admin-button admin-button--primary" onClick={() => setPanel(3)}>
                <PlusIcon />
                New User
              </button>
            )
          }
        >
          <UserList
            users={users.data}
            me={me.username}
            busyId={deletion.busy?._id}
            onChangePassword={() => setPanel(2)}
            onDelete={(user) => deletion.ask(user)}
            twoFactorOn={new Set(twoFactor.data.users.filter((u) => u.enabled).map((u) => u._id))}
            onResetTwoFactor={setResetting}
            resetBusyId={resetBusy ? resetting?._id : null}
            emails={new Map(accounts.data.map((a) => [a._id, a.email]))}
            onOneTimePassword={setGiving}
            onEditEmail={setEditingEmail}
            onChangeRole={(user, role) => void changeRole(user, role)}
          />
          <ListError error={users.error ?? twoFactor.error} />
          <TwoFactorPolicy overview={twoFactor.data} me={me.username} onChanged={twoFactor.reload} flash={setFlash} />
        </Card>
        {panel === 2 ? (
          <ClosablePanel label="Close change password" onClose={() => setPanel(1)}>
            <PasswordForm username={SUPER_ADMIN_USERNAME} title="Change password" description="The password of the super admin." />
          </ClosablePanel>
        ) : null}
        {panel === 3 ? (
          <ClosablePanel label="Close new user" onClose={() => setPanel(1)}>
            <NewUserForm onCreated={created} />
          </ClosablePanel>
        ) : null}
      </div>
      {deletion.dialog}
      <ConfirmDialog
        open={resetting !== null}
        title={`Reset two-factor sign-in of ${resetting?.username ?? ""}?`}
        confirmLabel="Reset two-factor sign-in"
        onConfirm={() => void reset()}
        onCancel={() => setResetting(null)}
      >
        Their authenticator app and recovery codes stop working. They sign in with their password alone until they set it up again.
      </ConfirmDialog>
      <ConfirmDialog
        open={giving !== null}
        tone="primary"
        title={`Give ${giving?.username ?? ""} a one-time password?`}
        confirmLabel="Give a one-time password"
        onConfirm={() => void giveOneTimePassword()}
        onCancel={() => setGiving(null)}
      >
        Their current password stops working and every session of theirs ends now. They sign in with the one-time password, then choose a new one.
      </ConfirmDialog>
      <OneTimePasswordDialog given={given} onClose={() => setGiven(null)} />
      <EmailDialog
        key={editingEmail?._id ?? "none"}
        user={editingEmail ? { username: editingEmail.username, email: accounts.data.find((a) => a._id === editingEmail._id)?.email ?? "" } : null}
        onSave={saveEmail}
        onClose={() => setEditingEmail(null)}
      />
    </>
  );
}

/** A form card with a close icon at its top right corner. */
function ClosablePanel({ label, onClose, children }: { label: string; onClose(): void; children: ReactNode }) {
  return (
    <div className="admin-panel">
      {children}
      <IconButton label={label} title="Close" icon={<CloseIcon />} className="admin-panel__close" onClick={onClose} />
    </div>
  );
}
