export * from "./AdminShell.tsx";
