export * from "./RichTextEditor.tsx";
export * from "./toolbar.ts";
export * from "./urls.ts";
