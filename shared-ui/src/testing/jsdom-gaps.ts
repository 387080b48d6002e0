import { deserialize, serialize } from 'node:v8';

// Charts clone their options with structuredClone, which jsdom lacks.
globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value)) as T;
