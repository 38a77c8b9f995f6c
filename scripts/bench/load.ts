import autocannon from 'autocannon';

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Responses other than 2xx plus connection errors and timeouts: a route that fails is not measured. */
  failures: number;
  /** Requests completed in the measured run. */
  requests: number;
  /**
   * The time of the route's first GET after the server's start, alone and without a timeout: what
   * the first caller waits while a cache the later ones read is filled (undefined for writes).
   */
  firstAnswerMs: number | undefined;
}

/** The request sequence one connection repeats: one GET, or a POST followed by a PUT. */
export type RequestPlan = autocannon.Request[];

function once(
  url: string,
  headers: Record<string, string>,
  plan: RequestPlan,
  options: LoadOptions,
  seconds: number,
) {
  return autocannon({
    url,
    connections: options.connections,
    duration: seconds,
    headers,
    requests: plan,
  });
}

/**
 * One GET of the plan, alone, timed to its last byte. The warm-up's requests time out after 10 s:
 * an answer that takes longer the first time (the dashboard of 100,000 units computes every
 * property's figures once) would fail every one of them, and the run would measure nothing.
 */
async function firstAnswer(url: string, headers: Record<string, string>, plan: RequestPlan) {
  const [request] = plan;
  if (request === undefined || (request.method ?? 'GET') !== 'GET' || typeof request.path !== 'string')
    return undefined;
  const started = performance.now();
  const response = await fetch(`${url}${request.path}`, { headers });
  await response.arrayBuffer();
  return performance.now() - started;
}

/** The first answer, a warm-up run (JIT, pools, caches), then the measured one with the same load. */
export async function runLoad(
  url: string,
  headers: Record<string, string>,
  plan: RequestPlan,
  options: LoadOptions,
  beforeMeasuring: () => void = () => {},
): Promise<LoadResult> {
  const firstAnswerMs = await firstAnswer(url, headers, plan);
  if (options.warmupSeconds > 0) await once(url, headers, plan, options, options.warmupSeconds);
  beforeMeasuring();
  const result = await once(url, headers, plan, options, options.durationSeconds);
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors,
    requests: result.requests.total,
    firstAnswerMs,
  };
}
