/** The build's identifier, written by vite.config.ts (also into dist/version.json). */
declare const __BUILD_ID__: string;
