// Jest runs each suite in its own realm, so a typed array made by a native addon
// (onnxruntime's outputs) fails onnxruntime-common's `instanceof Float32Array` check.
// Suites that run the model share the process's typed-array constructors instead.
const { TestEnvironment } = require('jest-environment-node');

const SHARED = [
  'ArrayBuffer',
  'Int8Array',
  'Uint8Array',
  'Uint8ClampedArray',
  'Int16Array',
  'Uint16Array',
  'Int32Array',
  'Uint32Array',
  'Float32Array',
  'Float64Array',
  'BigInt64Array',
  'BigUint64Array',
];

class NativeArraysEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of SHARED) this.global[name] = globalThis[name];
  }
}

module.exports = NativeArraysEnvironment;
