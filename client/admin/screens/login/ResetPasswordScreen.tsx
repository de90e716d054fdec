import { useEffect, useState, type FormEvent } from "react";
import { useRouteLoaderData } from "react-router";
import { ACCOUNT_RECOVERY_MESSAGES } from "../../../../shared/constants.ts";
import { SITE_DEFAULT_NAME } from "../../../../shared/content/site.ts";
import type { loader as rootLoader } from "../../../root.tsx";
import { ApiError, api } from "../../api.ts";
import { mismatchOf, PasswordPair } from "../../components/Field/index.ts";
import { SpinnerIcon } from "../../components/Icon/index.ts";
import "./LoginScreen.css";

/** The token of a "Forgot password?" link: it travels in the fragment, which no server sees. */
const tokenOfHash = (hash: string) => new URLSearchParams(hash.replace(/^#/, "")).get("token") ?? "";

/**
 * The page a "Forgot password?" e-mail links to (/admin/reset-password#token=…), in the sign-in
 * panel's look: a new password typed twice, then on to the sign-in.
 */
export function ResetPasswordScreen() {
  const siteName = useRouteLoaderData<typeof rootLoader>("root")?.siteName || SITE_DEFAULT_NAME;
  // The admin renders in the browser only, so the address is there at the first render.
  const [token] = useState<string | null>(() => (typeof window === "undefined" ? null : tokenOfHash(window.location.hash)));
  const [values, setValues] = useState<[string, string]>(["", ""]);
  const [errors, setErrors] = useState<[string | undefined, string | undefined]>([undefined, undefined]);
  const [error, setError] = useState("");
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    // The token stays out of the history and out of any later Referer.
    if (window.location.hash) window.history.replaceState(null, "", window.location.pathname);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !token) return;
    setError("");
    if (values[0] !== values[1]) {
      setErrors([undefined, mismatchOf("New password")]);
      return;
    }
    setPending(true);
    try {
      await api.auth.resetPassword(token, values[0]);
      setDone(true);
    } catch (e) {
      if (e instanceof ApiError && e.fields.newPassword) setErrors([e.fields.newPassword, undefined]);
      else setError(e instanceof ApiError ? e.message : ACCOUNT_RECOVERY_MESSAGES.linkInvalid);
    } finally {
      setPending(false);
    }
  };

  return (
    <main id="main-content" className="admin-login">
      <div className="admin-login__panel">
        <p className="admin-mark admin-login__mark" aria-hidden="true">
          {siteName}
        </p>
        <h1 className="admin-login__title">{siteName} CMS</h1>
        <p className="admin-login__intro">Reset the password of your account.</p>
        {done ? (
          <div className="admin-login__form">
            <p className="admin-notice" role="status">
              Your password is changed, and every session of your account has ended. Sign in with the new password.
            </p>
            <a className="admin-button admin-button--primary admin-button--block" href="/admin/login">
              Sign in
            </a>
          </div>
        ) : token === "" ? (
          <div className="admin-login__form">
            <p className="admin-notice" role="alert">
              This link is incomplete. Open the link from the e-mail again, or ask for a new one from the sign-in page.
            </p>
          </div>
        ) : (
          <form className="admin-login__form" onSubmit={submit} noValidate aria-labelledby="reset-title">
            <h2 id="reset-title" className="admin-login__step">
              Choose a new password
            </h2>
            <p className="admin-login__explain">The link works once, for 30 minutes from when it was sent.</p>
            <PasswordPair
              label="New password"
              names={["newPassword", "confirmPassword"]}
              values={values}
              errors={errors}
              onChange={(which, value) => {
                setValues((v) => (which === 0 ? [value, v[1]] : [v[0], value]));
                setErrors([undefined, undefined]);
              }}
            />
            <div role="alert" className="admin-login__error">
              {error ? <p>{error}</p> : null}
            </div>
            <button type="submit" className="admin-button admin-button--primary admin-button--block" disabled={pending || token === null}>
              {pending ? <SpinnerIcon /> : null}
              Save the new password
            </button>
          </form>
        )}
        <a className="admin-login__back" href="/admin/login">
          Back to sign-in
        </a>
      </div>
    </main>
  );
}
