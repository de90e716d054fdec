export * from "./Flash.tsx";
