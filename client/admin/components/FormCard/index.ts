export * from "./FormCard.tsx";
