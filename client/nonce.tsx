import { createContext, useContext, type ReactNode } from "react";

const NonceContext = createContext<string | undefined>(undefined);

/** Provides the CSP nonce on the server; in the browser it is undefined (scripts already ran). */
export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext value={value}>{children}</NonceContext>;
}

export const useNonce = (): string | undefined => useContext(NonceContext);
