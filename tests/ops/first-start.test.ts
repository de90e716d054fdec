import { describe, expect, it } from "vitest";
import { companyPages } from "../../shared/content/companies.ts";
import { MESSAGES } from "../../shared/constants.ts";
import type { Investment } from "../../shared/schemas/investments.ts";
import { startProcess, useBuiltSite } from "./support/processes.ts";

const ADMIN_PASSWORD = "first-start-Pa55word";
const cardNames = (html: string) => [...html.matchAll(/<h3 class="investment-card__name">([^<]*)<\/h3>/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));

describe("a complete first start (npm start on an empty SQLite database)", () => {
  const site = useBuiltSite();

  it("shows the whole built-in group on the portfolio page, and deleted companies stay deleted after a restart", async () => {
    const dataDir = site.dataDir();
    const first = await startProcess({ DATA_DIR: dataDir, ADMIN_PASSWORD }, { buildDir: site.buildDir });
    await first.ready();
    const page = await (await fetch(`${first.url}/our-investments`)).text();
    expect(cardNames(page)).toEqual(companyPages.map((c) => c.name));
    expect(page).not.toContain(`>${MESSAGES.noInvestmentsPublic}<`);

    const list = (await (await fetch(`${first.url}/api/investments`)).json()) as Investment[];
    const arbico = list.find((i) => i.tabText === "Arbico")!;
    const detail = await (await fetch(`${first.url}/our-investments/${arbico._id}`)).text();
    expect(detail).toContain("Building Landmarks that Last");
    expect(detail).toContain("https://www.arbicoplc.com");
    const hero = await fetch(`${first.url}${arbico.heroImage}`);
    expect(hero.status).toBe(200);
    expect(hero.headers.get("content-type")).toBe("image/webp");

    const login = await fetch(`${first.url}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "super_admin", password: ADMIN_PASSWORD }) });
    const { token } = (await login.json()) as { token: string };
    for (const i of list.slice(0, 3)) {
      const del = await fetch(`${first.url}/api/investments/${i._id}`, { method: "DELETE", headers: { authorization: `Bearer ${token}` } });
      expect(del.status).toBe(204);
    }
    expect(await first.stop()).toBe(0);

    const second = await startProcess({ DATA_DIR: dataDir, ADMIN_PASSWORD }, { buildDir: site.buildDir });
    try {
      await second.ready();
      const after = (await (await fetch(`${second.url}/api/investments`)).json()) as Investment[];
      expect(after.map((i) => i.tabText)).toEqual(companyPages.slice(3).map((c) => c.name));
    } finally {
      await second.stop();
    }
  }, 180_000);

  it("with SEED_PORTFOLIO=false starts with 'No investments'", async () => {
    const dataDir = site.dataDir();
    const p = await startProcess({ DATA_DIR: dataDir, ADMIN_PASSWORD, SEED_PORTFOLIO: "false" }, { buildDir: site.buildDir });
    try {
      await p.ready();
      const page = await (await fetch(`${p.url}/our-investments`)).text();
      expect(cardNames(page)).toEqual([]);
      expect(page).toContain(MESSAGES.noInvestmentsPublic);
    } finally {
      await p.stop();
    }
  }, 120_000);
});
