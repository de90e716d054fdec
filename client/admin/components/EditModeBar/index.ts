export { EditModeBar } from "./EditModeBar.tsx";
