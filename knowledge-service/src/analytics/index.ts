// The package's `./analytics` entry: the capacity bench times these queries on a large store.
export { usageAnalytics } from './usage-analytics';
