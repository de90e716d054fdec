export * from "./RouteError.tsx";
