/** "ada.lovelace@example.com" -> "a***@example.com": enough to recognise, not to copy. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${address[0]}***${address.slice(at)}`;
}
