import { describeObjectStoreContract } from '../storage/object-store-contract.ts';
import { InMemoryObjectStore } from './in-memory-object-store.ts';

// The use-case tests' store keeps the same contract as the real ones.
const store = new InMemoryObjectStore({ now: () => new Date() });
describeObjectStoreContract('InMemoryObjectStore', () => store);
