/**
 * The editor's toolbar: every item of SPEC.md section 2, grouped as word processors do, and the
 * names screen readers announce for each control (Quill's own are format keys like "script: sub").
 */
export const TOOLBAR = [
  [{ font: [] }, { size: ["small", false, "large", "huge"] }],
  [{ header: [1, 2, 3, 4, 5, 6, false] }],
  ["bold", "italic", "underline", "strike"],
  [{ color: [] }, { background: [] }],
  [{ script: "sub" }, { script: "super" }],
  ["blockquote", "code-block"],
  [{ list: "ordered" }, { list: "bullet" }, { list: "check" }],
  [{ indent: "-1" }, { indent: "+1" }],
  [{ direction: "rtl" }, { align: [] }],
  ["link", "image", "video", "formula"],
  ["clean"],
];

/** Accessible names by Quill control class and value. */
const BUTTON_NAMES: Record<string, string> = {
  bold: "Bold",
  italic: "Italic",
  underline: "Underline",
  strike: "Strikethrough",
  "script:sub": "Subscript",
  "script:super": "Superscript",
  blockquote: "Quote",
  "code-block": "Code block",
  "list:ordered": "Numbered list",
  "list:bullet": "Bulleted list",
  "list:check": "Checklist",
  "indent:-1": "Decrease indent",
  "indent:+1": "Increase indent",
  "direction:rtl": "Right-to-left text",
  link: "Link",
  image: "Insert image",
  video: "Embed video",
  formula: "Insert formula",
  clean: "Clear formatting",
};

const PICKER_NAMES: Record<string, string> = {
  font: "Font",
  size: "Text size",
  header: "Heading",
  color: "Text colour",
  background: "Background colour",
  align: "Alignment",
};

const ITEM_NAMES: Record<string, Record<string, string>> = {
  font: { "": "Sans serif", serif: "Serif", monospace: "Monospace" },
  size: { "": "Normal", small: "Small", large: "Large", huge: "Huge" },
  header: { "": "Normal text", "1": "Heading 1", "2": "Heading 2", "3": "Heading 3", "4": "Heading 4", "5": "Heading 5", "6": "Heading 6" },
  align: { "": "Align left", center: "Align centre", right: "Align right", justify: "Justify" },
};

const formatOf = (el: Element) => [...el.classList].find((c) => c.startsWith("ql-") && c !== "ql-picker" && c !== "ql-color-picker" && c !== "ql-icon-picker")?.slice(3);

/** Names every toolbar control, and the toolbar itself, for screen readers (and hover titles). */
export function labelToolbar(container: HTMLElement, editorName: string): void {
  container.setAttribute("role", "toolbar");
  container.setAttribute("aria-label", `Formatting for ${editorName}`);
  for (const button of container.querySelectorAll<HTMLButtonElement>("button")) {
    const format = formatOf(button);
    if (!format) continue;
    const name = BUTTON_NAMES[button.value ? `${format}:${button.value}` : format] ?? BUTTON_NAMES[format];
    if (!name) continue;
    button.setAttribute("aria-label", name);
    button.title = name;
  }
  for (const picker of container.querySelectorAll<HTMLElement>(".ql-picker")) {
    const format = formatOf(picker);
    if (!format) continue;
    const label = picker.querySelector<HTMLElement>(".ql-picker-label");
    const name = PICKER_NAMES[format];
    if (label && name) {
      label.setAttribute("aria-label", name);
      label.title = name;
    }
    for (const item of picker.querySelectorAll<HTMLElement>(".ql-picker-item")) {
      const value = item.getAttribute("data-value") ?? "";
      item.setAttribute("aria-label", ITEM_NAMES[format]?.[value] ?? (value || "Default"));
    }
  }
}
