// The addresses other devices on the local network can reach this computer at.
import { networkInterfaces } from "node:os";

export function lanAddresses() {
  return Object.values(networkInterfaces())
    .flat()
    .filter((address) => address && address.family === "IPv4" && !address.internal)
    .map((address) => address.address);
}
