export * from "./SideList.tsx";
