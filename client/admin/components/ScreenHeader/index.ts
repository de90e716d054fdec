export * from "./ScreenHeader.tsx";
