import { Router, type Request, type Response } from "express";
import { DEVICE_COOKIE, SUPER_ADMIN_ROLE } from "../../shared/constants.ts";
import { loginRequestSchema, signOutEverywhereRequestSchema } from "../../shared/schemas/auth.ts";
import { loginTwoFactorRequestSchema, type LoginChallenge } from "../../shared/schemas/two-factor.ts";
import { registerRequestSchema } from "../../shared/schemas/user-requests.ts";
import type { PasswordChangeChallenge, RecoveryOptions } from "../../shared/schemas/recovery.ts";
import { forgotPasswordRequestSchema, newPasswordRequestSchema, resetPasswordRequestSchema } from "../../shared/schemas/recovery-requests.ts";
import { ACCOUNT_RECOVERY_MESSAGES } from "../../shared/constants.ts";
import * as recovery from "../services/recovery.ts";
import { removeFirstPassword } from "../first-password.ts";
import { actorOf } from "../http/actor.ts";
import { HttpError } from "../http/errors.ts";
import { parse } from "../http/validate.ts";
import { clearSessionCookie, readCookie, requireAuth, requireRole, setDeviceCookie, setSessionCookie } from "../middleware/auth.ts";
import * as authService from "../services/auth.ts";
import { recordActivity, recordFailedSignIn } from "../services/activity.ts";
import type { Services } from "../services/index.ts";
import * as users from "../services/users.ts";

/** /api/auth: login, register (super admin), logout, me. */
export function authRouter(s: Services): Router {
  const r = Router();
  const secure = s.config.siteUrl.startsWith("https://");
  const auth = requireAuth(s);

  r.post("/login", async (req, res) => {
    const { username, password } = parse(loginRequestSchema, req.body);
    let signedIn: authService.SignedIn | authService.ChallengeIssued | authService.PasswordChangeIssued;
    try {
      signedIn = await authService.login(s.db, s.tokenSecret, username, password, req.ip, readCookie(req, DEVICE_COOKIE));
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) await recordFailedSignIn(s.db, username, req.ip ?? "");
      throw error;
    }
    if ("challenge" in signedIn) {
      // Two-factor sign-in: no token until the code (POST /api/auth/login/2fa).
      const answer: LoginChallenge = { twoFactorRequired: true, challenge: signedIn.challenge };
      res.json(answer);
      return;
    }
    if ("passwordChange" in signedIn) return askNewPassword(res, signedIn);
    await finish(req, res, signedIn);
  });

  /** After a one-time password (and the code, with two-factor sign-in): no token until a new password is chosen. */
  function askNewPassword(res: Response, issued: authService.PasswordChangeIssued) {
    const answer: PasswordChangeChallenge = { passwordChangeRequired: true, challenge: issued.passwordChange };
    res.json(answer);
  }

  // The new password after a one-time password: sets it and signs in.
  r.post("/login/new-password", async (req, res) => {
    const { challenge, newPassword } = parse(newPasswordRequestSchema, req.body);
    const user = await recovery.finishPasswordChange(s.db, s.tokenSecret, challenge, newPassword);
    await recordActivity(s.db, "password-changed", { userId: user.id, username: user.username, ip: req.ip ?? "" }, { type: "user", id: user.id, label: user.username });
    await finish(req, res, authService.signedInAs(s.tokenSecret, user));
  });

  // Whether the sign-in page offers "Forgot password?" (only when e-mail can be sent).
  r.get("/recovery", (_req, res) => {
    const answer: RecoveryOptions = { forgotPassword: !!s.mailer };
    res.json(answer);
  });

  // "Forgot password?": the same 202 whether or not an account matches; the e-mail leaves afterwards.
  r.post("/forgot-password", async (req, res) => {
    // The body is checked first: bad input is a 400 whether or not e-mail is configured.
    const { login } = parse(forgotPasswordRequestSchema, req.body);
    const mailer = s.mailer;
    if (!mailer) throw new HttpError(404, "Password reset by e-mail is not configured on this site");
    const outcome = await recovery.requestReset(s.db, mailer, s.config, login, req.ip ?? "unknown");
    for (const u of outcome.sentTo) {
      await recordActivity(s.db, "password-reset-requested", { userId: u.id, username: u.username, ip: req.ip ?? "" }, { type: "user", id: u.id, label: u.username });
    }
    res.status(202).json({ message: ACCOUNT_RECOVERY_MESSAGES.linkSent });
    outcome.deliveries().catch((err: unknown) => recovery.deliveryFailed(s.log, err));
  });

  r.post("/reset-password", async (req, res) => {
    const { token, newPassword } = parse(resetPasswordRequestSchema, req.body);
    const user = await recovery.completeReset(s.db, token, newPassword);
    await recordActivity(s.db, "password-reset-by-email", { userId: user.id, username: user.username, ip: req.ip ?? "" }, { type: "user", id: user.id, label: user.username });
    res.status(204).end();
  });

  r.post("/login/2fa", async (req, res) => {
    const { challenge, code } = parse(loginTwoFactorRequestSchema, req.body);
    let signedIn: authService.SignedIn | authService.PasswordChangeIssued;
    try {
      signedIn = await authService.loginSecondStep(s.db, s.tokenSecret, s.secrets, challenge, code, req.ip);
    } catch (error) {
      if (error instanceof authService.WrongCodeError) {
        await recordActivity(s.db, "sign-in-failed", { userId: error.user.id, username: error.user.username, ip: req.ip ?? "" });
      }
      throw error;
    }
    if ("passwordChange" in signedIn) return askNewPassword(res, signedIn);
    await finish(req, res, signedIn);
  });

  /** A complete sign-in: the activity entry, the session and device cookies, `{token, role}`. */
  async function finish(req: Request, res: Response, signedIn: authService.SignedIn) {
    const { token, principal, deviceCookie } = signedIn;
    await recordActivity(s.db, "sign-in", { userId: principal.id, username: principal.username, ip: req.ip ?? "" });
    // The generated first password has been used: its file goes.
    if (principal.role === SUPER_ADMIN_ROLE && removeFirstPassword(s.config.dataDir)) s.log.info("removed the first-start password file after the super admin signed in");
    setSessionCookie(res, token, secure);
    setDeviceCookie(res, deviceCookie, secure);
    res.json({ token, role: principal.role });
  }

  r.post("/register", auth, requireRole(SUPER_ADMIN_ROLE), async (req, res) => {
    const user = await users.register(s.db, parse(registerRequestSchema, req.body));
    await recordActivity(s.db, "user-created", actorOf(req), { type: "user", id: user._id, label: user.username });
    res.status(201).json(user);
  });

  r.post("/logout", auth, async (req, res) => {
    await authService.logout(s.db, req.principal!.id);
    await recordActivity(s.db, "sign-out", actorOf(req));
    clearSessionCookie(res, secure);
    res.status(204).end();
  });

  // Revokes every token of the user on every instance (the token version in the
  // database), including the one that made the call. Takes no body; anything but `{}` is a 400.
  r.post("/sign-out-everywhere", auth, async (req, res) => {
    parse(signOutEverywhereRequestSchema, req.body ?? {});
    await authService.logout(s.db, req.principal!.id);
    await recordActivity(s.db, "sign-out-everywhere", actorOf(req));
    clearSessionCookie(res, secure);
    res.status(204).end();
  });

  r.get("/me", auth, (req, res) => {
    res.json({ username: req.principal!.username, role: req.principal!.role });
  });

  return r;
}
