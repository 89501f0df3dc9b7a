// DKIM signing with nodemailer's own `dkim` option: the key is read once, at
// start, so a missing, unreadable or malformed key stops the site with a
// line that says what to fix, rather than failing on the first message.
// The DNS records to publish beside it (SPF, DKIM, DMARC) are in docs/mail.md.
import { readFileSync } from 'node:fs';
import { createPrivateKey } from 'node:crypto';
import type { DKIMOptions } from 'nodemailer/lib/dkim';
import { ConfigError, mailDomain, type Config } from '../config';

/** The signing options, or undefined when DKIM is not configured (config.ts has made sure it is both or neither). */
export function dkimSigning(config: Config): DKIMOptions | undefined {
  const { DKIM_SELECTOR: keySelector, DKIM_PRIVATE_KEY_FILE: file } = config;
  // Signed for the sender's own domain: receivers' DMARC checks count only an aligned signature.
  const domainName = mailDomain(config.MAIL_FROM);
  if (!domainName || !keySelector || !file) return undefined;
  let privateKey: string;
  try {
    privateKey = readFileSync(file, 'utf8');
  } catch (err) {
    throw new ConfigError([
      `DKIM_PRIVATE_KEY_FILE: cannot read "${file}" (${(err as NodeJS.ErrnoException).code ?? (err as Error).message}); expected a PEM private key file readable by the site`,
    ]);
  }
  try {
    const key = createPrivateKey(privateKey);
    // nodemailer signs rsa-sha256 only.
    if (key.asymmetricKeyType !== 'rsa') throw new Error(`a ${key.asymmetricKeyType} key, not RSA`);
  } catch (err) {
    throw new ConfigError([
      `DKIM_PRIVATE_KEY_FILE: "${file}" is not a usable private key (${(err as Error).message}); expected an RSA key (2048 bits) in PEM, e.g. from \`openssl genrsa -out dkim.pem 2048\``,
    ]);
  }
  return { domainName, keySelector, privateKey };
}
