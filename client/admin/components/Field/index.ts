export * from "./Field.tsx";
export * from "./PasswordPair.tsx";
export * from "./SelectField.tsx";
export * from "./TextField.tsx";
