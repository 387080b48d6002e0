/** A vector as stored in kb_chunk_embeddings.vector: float32, little-endian, as bytes. */
export function toBytes(vector: Float32Array): Buffer {
  const bytes = Buffer.alloc(vector.length * 4);
  vector.forEach((value, i) => bytes.writeFloatLE(value, i * 4));
  return bytes;
}

/** PGlite returns bytea as a Uint8Array, node-postgres as a Buffer: both read the same. */
export function fromBytes(bytes: Uint8Array): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const vector = new Float32Array(bytes.byteLength / 4);
  for (let i = 0; i < vector.length; i++) vector[i] = view.getFloat32(i * 4, true);
  return vector;
}
