import { useState, type FormEvent } from "react";
import { useNavigate, useRouteLoaderData, useSearchParams } from "react-router";
import { MESSAGES } from "../../../../shared/constants.ts";
import { SITE_DEFAULT_NAME } from "../../../../shared/content/site.ts";
import type { loader as rootLoader } from "../../../root.tsx";
import type { LoginResponse } from "../../../../shared/schemas/auth.ts";
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
  // Two-factor sign-in: after a right password, the challenge the code goes with.
  const [challenge, setChallenge] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const expired = params.get("expired") === "1";

  const signedIn = (role: LoginResponse["role"]) => {
    startSession(role);
    navigate(safeNext(params.get("next")), { replace: true });
  };

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
      const answer = await api.auth.login({ username: username.trim(), password });
      if ("challenge" in answer) {
        setPending(false);
        setPassword("");
        setChallenge(answer.challenge);
        return;
      }
      signedIn(answer.role);
    } catch (e) {
      setPending(false);
      setError(MESSAGES.loginFailed);
      if (e instanceof ApiError && e.status === 429) setDetail(e.message);
      else if (e instanceof ApiError && e.status === 0) setDetail(e.message);
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !challenge) return;
    setDetail("");
    if (!code.trim()) {
      setError("Enter the code from your authenticator app, or a recovery code.");
      return;
    }
    setError("");
    setPending(true);
    try {
      signedIn((await api.auth.loginSecondStep({ challenge, code: code.trim() })).role);
    } catch (e) {
      setPending(false);
      setCode("");
      setError(e instanceof ApiError ? e.message : MESSAGES.loginFailed);
    }
  };

  const startAgain = () => {
    setChallenge(null);
    setCode("");
    setError("");
    setDetail("");
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
        {challenge ? (
          <form className="admin-login__form" onSubmit={submitCode} noValidate aria-labelledby="second-step-title">
            <h2 id="second-step-title" className="admin-login__step">
              Two-factor sign-in
            </h2>
            <TextField
              label="Authentication code"
              name="code"
              autoComplete="one-time-code"
              hint="The 6-digit code from your authenticator app, or one of your recovery codes."
              value={code}
              onChange={setCode}
            />
            <div role="alert" className="admin-login__error">
              {error ? <p>{error}</p> : null}
            </div>
            <button type="submit" className="admin-button admin-button--primary admin-button--block" disabled={pending}>
              {pending ? <SpinnerIcon /> : null}
              Verify and sign in
            </button>
            <button type="button" className="admin-button admin-button--secondary admin-button--block" onClick={startAgain}>
              Start again with your password
            </button>
          </form>
        ) : (
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
        )}
        <a className="admin-login__back" href="/">
          Back to the website
        </a>
      </div>
    </main>
  );
}
