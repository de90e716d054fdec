export * from "./PreviewButton.tsx";
