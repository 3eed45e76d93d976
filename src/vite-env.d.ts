/// <reference types="vite/client" />

// The Firebase variables are read by name from src/config/firebase-env.ts.
interface ImportMetaEnv {
  readonly VITE_API_HOST?: string;
  readonly VITE_APP_VERSION?: string;
}
