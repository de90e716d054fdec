import { useState, type FormEvent } from "react";
import { useNavigate, useRouteLoaderData, useSearchParams } from "react-router";
import { MESSAGES } from "../../../../shared/constants.ts";
import { SITE_DEFAULT_NAME } from "../../../../shared/content/site.ts";
import type { loader as rootLoader } from "../../../root.tsx";
import type { LoginResponse } from "../../../../shared/schemas/auth.ts";
import { ApiError, api } from "../../api.ts";
import { mismatchOf, PasswordPair, TextField } from "../../components/Field/index.ts";
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
  // After a one-time password: the step that chooses a new one.
  const [passwordChange, setPasswordChange] = useState<string | null>(null);
  const [newPassword, setNewPassword] = useState<[string, string]>(["", ""]);
  const [newPasswordErrors, setNewPasswordErrors] = useState<[string | undefined, string | undefined]>([undefined, undefined]);
  // "Forgot password?": offered only when the site can send e-mail (the root loader says so, so
  // the page makes no call before Submit).
  const canReset = useRouteLoaderData<typeof rootLoader>("root")?.forgotPassword === true;
  const [forgot, setForgot] = useState(false);
  const [resetLogin, setResetLogin] = useState("");
  const [resetSent, setResetSent] = useState("");
  const expired = params.get("expired") === "1";

  const askNewPassword = (challengeToken: string) => {
    setPending(false);
    setPassword("");
    setCode("");
    setChallenge(null);
    setPasswordChange(challengeToken);
  };

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
      if ("passwordChangeRequired" in answer) return askNewPassword(answer.challenge);
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
      const answer = await api.auth.loginSecondStep({ challenge, code: code.trim() });
      if ("passwordChangeRequired" in answer) return askNewPassword(answer.challenge);
      signedIn(answer.role);
    } catch (e) {
      setPending(false);
      setCode("");
      setError(e instanceof ApiError ? e.message : MESSAGES.loginFailed);
    }
  };

  const submitNewPassword = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !passwordChange) return;
    setError("");
    if (newPassword[0] !== newPassword[1]) {
      setNewPasswordErrors([undefined, mismatchOf("New password")]);
      return;
    }
    setPending(true);
    try {
      signedIn((await api.auth.newPassword(passwordChange, newPassword[0])).role);
    } catch (e) {
      setPending(false);
      if (e instanceof ApiError && e.fields.newPassword) setNewPasswordErrors([e.fields.newPassword, undefined]);
      else setError(e instanceof ApiError ? e.message : MESSAGES.loginFailed);
    }
  };

  const submitForgot = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!resetLogin.trim()) {
      setError("Enter your username or e-mail address.");
      return;
    }
    setError("");
    setPending(true);
    try {
      setResetSent(await api.auth.forgotPassword(resetLogin.trim()));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : MESSAGES.loginFailed);
    } finally {
      setPending(false);
    }
  };

  const startAgain = () => {
    setChallenge(null);
    setPasswordChange(null);
    setNewPassword(["", ""]);
    setNewPasswordErrors([undefined, undefined]);
    setForgot(false);
    setResetSent("");
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
        {passwordChange ? (
          <form className="admin-login__form" onSubmit={submitNewPassword} noValidate aria-labelledby="new-password-title">
            <h2 id="new-password-title" className="admin-login__step">
              Choose a new password
            </h2>
            <p className="admin-login__explain">
              You signed in with a one-time password. Choose your own password to continue; the one-time password stops working.
            </p>
            <PasswordPair
              label="New password"
              names={["newPassword", "confirmPassword"]}
              values={newPassword}
              errors={newPasswordErrors}
              onChange={(which, value) => {
                setNewPassword((v) => (which === 0 ? [value, v[1]] : [v[0], value]));
                setNewPasswordErrors([undefined, undefined]);
              }}
            />
            <div role="alert" className="admin-login__error">
              {error ? <p>{error}</p> : null}
            </div>
            <button type="submit" className="admin-button admin-button--primary admin-button--block" disabled={pending}>
              {pending ? <SpinnerIcon /> : null}
              Save and sign in
            </button>
          </form>
        ) : forgot ? (
          <form className="admin-login__form" onSubmit={submitForgot} noValidate aria-labelledby="forgot-title">
            <h2 id="forgot-title" className="admin-login__step">
              Forgot your password?
            </h2>
            {resetSent ? (
              <p className="admin-notice" role="status">
                {resetSent}
              </p>
            ) : (
              <>
                <p className="admin-login__explain">We e-mail a link to choose a new password to the address of your account, if it has one.</p>
                <TextField label="Username or e-mail address" name="login" autoComplete="username" value={resetLogin} onChange={setResetLogin} />
                <div role="alert" className="admin-login__error">
                  {error ? <p>{error}</p> : null}
                </div>
                <button type="submit" className="admin-button admin-button--primary admin-button--block" disabled={pending}>
                  {pending ? <SpinnerIcon /> : null}
                  Send the link
                </button>
              </>
            )}
            <button type="button" className="admin-button admin-button--secondary admin-button--block" onClick={startAgain}>
              Back to sign-in
            </button>
          </form>
        ) : challenge ? (
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
            {canReset ? (
              <button
                type="button"
                className="admin-login__forgot"
                onClick={() => {
                  setForgot(true);
                  setResetLogin(username.trim());
                  setError("");
                  setDetail("");
                }}
              >
                Forgot password?
              </button>
            ) : null}
          </form>
        )}
        <a className="admin-login__back" href="/">
          Back to the website
        </a>
      </div>
    </main>
  );
}
