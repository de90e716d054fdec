import { useState, type FormEvent } from "react";
import { useNavigate, useRouteLoaderData, useSearchParams } from "react-router";
import { MESSAGES } from "../../../../shared/constants.ts";
import { SITE_DEFAULT_NAME } from "../../../content/site.ts";
import type { loader as rootLoader } from "../../../root.tsx";
import { ApiError, api } from "../../api.ts";
import { TextField } from "../../components/Field/index.ts";
import { SpinnerIcon } from "../../components/Icon/index.ts";
import { safeNext, startSession } from "../../session.ts";
import "./LoginScreen.css";

/**
 * The sign-in panel (SPEC.md: a 400px panel titled '<company> CMS', username, password, Submit, an
 * error line in red). A success goes on to `next` (a dashboard path) or the dashboard.
 */
export function LoginScreen() {
  const siteName = useRouteLoaderData<typeof rootLoader>("root")?.siteName || SITE_DEFAULT_NAME;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState("");
  const [detail, setDetail] = useState("");
  const [pending, setPending] = useState(false);
  const expired = params.get("expired") === "1";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setDetail("");
    if (!username.trim() || !password) {
      setError(MESSAGES.loginEmpty);
      return;
    }
    setError("");
    setPending(true);
    try {
      const { role } = await api.auth.login({ username: username.trim(), password });
      startSession(role);
      navigate(safeNext(params.get("next")), { replace: true });
    } catch (e) {
      setPending(false);
      setError(MESSAGES.loginFailed);
      if (e instanceof ApiError && e.status === 429) setDetail(e.message);
      else if (e instanceof ApiError && e.status === 0) setDetail(e.message);
    }
  };

  return (
    <main id="main-content" className="admin-login">
      <div className="admin-login__panel">
        <p className="admin-mark admin-login__mark" aria-hidden="true">
          {siteName}
        </p>
        <h1 className="admin-login__title">{siteName} CMS</h1>
        <p className="admin-login__intro">Sign in to edit the content of the website.</p>
        {expired ? (
          <p className="admin-notice admin-login__notice">Your session has ended. Sign in again to continue where you left off.</p>
        ) : null}
        <form className="admin-login__form" onSubmit={submit} noValidate>
          <TextField label="Username" name="username" autoComplete="username" value={username} onChange={setUsername} />
          <TextField label="Password" name="password" input="password" autoComplete="current-password" value={password} onChange={setPassword} />
          <div role="alert" className="admin-login__error">
            {error ? <p>{error}</p> : null}
            {detail ? <p className="admin-login__detail">{detail}</p> : null}
          </div>
          <button type="submit" className="admin-button admin-button--primary admin-button--block" disabled={pending}>
            {pending ? <SpinnerIcon /> : null}
            Submit
          </button>
        </form>
        <a className="admin-login__back" href="/">
          Back to the website
        </a>
      </div>
    </main>
  );
}
