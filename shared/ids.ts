/** Fixed ids of the singleton content records (DESIGN.md section 3). */
export const SINGLETON_IDS = {
  heroText: "64b000000000000000000001",
  overview: "64b000000000000000000002",
  stats: "64b000000000000000000003",
  whatWeDo: "64b000000000000000000004",
  footer: "64b000000000000000000005",
  whoWeAre: "64b000000000000000000006",
  whoWeAreBanner: "64b000000000000000000007",
  coreValues: "64b000000000000000000008",
  coreValuesBanner: "64b000000000000000000009",
  approach: "64b00000000000000000000a",
  approachBanner: "64b00000000000000000000b",
  strategicAlliances: "64b00000000000000000000c",
  strategicAlliancesBanner: "64b00000000000000000000d",
} as const;

/** A record id: 24 lower-case hex characters, as the legacy backend's ObjectIds. */
export const ID_PATTERN = /^[0-9a-f]{24}$/;
