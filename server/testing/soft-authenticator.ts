/**
 * A passkey in software for server tests: a P-256 key pair that answers WebAuthn's create and get as an authenticator
 * with user verification does (attestation 'none', its own CBOR), so the routes' checks run on real signatures. The
 * browser tests use Chromium's virtual authenticator instead.
 */
import crypto from 'node:crypto';

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const bytes = Buffer.alloc(3);
  bytes[0] = (major << 5) | 25;
  bytes.writeUInt16BE(length, 1);
  return bytes;
}

/** The few CBOR kinds a COSE key and an attestation object use. */
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([key, entry]) => [cbor(key), cbor(entry)])]);
}

const FLAGS = { userPresent: 0x01, userVerified: 0x04, attested: 0x40 } as const;
const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => crypto.createHash('sha256').update(data).digest();

export interface SoftPasskeyOptions {
  rpId: string;
  origin: string;
  /** Whether it says the user was verified (a fingerprint, a PIN); true unless a test asks otherwise. */
  userVerified?: boolean;
}

export function softPasskey({ rpId, origin, userVerified = true }: SoftPasskeyOptions) {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = crypto.randomBytes(16);
  let counter = 0;
  let userHandle: string | undefined;
  const flags = FLAGS.userPresent | (userVerified ? FLAGS.userVerified : 0);
  const authData = (extra: number, rest: Buffer[] = []) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags | extra]), count, ...rest]);
  };
  const clientData = (type: string, challenge: string) => b64url(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    id: b64url(credentialId),
    /** The answer to navigator.credentials.create for these options, as @simplewebauthn/browser sends it. */
    create(options: { challenge: string; user: { id: string } }) {
      userHandle = options.user.id;
      const cose = new Map<Cbor, Cbor>([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x!, 'base64url')], [-3, Buffer.from(jwk.y!, 'base64url')]]);
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      const attested = authData(FLAGS.attested, [Buffer.alloc(16), length, credentialId, cbor(cose)]);
      const attestationObject = cbor(new Map<Cbor, Cbor>([['fmt', 'none'], ['attStmt', new Map()], ['authData', attested]]));
      return {
        id: this.id,
        rawId: this.id,
        type: 'public-key' as const,
        response: { clientDataJSON: clientData('webauthn.create', options.challenge), attestationObject: b64url(attestationObject), transports: ['internal'] },
        clientExtensionResults: {},
      };
    },
    /** The answer to navigator.credentials.get for these options, signed with the key. */
    get(options: { challenge: string }) {
      counter += 1;
      const data = authData(0);
      const clientDataJSON = clientData('webauthn.get', options.challenge);
      const signature = crypto.sign('sha256', Buffer.concat([data, sha256(Buffer.from(clientDataJSON, 'base64url'))]), privateKey);
      return {
        id: this.id,
        rawId: this.id,
        type: 'public-key' as const,
        response: { clientDataJSON, authenticatorData: b64url(data), signature: b64url(signature), ...(userHandle ? { userHandle } : {}) },
        clientExtensionResults: {},
      };
    },
  };
}
