/** Whether this page reached the browser over HTTPS (a self-hosted server may be reached without it). */
export function servedOverHttps(): boolean {
  return typeof window !== 'undefined' && window.location.protocol === 'https:';
}
