import request from "supertest";
import { describe, expect, it } from "vitest";
import { readCounter } from "../../server/db/repositories/rate-limits.ts";
import { consumeLimits, limitKeys } from "../../server/services/rate-limit.ts";
import { LOGIN_LIMITS, SUPER_ADMIN_USERNAME } from "../../shared/constants.ts";
import { SINGLETON_IDS } from "../../shared/ids.ts";
import { ADMIN_PASSWORD, useSignedInApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { failWrites } from "../helpers/faults.ts";
import { bearer, createAdmin, MEDIA_URL, pngDataUrl } from "./fixtures.ts";

// A write that fails part-way (here: its last statement, forced to fail inside the database)
// must leave nothing behind: images stored for it, earlier statements, partial user changes.
for (const database of testDatabases()) {
  describe(`a write failing part-way leaves nothing half-written, on ${database.name}`, () => {
    const t = useSignedInApp(database);

    const mediaCount = async () =>
      Number((await t.services.db.selectFrom("media").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
    const fail = (table: string, op: "insert" | "update") => failWrites(t.services.database, table, op);

    it("keeps the old investment and stores no image when the update fails after its images were stored", async () => {
      const created = await request(t.app).post("/api/investments").set(bearer(t.token)).send({ tabText: "Arbico", highlight: "Since 1958" });
      expect(created.status).toBe(201);
      const before = await mediaCount();
      const patch = {
        highlight: "Changed",
        heroImage: await pngDataUrl("#102030"),
        content: `<p>Roads</p><img src="${await pngDataUrl("#405060")}">`,
      };
      const restore = await fail("investments", "update");
      try {
        const res = await request(t.app).patch(`/api/investments/${created.body._id}`).set(bearer(t.token)).send(patch);
        expect(res.status).toBe(500);
      } finally {
        await restore();
      }
      expect(await mediaCount()).toBe(before);
      expect((await request(t.app).get(`/api/investments/${created.body._id}`)).body).toEqual(created.body);

      // The same request, once the fault is gone, stores both images with the record.
      const ok = await request(t.app).patch(`/api/investments/${created.body._id}`).set(bearer(t.token)).send(patch);
      expect(ok.status).toBe(200);
      expect(ok.body.heroImage).toMatch(MEDIA_URL);
      expect(await mediaCount()).toBe(before + 2);
    });

    it("creates no investment and stores no image when the insert fails", async () => {
      const before = { media: await mediaCount(), list: (await request(t.app).get("/api/investments")).body };
      const restore = await fail("investments", "insert");
      try {
        const res = await request(t.app).post("/api/investments").set(bearer(t.token)).send({ tabText: "Lost", logo: await pngDataUrl("#112233") });
        expect(res.status).toBe(500);
      } finally {
        await restore();
      }
      expect(await mediaCount()).toBe(before.media);
      expect((await request(t.app).get("/api/investments")).body).toEqual(before.list);
    });

    it("creates no news item and stores none of its images when the insert fails", async () => {
      const before = await mediaCount();
      const images = [await pngDataUrl("#aa0000"), await pngDataUrl("#00aa00")].join(",");
      const restore = await fail("news_items", "insert");
      try {
        const res = await request(t.app).post("/api/news-and-events").set(bearer(t.token)).send({ title: "Lost", subtitle: "s", newsImgUrl: images });
        expect(res.status).toBe(500);
      } finally {
        await restore();
      }
      expect(await mediaCount()).toBe(before);
      expect((await request(t.app).get("/api/news-and-events")).body).toEqual({ newsAndEvents: [] });
    });

    it("keeps the old banner and stores no image when the banner update fails", async () => {
      const path = `/api/approach/banner-image/${SINGLETON_IDS.approachBanner}`;
      const old = (await request(t.app).get(path)).body;
      const before = await mediaCount();
      const restore = await fail("banners", "update");
      try {
        const res = await request(t.app).patch(path).set(bearer(t.token)).send({ bannerImgString: await pngDataUrl("#0000aa") });
        expect(res.status).toBe(500);
      } finally {
        await restore();
      }
      expect(await mediaCount()).toBe(before);
      expect((await request(t.app).get(path)).body).toEqual(old);
    });

    it("keeps the old password, the old tokens and the counted failures when the password change fails", async () => {
      const admin = await createAdmin(t, t.token, "careful-user", "careful-password");
      const key = limitKeys.loginUser("careful-user");
      for (let i = 0; i < 3; i++) await consumeLimits(t.services.db, [{ key, policy: LOGIN_LIMITS.perUsername }], "limited");
      const counted = (await readCounter(t.services.db, key))?.count;
      const restore = await fail("users", "update");
      try {
        const res = await request(t.app)
          .patch("/api/users/change-password")
          .set(bearer(admin.token))
          .send({ username: "careful-user", currentPassword: "careful-password", newPassword: "a-new-password" });
        expect(res.status).toBe(500);
      } finally {
        await restore();
      }
      // This attempt was counted before the work began (it must be); forgetting the earlier
      // failures, the step before the failing one, was undone with it.
      expect((await readCounter(t.services.db, key))?.count).toBe(counted! + 1);
      expect((await request(t.app).get("/api/auth/me").set(bearer(admin.token))).status).toBe(200);
      expect(await t.login("careful-user", "careful-password")).toEqual(expect.any(String));
    });

    it("still signs the super admin in afterwards (no transaction left open)", async () => {
      expect(await t.login(SUPER_ADMIN_USERNAME, ADMIN_PASSWORD)).toEqual(expect.any(String));
    });
  });
}
