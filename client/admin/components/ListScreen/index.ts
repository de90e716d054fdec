export * from "./ListScreen.tsx";
