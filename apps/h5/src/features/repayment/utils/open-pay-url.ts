// Goes to the gateway's page. The address passes the one allow-list, and, unlike our own links, carries no
// session parameters: a payment page must never learn the borrower's session.
import { checkUrl } from '../../../lib/urls';

export function openPayUrl(raw: string): boolean {
  const check = checkUrl(raw);
  if (!check.ok) return false;
  location.assign(check.url.toString());
  return true;
}
