import sharp from "sharp";
import request from "supertest";
import { SINGLETONS } from "../../shared/schemas/content.ts";
import type { TestApp } from "../helpers/app.ts";

/** The Authorization header of a token. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A small real PNG (its colour makes each one distinct). */
export async function pngBytes(colour = "#214A74", width = 8, height = 6): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
}

export async function pngDataUrl(colour = "#214A74", width = 8, height = 6): Promise<string> {
  return `data:image/png;base64,${(await pngBytes(colour, width, height)).toString("base64")}`;
}

export const SVG_DATA_URL = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="4" height="4"/></svg>').toString("base64")}`;
/** Declares PNG but holds text. */
export const FAKE_PNG_DATA_URL = `data:image/png;base64,${Buffer.from("not an image at all").toString("base64")}`;

export const MEDIA_URL = /^\/media\/[0-9a-f]{64}\.(png|jpg|gif|webp)$/;
export const UNKNOWN_ID = "0123456789abcdef01234567";

/** Registers an admin through the API (as the super admin) and answers its id and token. */
export async function createAdmin(t: TestApp, superToken: string, username: string, password = "admin-password-1"): Promise<{ id: string; token: string }> {
  const res = await request(t.app).post("/api/auth/register").set(bearer(superToken)).send({ username, password });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body._id as string, token: await t.login(username, password) };
}

/** `method path` of a route of the contract, e.g. "patch /api/investments/{id}". */
export const routeKey = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

/**
 * A concrete URL for a route of API_ROUTES: singleton paths get their fixed id, other `{id}`s the
 * id given (an unknown one by default); a document `{type}` is "investment".
 */
export function concretePath(path: string, id = UNKNOWN_ID): string {
  for (const def of Object.values(SINGLETONS)) {
    if (path === `/api${def.path}/{id}`) return `/api${def.path}/${def.id}`;
  }
  return path.replace("{type}", "investment").replace("{id}", id);
}

/** Reads a supertest answer's body as bytes whatever its type (`.buffer(true).parse(binary)`). */
export const binary = (res: request.Response, cb: (err: Error | null, body: Buffer) => void): void => {
  const chunks: Buffer[] = [];
  res.on("data", (c: Buffer) => chunks.push(c));
  res.on("end", () => cb(null, Buffer.concat(chunks)));
};
