import fc from "fast-check";

/** One seed for every fuzz run (printed with the results), so a failure can be replayed. */
export const FUZZ_SEED = 0x5ec2828;
/** Runs per property: per JSON route body, per `{id}` route, per page query string. */
export const FUZZ_RUNS = { body: 40, id: 15, query: 60 } as const;
/** A request that takes longer than this is a hang. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** Percent-encodes the UTF-8 bytes of any string (a lone surrogate becomes U+FFFD, where encodeURIComponent throws). */
export const percentEncode = (s: string): string =>
  [...Buffer.from(s, "utf8")].map((b) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, "0")}`)).join("");

/** Strings that break naive code: control characters, lone surrogates, markup, traversal, huge. */
export const stringArbitrary: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "",
      " ",
      "\u0000",
      "a\u0000b",
      "\uD800",
      "\uDFFF",
      "\uFEFF",
      "null",
      "__proto__",
      "constructor",
      "toString",
      "<script>alert(1)</script>",
      "<p>x</p>",
      "../../etc/passwd",
      "%00",
      "%",
      "/media/0000000000000000000000000000000000000000000000000000000000000000.png",
      "data:image/png;base64,",
      "super_admin",
      "😀".repeat(20),
      "x".repeat(5001),
      "é".repeat(200_000),
    ),
  },
);

/** Any JSON value, with the strings above at every depth. */
export const valueArbitrary: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    stringArbitrary,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(stringArbitrary, tie("value"), { maxKeys: 3 }),
  ),
})).value;

/** Path segments for `{id}`: well-formed-looking ids, near misses, traversal and junk, percent-encoded or raw. */
export const idArbitrary: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: fc.constantFrom(..."0123456789abcdef"), minLength: 23, maxLength: 25 }),
  fc.string({ unit: fc.constantFrom(..."0123456789abcdefABCDEFxyz"), minLength: 24, maxLength: 24 }),
  stringArbitrary.map((s) => percentEncode(s).slice(0, 2000) || "%20"),
  fc.constantFrom("..", ".", "%2e%2e", "%2E", "%", "%zz", "%E0%A4%A", "%00", "%2F", "a%2Fb", "%5C", "..%2f..%2f", "0".repeat(24), "f".repeat(24), "G".repeat(24), "__proto__", "%20", "~", "*"),
);
