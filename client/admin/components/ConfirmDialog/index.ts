export * from "./ConfirmDialog.tsx";
export * from "./LeaveDialog.tsx";
