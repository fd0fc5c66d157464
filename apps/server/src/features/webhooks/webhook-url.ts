import { lookup } from 'node:dns/promises';
import { AppError } from '../../http/app-error';
import { createAddressPolicy, literalAddress, type AddressAllowList } from '../calendars/ssrf/address-policy';
import { formatIpAddress } from '../calendars/ssrf/ip-address';

const REFUSED =
  'This address points to a private, local or reserved network. Use an address reachable from the internet.';

function refuse(message: string): never {
  throw new AppError('validation_failed', message, { url: message });
}

/**
 * The save-time half of the SSRF guard (the guarded fetch checks again at every send, and at connect
 * time, so a name that later resolves elsewhere is still refused). A name that does not resolve yet is
 * accepted: its deliveries fail and are logged until it does.
 */
export async function checkWebhookUrl(raw: string, allowList: AddressAllowList): Promise<void> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    refuse('Enter a web address starting with https:// or http://');
  }
  if (url.username || url.password) refuse('Leave the user name and password out of the address.');
  const policy = createAddressPolicy(allowList);
  if (policy.isHostAllowListed(url.hostname)) return;
  const literal = literalAddress(url.hostname);
  if (literal) {
    if (!policy.isAddressAllowed(formatIpAddress(literal))) refuse(REFUSED);
    return;
  }
  if (/^(localhost|.*\.localhost|.*\.local|.*\.internal)$/i.test(url.hostname)) refuse(REFUSED);
  const resolved = await lookup(url.hostname, { all: true }).catch(() => []);
  if (resolved.length > 0 && resolved.every((entry) => !policy.isAddressAllowed(entry.address)))
    refuse(REFUSED);
}
