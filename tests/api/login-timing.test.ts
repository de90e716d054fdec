import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearCounter } from "../../server/db/repositories/rate-limits.ts";
import { limitKeys } from "../../server/services/rate-limit.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";

const TRIES = 20;
/**
 * What is compared is the work each answer costs the server: the CPU time this process spends on
 * the request (the app runs in it), which other jobs on the machine do not change. Wall time is
 * printed beside it. On a quiet machine the two kinds' wall times match too (ratio 1.00), but
 * beside another CPU-heavy job even the fastest of 20 wall times drifted to 2× either way.
 */
const fastest = (xs: number[]) => Math.min(...xs);
const ratioOf = (a: number[], b: number[]) => Math.max(fastest(a), fastest(b)) / Math.min(fastest(a), fastest(b));

// An unknown username must not answer faster than a wrong password.
for (const database of testDatabases()) {
  describe(`sign-in timing on ${database.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      // At a real bcrypt cost (the suites use 4, production 12): at 10 one comparison is still
      // most of a sign-in's time (tens of milliseconds against a few of queries), so an unknown
      // username that skipped it would answer several times faster; 12 makes the test 4× slower.
      t = await createTestApp(database, { BCRYPT_COST: "10" });
    });
    afterAll(() => t.close());

    it(`costs the server the same work and says the same words for an unknown username and a wrong password (the fastest of ${TRIES} interleaved tries each within 1.5× in CPU time)`, { timeout: 300_000 }, async () => {
      const unknown = { cpu: [] as number[], wall: [] as number[] };
      const wrong = { cpu: [] as number[], wall: [] as number[] };
      const bodies = new Set<string>();
      for (let i = 0; i < TRIES; i++) {
        // Interleaved (and alternating which goes first), so a burst of load elsewhere on the
        // machine falls on both kinds alike. Each try comes from its own address and starts from
        // a clean username counter, so no limit answers instead of the password check.
        const kinds = i % 2 ? (["wrong", "unknown"] as const) : (["unknown", "wrong"] as const);
        for (const kind of kinds) {
          const username = kind === "wrong" ? "super_admin" : `nobody-${i}`;
          await clearCounter(t.services.db, limitKeys.loginUser(username));
          const started = performance.now();
          const cpu = process.cpuUsage();
          const res = await request(t.app)
            .post("/api/auth/login")
            .set("X-Forwarded-For", `198.51.100.${(i * 2 + (kind === "wrong" ? 1 : 0)) % 250}`)
            .send({ username, password: `not-the-password-${i}` });
          const spent = process.cpuUsage(cpu);
          const into = kind === "wrong" ? wrong : unknown;
          into.cpu.push((spent.user + spent.system) / 1000);
          into.wall.push(performance.now() - started);
          expect(res.status).toBe(401);
          bodies.add(JSON.stringify(res.body));
        }
      }
      const ratio = ratioOf(unknown.cpu, wrong.cpu);
      console.log(
        `sign-in timing on ${database.name}: CPU fastest ${fastest(unknown.cpu).toFixed(1)} ms (unknown user) against ${fastest(wrong.cpu).toFixed(1)} ms (wrong password), ratio ${ratio.toFixed(2)}; ` +
          `wall fastest ${fastest(unknown.wall).toFixed(1)} against ${fastest(wrong.wall).toFixed(1)} ms, ratio ${ratioOf(unknown.wall, wrong.wall).toFixed(2)}`,
      );
      expect(bodies.size).toBe(1);
      expect(ratio).toBeLessThan(1.5);
    });
  });
}
