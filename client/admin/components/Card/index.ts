export * from "./Card.tsx";
