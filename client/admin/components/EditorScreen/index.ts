export * from "./EditorScreen.tsx";
