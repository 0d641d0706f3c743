/** The path the app is served under (the server writes it into <base href>); '' at the root. */
export const BASE_PATH = new URL(document.baseURI).pathname.replace(/\/+$/, '');

/** An API path of the spec (always starting with /) as a URL under the base path. */
export const apiUrl = (path: string) => `${BASE_PATH}${path}`;
