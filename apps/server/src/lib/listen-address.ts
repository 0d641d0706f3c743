/**
 * The address the start banner prints for a server listening on `host`: the host itself when it names one, localhost
 * when it listens on every interface (0.0.0.0, ::), an IPv6 address in brackets.
 */
export function browserAddress(host: string, port: number, basePath: string): string {
  const name = host === '' || host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}${basePath}/`;
}
