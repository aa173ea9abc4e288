import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Encrypts single database values at rest with AES-256-GCM (a fresh 12-byte nonce each time, the
 * 16-byte tag checked on reading). A stored value reads `enc1:<base64url(nonce | tag | ciphertext)>`;
 * a value without the prefix (written before encryption began) reads as it is.
 */
export type FieldCipher = {
  seal: (plain: string | null) => string | null;
  open: (stored: string | null) => string | null;
};

const PREFIX = 'enc1:';

/** `key`: 32 bytes as 64 hex digits (DATA_ENCRYPTION_KEY). */
export function createFieldCipher(key: string): FieldCipher {
  const secret = Buffer.from(key, 'hex');
  if (secret.length !== 32) throw new Error('the data encryption key must be 32 bytes (64 hex digits)');
  return {
    seal(plain) {
      if (plain === null) return null;
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', secret, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(stored) {
      if (stored === null || !stored.startsWith(PREFIX)) return stored;
      const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', secret, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
