// The in-process store against the QuestionStore contract (store-contract.mjs).
import { MemoryStore } from '../../dist/server/store-memory.js';
import { storeContract } from './store-contract.mjs';

storeContract('in this process', async () => new MemoryStore({ resultTtlMs: 60_000, maxFinished: 64 }));
