import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();
const b64 = (data: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(data));

// Authenticator data flags (WebAuthn §6.1): user present, user verified, credential included.
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

/**
 * A passkey in software (an ES256 key, "none" attestation), for server tests: it answers the
 * server's options as a browser and device would, for whatever relying party and origin the
 * test names, so a test can also play a phishing page or a device that skips verification.
 */
export function createSoftwareAuthenticator() {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const credentialId = randomBytes(16);
  let counter = 0;
  const cosePublicKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x as string)],
      [-3, isoBase64URL.toBuffer(jwk.y as string)],
    ]),
  );
  const counterBytes = () => {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(counter);
    return bytes;
  };
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    credentialId: b64(credentialId),
    register(options: {
      challenge: string;
      rpId: string;
      origin: string;
      userVerified?: boolean;
    }): RegistrationResponseJSON {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        sha256(options.rpId),
        Buffer.from([UP | AT | (options.userVerified === false ? 0 : UV)]),
        counterBytes(),
        Buffer.alloc(16),
        idLength,
        credentialId,
        Buffer.from(cosePublicKey),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ["fmt", "none"],
          ["attStmt", new Map<string, string>()],
          ["authData", new Uint8Array(authData)],
        ]),
      );
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: "public-key",
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64(clientData("webauthn.create", options.challenge, options.origin)),
          attestationObject: b64(attestationObject),
          transports: ["internal"],
        },
      };
    },
    authenticate(options: {
      challenge: string;
      rpId: string;
      origin: string;
      userVerified?: boolean;
    }): AuthenticationResponseJSON {
      counter += 1;
      const authData = Buffer.concat([
        sha256(options.rpId),
        Buffer.from([UP | (options.userVerified === false ? 0 : UV)]),
        counterBytes(),
      ]);
      const clientDataJSON = clientData("webauthn.get", options.challenge, options.origin);
      const signature = sign(
        "sha256",
        Buffer.concat([authData, sha256(clientDataJSON)]),
        privateKey,
      );
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: "public-key",
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64(clientDataJSON),
          authenticatorData: b64(authData),
          signature: b64(signature),
        },
      };
    },
  };
}
