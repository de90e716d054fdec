import { Router } from "express";
import { loginRequestSchema } from "../../shared/schemas/auth.ts";
import { parse } from "../http/validate.ts";
import { clearSessionCookie, requireAuth, setSessionCookie } from "../middleware/auth.ts";
import type { Services } from "../services/index.ts";

/** /api/auth: login, logout, me. */
export function authRouter(s: Services): Router {
  const r = Router();
  const secure = s.config.siteUrl.startsWith("https://");

  r.post("/login", async (req, res) => {
    const { username, password } = parse(loginRequestSchema, req.body);
    const { token, principal } = await s.auth.login(username, password);
    setSessionCookie(res, token, secure);
    res.json({ token, role: principal.role });
  });

  r.post("/logout", requireAuth(s.auth), async (req, res) => {
    await s.auth.logout(req.principal!.id);
    clearSessionCookie(res, secure);
    res.status(204).end();
  });

  r.get("/me", requireAuth(s.auth), (req, res) => {
    res.json({ username: req.principal!.username, role: req.principal!.role });
  });

  return r;
}
