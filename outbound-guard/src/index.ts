export { addressPolicy, type AddressPolicy } from './address-policy';
export {
  assertReachable,
  checkLiteralHost,
  guardedLookup,
  type BlockedError,
} from './guarded-lookup';
export { bareHost, isLocalhostName, isPublicAddress } from './public-address';
export { originOf, parseOrigin, parseOriginList } from './origins';
export { originPolicy, type OriginPolicy } from './origin-policy';
