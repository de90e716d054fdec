import bcrypt from "bcryptjs";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { dummyHash, hashPassword, passwordCost, passwordMatches, setPasswordCost } from "../../server/services/passwords.ts";

const costOf = (hash: string) => bcrypt.getRounds(hash);

describe("bcrypt cost", () => {
  const before = passwordCost();
  afterEach(() => setPasswordCost(before));

  it("is 12 in production and whenever BCRYPT_COST is not set", () => {
    expect(loadConfig({ NODE_ENV: "production" }).bcryptCost).toBe(12);
    expect(loadConfig({}).bcryptCost).toBe(12);
    expect(loadConfig({ NODE_ENV: "production", BCRYPT_COST: "" }).bcryptCost).toBe(12);
  });

  it("is read from BCRYPT_COST, which must be a cost bcrypt takes", () => {
    expect(loadConfig({ BCRYPT_COST: "4" }).bcryptCost).toBe(4);
    expect(loadConfig({ BCRYPT_COST: "13" }).bcryptCost).toBe(13);
    for (const bad of ["3", "32", "twelve", "4.5"]) expect(() => loadConfig({ BCRYPT_COST: bad }), bad).toThrow(/BCRYPT_COST/);
  });

  it("hashes at production's cost 12 with the production configuration", async () => {
    setPasswordCost(loadConfig({ NODE_ENV: "production" }).bcryptCost);
    const hash = await hashPassword("a-password-for-the-cost-test");
    expect(costOf(hash)).toBe(12);
    expect(await bcrypt.compare("a-password-for-the-cost-test", hash)).toBe(true);
  });

  it("compares an unknown user's password with a hash of the same cost, so both failures take as long", async () => {
    for (const cost of [4, 5, 12]) {
      setPasswordCost(cost);
      expect(costOf(dummyHash()), `cost ${cost}`).toBe(cost);
      expect(dummyHash(), "made once per cost").toBe(dummyHash(cost));
    }
    setPasswordCost(4);
    expect(await passwordMatches(undefined, "anything")).toBe(false);
    const hash = await hashPassword("right-password-here");
    expect(costOf(hash)).toBe(4);
    expect(await passwordMatches({ passwordHash: hash }, "right-password-here")).toBe(true);
    expect(await passwordMatches({ passwordHash: hash }, "wrong-password-here")).toBe(false);
  });
});
