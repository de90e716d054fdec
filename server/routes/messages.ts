import { Router } from "express";
import { messagePageQuerySchema, messagePatchSchema, senderRequestSchema } from "../../shared/schemas/messages.ts";
import { isPagedQuery } from "../../shared/schemas/paging.ts";
import { setPageHeaders } from "../http/paging.ts";
import { actorOf } from "../http/actor.ts";
import { parse, parseId } from "../http/validate.ts";
import { requireAuth } from "../middleware/auth.ts";
import { eraseSender, exportSender, getMessage, listInbox, markMessage, pageInbox, messagesCsv, removeMessage, unreadMessages } from "../services/inbox.ts";
import type { Services } from "../services/index.ts";

/** /api/messages: the contact inbox, for every signed-in user. */
export function messagesRouter(s: Services): Router {
  const r = Router();
  const { db } = s;
  r.use(requireAuth(s));

  // Without parameters every message; with `?page=` or `?limit=` one page and the totals.
  r.get("/", async (req, res) => {
    if (!isPagedQuery(req.query, ["page", "limit"])) return void res.json(await listInbox(db));
    const answer = await pageInbox(db, parse(messagePageQuerySchema, req.query));
    setPageHeaders(res, answer);
    res.json(answer);
  });

  // Declared before "/:id" so these names are never read as ids.
  r.get("/unread", async (_req, res) => {
    res.json({ unread: await unreadMessages(db) });
  });

  r.get("/export", async (_req, res) => {
    const day = new Date().toISOString().slice(0, 10);
    res
      .type("text/csv; charset=utf-8")
      .attachment(`messages-${day}.csv`)
      // A byte order mark, so spreadsheet programs read the file as UTF-8.
      .send(`\uFEFF${await messagesCsv(db)}`);
  });

  // A data-subject request: the sender's e-mail address travels in the body, never in the URL.
  const day = () => new Date().toISOString().slice(0, 10);
  r.post("/by-sender/json", async (req, res) => {
    const { email } = parse(senderRequestSchema, req.body);
    const { data } = await exportSender(db, email, actorOf(req), "json");
    res.attachment(`messages-from-sender-${day()}.json`).json(data);
  });

  r.post("/by-sender/csv", async (req, res) => {
    const { email } = parse(senderRequestSchema, req.body);
    const { csv } = await exportSender(db, email, actorOf(req), "csv");
    res.type("text/csv; charset=utf-8").attachment(`messages-from-sender-${day()}.csv`).send(`\uFEFF${csv}`);
  });

  r.post("/by-sender/erase", async (req, res) => {
    const { email } = parse(senderRequestSchema, req.body);
    res.json({ erased: await eraseSender(db, email, actorOf(req)) });
  });

  r.get("/:id", async (req, res) => {
    res.json({ message: await getMessage(db, parseId(req.params.id)) });
  });

  r.patch("/:id", async (req, res) => {
    const id = parseId(req.params.id);
    const { read } = parse(messagePatchSchema, req.body);
    res.json({ message: await markMessage(db, id, read) });
  });

  r.delete("/:id", async (req, res) => {
    await removeMessage(db, parseId(req.params.id), actorOf(req));
    res.status(204).end();
  });

  return r;
}
