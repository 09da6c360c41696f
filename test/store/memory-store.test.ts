import { describe } from "vitest";
import { openMemoryStore } from "../../src/store/memory-store";
import { storeContract } from "./store-contract";

describe("memory store", () => {
  storeContract(async () => openMemoryStore());
});
