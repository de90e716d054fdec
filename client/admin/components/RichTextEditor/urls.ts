/**
 * The addresses the rich-text editor accepts (SPEC.md section 5): links only to http, https,
 * mailto and tel (or a path on this site); videos only from YouTube and Vimeo, rewritten to their
 * embed addresses. Anything else is refused with words the editor shows.
 */
export type UrlCheck = { ok: true; url: string } | { ok: false; message: string };

const LINK_PROTOCOLS = new Set(["http:", "https:", "mailto:", "tel:"]);
const EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;
const PHONE = /^\+?[\d\s().-]{5,}$/;
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

const LINK_REFUSED = "Links must start with http://, https://, mailto: or tel: (or be a path on this site, like /contacts).";
const VIDEO_REFUSED = "Only YouTube and Vimeo videos can be embedded. Paste the address of the video's page.";

/** A link address, made safe: a bare e-mail becomes mailto:, a bare domain https://. */
export function checkLinkUrl(input: string): UrlCheck {
  const value = input.trim();
  if (!value) return { ok: false, message: "Enter the address to link to." };
  if (value.startsWith("/") && !value.startsWith("//")) return { ok: true, url: value };
  if (EMAIL.test(value)) return { ok: true, url: `mailto:${value}` };
  if (!HAS_SCHEME.test(value) && PHONE.test(value) && /\d{5,}/.test(value.replace(/\D/g, ""))) {
    return { ok: true, url: `tel:${value.replace(/[^\d+]/g, "")}` };
  }
  const candidate = HAS_SCHEME.test(value) ? value : `https://${value.replace(/^\/\//, "")}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return { ok: false, message: LINK_REFUSED };
  }
  if (!LINK_PROTOCOLS.has(url.protocol)) return { ok: false, message: LINK_REFUSED };
  if ((url.protocol === "http:" || url.protocol === "https:") && !url.hostname.includes(".") && url.hostname !== "localhost") {
    return { ok: false, message: "That does not look like a web address. Check it and try again." };
  }
  return { ok: true, url: url.protocol === "mailto:" || url.protocol === "tel:" ? candidate : url.href };
}

const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com", "youtube-nocookie.com", "www.youtube-nocookie.com"]);
const YOUTUBE_ID = /^[\w-]{6,20}$/;
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com", "player.vimeo.com"]);

/** Seconds from a YouTube `t`/`start` value: "90", "90s" or "1h2m3s". */
function seconds(value: string | null): number | undefined {
  if (!value) return undefined;
  if (/^\d+s?$/.test(value)) return Number.parseInt(value, 10);
  const m = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!m || !m[0]) return undefined;
  return Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
}

/** A YouTube or Vimeo address (watch, short, share or embed form) as its embed address. */
export function checkVideoUrl(input: string): UrlCheck {
  const value = input.trim();
  if (!value) return { ok: false, message: "Enter the address of the video." };
  let url: URL;
  try {
    url = new URL(HAS_SCHEME.test(value) ? value : `https://${value.replace(/^\/\//, "")}`);
  } catch {
    return { ok: false, message: VIDEO_REFUSED };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false, message: VIDEO_REFUSED };
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split("/").filter(Boolean);

  let youtubeId: string | undefined;
  if (host === "youtu.be") youtubeId = parts[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (parts[0] === "watch") youtubeId = url.searchParams.get("v") ?? undefined;
    else if (parts[0] === "embed" || parts[0] === "shorts" || parts[0] === "live" || parts[0] === "v") youtubeId = parts[1];
  }
  if (youtubeId !== undefined) {
    if (!YOUTUBE_ID.test(youtubeId)) return { ok: false, message: VIDEO_REFUSED };
    const start = seconds(url.searchParams.get("t") ?? url.searchParams.get("start"));
    return { ok: true, url: `https://www.youtube.com/embed/${youtubeId}${start ? `?start=${start}` : ""}` };
  }

  if (VIMEO_HOSTS.has(host)) {
    const id = [...parts].reverse().find((p) => /^\d{1,12}$/.test(p));
    if (id) return { ok: true, url: `https://player.vimeo.com/video/${id}` };
  }
  return { ok: false, message: VIDEO_REFUSED };
}
