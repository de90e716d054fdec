export * from "./icons.tsx";
