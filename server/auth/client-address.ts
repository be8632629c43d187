import crypto from 'node:crypto';
import net from 'node:net';

/**
 * The unit a rate limit counts: an IPv4 address, or an IPv6 /64 (one home or phone gets a whole /64, so counting
 * single IPv6 addresses would let one client pose as billions). IPv4 written as IPv6 (::ffff:a.b.c.d) is IPv4.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (net.isIPv6(ip)) return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
  return ip;
}

function expandIPv6(ip: string): string[] {
  const [head = '', tail] = ip.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * A pseudonym of a client's address for the sessions table (to cap password sessions per address): keyed with the
 * server's secret, so the database alone does not say who signed in from where.
 */
export function clientKeyer(secret: Buffer): (ip: string) => string {
  return (ip) => crypto.createHmac('sha256', secret).update(`client:${addressKey(ip)}`).digest('base64url').slice(0, 22);
}
