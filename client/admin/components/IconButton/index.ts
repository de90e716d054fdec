export * from "./IconButton.tsx";
