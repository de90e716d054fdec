import { Router, type Request, type Response } from "express";
import { DEVICE_COOKIE, SUPER_ADMIN_ROLE } from "../../shared/constants.ts";
import { loginRequestSchema, signOutEverywhereRequestSchema } from "../../shared/schemas/auth.ts";
import { loginTwoFactorRequestSchema, type LoginChallenge } from "../../shared/schemas/two-factor.ts";
import { registerRequestSchema } from "../../shared/schemas/user-requests.ts";
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
    let signedIn: authService.SignedIn | authService.ChallengeIssued;
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
    await finish(req, res, signedIn);
  });

  r.post("/login/2fa", async (req, res) => {
    const { challenge, code } = parse(loginTwoFactorRequestSchema, req.body);
    let signedIn: authService.SignedIn;
    try {
      signedIn = await authService.loginSecondStep(s.db, s.tokenSecret, challenge, code, req.ip);
    } catch (error) {
      if (error instanceof authService.WrongCodeError) {
        await recordActivity(s.db, "sign-in-failed", { userId: error.user.id, username: error.user.username, ip: req.ip ?? "" });
      }
      throw error;
    }
    await finish(req, res, signedIn);
  });

  /** A complete sign-in: the activity entry, the session and device cookies, `{token, role}`. */
  async function finish(req: Request, res: Response, signedIn: authService.SignedIn) {
    const { token, principal, deviceCookie } = signedIn;
    await recordActivity(s.db, "sign-in", { userId: principal.id, username: principal.username, ip: req.ip ?? "" });
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
