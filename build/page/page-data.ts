/**
 * The data the build hands the page scripts (build/inline-scripts.ts compiles them with it in
 * place of `PAGE_DATA`).
 */

/** The chunks and translations a first load of some paths needs besides the entry. */
export interface RoutePreload {
  /** A regular expression for location.pathname; the first match wins. */
  test: string;
  /** Indexes into BootData.files. */
  files: number[];
  namespaces: string[];
}

export interface BootData {
  /** Chunk URLs, each once: most routes share their layout's dozens of files. */
  files: string[];
  routes: RoutePreload[];
  /** The entry's module scripts, in document order. */
  entry: string[];
}

export interface ShowSignInData {
  templateId: string;
}
