import { deserialize, serialize } from 'node:v8';

// Charts clone their options with structuredClone, which jsdom lacks.
globalThis.structuredClone ??= <T>(value: T): T => deserialize(serialize(value)) as T;

// Files picked for an import are read with Blob.text(), which jsdom's Blob lacks.
Blob.prototype.text ??= function text(this: Blob) {
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(this);
  });
};
