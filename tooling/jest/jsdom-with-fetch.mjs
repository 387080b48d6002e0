// jsdom has no Fetch API, which React Router's data routers use for every navigation;
// Node 20 has one, so the jsdom window gets Node's.
import { TestEnvironment } from 'jest-environment-jsdom';

export default class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { Request, Response, Headers, fetch, AbortController, AbortSignal });
  }
}
