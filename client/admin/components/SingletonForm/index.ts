export * from "./SingletonForm.tsx";
