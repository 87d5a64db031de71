/** True for a client on this machine (127.0.0.0/8, ::1, or IPv4-mapped 127.x): the only peers of dev-only surfaces. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  return v4.startsWith("127.") || address === "::1";
}
