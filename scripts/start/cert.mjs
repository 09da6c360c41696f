// A self-signed certificate for `npm start -- --https`, made with openssl when it is
// installed. Kept in node_modules/.cache so it survives restarts (a phone that
// accepted it once need not accept it again) and is never committed.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { join } from "node:path";

/** Returns { key, cert } (PEM text) or { error } saying why there is none. */
export function selfSignedCertificate(root, addresses) {
  const dir = join(root, "node_modules", ".cache", "tabula-https");
  const keyFile = join(dir, "key.pem");
  const certFile = join(dir, "cert.pem");
  const namesFile = join(dir, "names.txt");
  const names = ["DNS:localhost", "IP:127.0.0.1", ...addresses.map((a) => `IP:${a}`)].join(",");
  const current =
    existsSync(keyFile) && existsSync(certFile) && existsSync(namesFile)
      ? readFileSync(namesFile, "utf8") === names
      : false;
  if (!current) {
    mkdirSync(dir, { recursive: true });
    const made = spawnSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "825",
        "-keyout",
        keyFile,
        "-out",
        certFile,
        "-subj",
        "/CN=Tabula on this network",
        "-addext",
        `subjectAltName=${names}`,
      ],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    if (made.error) return { error: "openssl is not installed; pass --cert FILE --key FILE" };
    if (made.status !== 0) return { error: `openssl failed: ${made.stderr.toString().trim()}` };
    writeFileSync(namesFile, names);
  }
  return { key: readFileSync(keyFile, "utf8"), cert: readFileSync(certFile, "utf8") };
}
