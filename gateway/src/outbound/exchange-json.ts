import {
  parseJson,
  readBody,
  sendUpstream,
  type UpstreamCall,
  type UpstreamLimits,
} from './send-upstream';

export interface JsonExchange {
  status: number;
  statusText: string;
  /** The parsed answer, or undefined when it was not JSON. */
  json: unknown;
}

/** A guarded call whose whole (capped) answer is read and parsed. */
export async function exchangeJson(
  call: UpstreamCall,
  limits: UpstreamLimits,
): Promise<JsonExchange> {
  const response = await sendUpstream(call, limits);
  const body = await readBody(response.body);
  return { status: response.status, statusText: response.statusText, json: parseJson(body) };
}
