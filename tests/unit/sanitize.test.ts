import { describe, expect, it } from "vitest";
import { cleanRichText, MAX_INLINE_IMAGES, sanitizeRichText as clean } from "../../server/services/sanitize.ts";

describe("rich-text sanitiser: what it removes", () => {
  it("removes script and style elements with their content", () => {
    expect(clean("<p>Hi<script>alert(1)</script></p><style>p{color:red}</style>")).toBe("<p>Hi</p>");
    expect(clean("<svg><script>alert(1)</script></svg><p>ok</p>")).toBe("<p>ok</p>");
    expect(clean("<noscript><img src=x onerror=alert(1)></noscript><p>ok</p>")).toBe("<p>ok</p>");
  });

  it("removes event handler attributes such as onerror and onclick", () => {
    expect(clean('<img src="https://example.com/a.png" onerror="alert(1)">')).toBe('<img src="https://example.com/a.png" />');
    expect(clean('<p onclick="steal()" onmouseover="x()">text</p>')).toBe("<p>text</p>");
  });

  it("removes javascript:, vbscript: and data: links but keeps the link text", () => {
    expect(clean('<a href="javascript:alert(1)">click</a>')).toBe("<a>click</a>");
    expect(clean('<a href="JaVaScRiPt:alert(1)">click</a>')).toBe("<a>click</a>");
    expect(clean('<a href="&#106;avascript:alert(1)">click</a>')).toBe("<a>click</a>");
    expect(clean('<a href="vbscript:msgbox(1)">v</a>')).toBe("<a>v</a>");
    expect(clean('<a href="data:text/html;base64,PHNjcmlwdD4=">d</a>')).toBe("<a>d</a>");
  });

  it("removes iframes that are not YouTube or Vimeo embeds", () => {
    expect(clean('<iframe src="https://evil.example.com/embed/x"></iframe><p>after</p>')).toBe("<p>after</p>");
    expect(clean('<iframe src="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></iframe>')).toBe("");
    expect(clean('<iframe src="javascript:alert(1)"></iframe>')).toBe("");
    expect(clean('<iframe srcdoc="<script>alert(1)</script>"></iframe>')).toBe("");
  });

  it("removes SVG and other non-raster data images", () => {
    expect(clean('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe("");
    expect(clean('<img src="data:text/html;base64,PHNjcmlwdD4=">')).toBe("");
  });

  it("removes styles other than colour and background colour, and colour values that are not colours", () => {
    expect(clean('<p style="position:fixed;top:0;color:#e60000">x</p>')).toBe('<p style="color:#e60000">x</p>');
    expect(clean('<span style="background-color:url(javascript:alert(1))">x</span>')).toBe("<span>x</span>");
    expect(clean('<span style="color:expression(alert(1))">x</span>')).toBe("<span>x</span>");
  });

  it("removes classes that are not Quill's and tags outside the toolbar", () => {
    expect(clean('<p class="ql-align-center hacker-class">x</p>')).toBe('<p class="ql-align-center">x</p>');
    expect(clean("<form><input name=a><button>Go</button></form><object data=x></object><table><tr><td>t</td></tr></table>")).toBe("Got");
  });

  it("forces rel=noopener noreferrer on links that open a new tab and drops any other rel or target", () => {
    expect(clean('<a href="https://example.com" target="_blank">x</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
    expect(clean('<a href="https://example.com" target="_top" rel="opener">x</a>')).toBe('<a href="https://example.com">x</a>');
  });
});

describe("rich-text sanitiser: what Quill 2 produces is kept", () => {
  it("keeps headers 1-6, bold, italic, underline, strike, blockquote, code, sub and superscript", () => {
    const html = "<h1>a</h1><h2>b</h2><h3>c</h3><h4>d</h4><h5>e</h5><h6>f</h6><p><strong>b</strong><em>i</em><u>u</u><s>s</s><code>c</code><sub>1</sub><sup>2</sup></p><blockquote>q</blockquote>";
    expect(clean(html)).toBe(html);
  });

  it("keeps alignment, direction, indent 1-8, size and font classes", () => {
    const html =
      '<p class="ql-align-center">c</p><p class="ql-align-right ql-direction-rtl">r</p><p class="ql-align-justify ql-indent-8">j</p>' +
      '<p><span class="ql-size-small">s</span><span class="ql-size-large">l</span><span class="ql-size-huge">h</span><span class="ql-font-serif">f</span><span class="ql-font-monospace">m</span></p>';
    expect(clean(html)).toBe(html);
    expect(clean('<p class="ql-indent-9">x</p>')).toBe("<p>x</p>");
  });

  it("keeps colour and background colour as Quill writes them", () => {
    const html = '<p><span style="color:rgb(230, 0, 0);background-color:rgb(255, 255, 0)">x</span><span style="color:#9933ff">y</span></p>';
    expect(clean(html)).toBe(html);
  });

  it("keeps semantic lists and check lists", () => {
    const html = '<ol><li>one</li><li>two</li></ol><ul><li>dot</li></ul><ul><li data-list="checked">done</li><li data-list="unchecked">todo</li></ul>';
    expect(clean(html)).toBe(html);
  });

  it("keeps the editor's own list markup (data-list, ql-ui) and drops unknown list kinds", () => {
    const html = '<ol><li data-list="bullet" class="ql-indent-1"><span class="ql-ui" contenteditable="false"></span>one</li><li data-list="ordered">two</li></ol>';
    expect(clean(html)).toBe(html);
    expect(clean('<ol><li data-list="evil">x</li></ol>')).toBe("<ol><li>x</li></ol>");
  });

  it("keeps code blocks in both the semantic and the editor form", () => {
    expect(clean('<pre data-language="plain">\nlet x = 1;\n</pre>')).toBe('<pre data-language="plain">\nlet x = 1;\n</pre>');
    const editor = '<div class="ql-code-block-container" spellcheck="false"><div class="ql-code-block" data-language="plain">let x = 1;</div></div>';
    expect(clean(editor)).toBe(editor);
  });

  it("keeps http, https, mailto, tel and relative links", () => {
    const html = '<a href="http://a.example">a</a><a href="https://b.example">b</a><a href="mailto:info@example.com">m</a><a href="tel:+2341280282">t</a><a href="/about-us">r</a>';
    expect(clean(html)).toBe(html);
  });

  it("keeps http, https and raster data images", () => {
    const html = '<img src="https://example.com/a.png" alt="a" /><img src="http://example.com/b.jpg" /><img src="data:image/png;base64,iVBORw0KGgo=" /><img src="/media/abc.png" />';
    expect(clean(html)).toBe(html);
  });

  it("keeps YouTube and Vimeo embeds as Quill's video handler writes them (http upgraded to https)", () => {
    expect(clean('<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube.com/embed/dQw4w9WgXcQ?showinfo=0"></iframe>')).toBe(
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?showinfo=0" frameborder="0" allowfullscreen="true" class="ql-video"></iframe>',
    );
    expect(clean('<iframe class="ql-video" src="http://player.vimeo.com/video/76979871/"></iframe>')).toBe(
      '<iframe src="https://player.vimeo.com/video/76979871/" frameborder="0" allowfullscreen="true" class="ql-video"></iframe>',
    );
  });

  it("keeps a formula as its TeX and drops the rendered KaTeX markup and Quill's guard characters", () => {
    const html =
      '<p><span class="ql-formula" data-value="e=mc^2">\uFEFF<span contenteditable="false"><span class="katex"><span class="katex-mathml"><math><semantics><annotation encoding="application/x-tex">e=mc^2</annotation></semantics></math></span>' +
      '<span class="katex-html" aria-hidden="true"><span class="base"><span class="mord mathnormal">e</span></span></span></span></span>\uFEFF</span> after</p>';
    expect(clean(html)).toBe('<p><span class="ql-formula" data-value="e=mc^2"><span contenteditable="false"></span></span> after</p>');
  });

  it("keeps empty paragraphs and line breaks", () => {
    expect(clean("<p><br></p><p>a<br>b</p>")).toBe("<p><br /></p><p>a<br />b</p>");
  });

  it("escapes text, so plain words with angle brackets survive as text", () => {
    expect(clean("<p>1 &lt; 2 &amp; 3 &gt; 2</p>")).toBe("<p>1 &lt; 2 &amp; 3 &gt; 2</p>");
  });
});

describe("cleanRichText", () => {
  it("moves every inline data image to the URL the store answers, storing each distinct image once", async () => {
    const stored: string[] = [];
    const store = async (d: string) => {
      stored.push(d);
      return `/media/${stored.length}.png`;
    };
    const a = "data:image/png;base64,AAAA";
    const b = "data:image/gif;base64,BBBB";
    const out = await cleanRichText(`<p><img src="${a}"><img src="${b}"><img src="${a}"><img src="https://x.example/c.png"></p>`, "content", store);
    expect(out).toBe('<p><img src="/media/1.png" /><img src="/media/2.png" /><img src="/media/1.png" /><img src="https://x.example/c.png" /></p>');
    expect(stored).toEqual([a, b]);
  });

  it(`refuses more than ${MAX_INLINE_IMAGES} inline images with a 400 naming the field`, async () => {
    const html = Array.from({ length: MAX_INLINE_IMAGES + 1 }, (_, i) => `<img src="data:image/png;base64,${i}AAA">`).join("");
    await expect(cleanRichText(html, "content", async () => "/media/x.png")).rejects.toMatchObject({ status: 400, fields: { content: expect.any(String) } });
  });

  it("passes the store's refusal through (a bad image is a 400, not a silent drop)", async () => {
    const refusal = Object.assign(new Error("bad image"), { status: 400 });
    await expect(cleanRichText('<img src="data:image/png;base64,AAAA">', "content", async () => Promise.reject(refusal))).rejects.toBe(refusal);
  });
});
