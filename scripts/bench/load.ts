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

/** A warm-up run (JIT, pools, caches), then the measured one with the same load. */
export async function runLoad(
  url: string,
  headers: Record<string, string>,
  plan: RequestPlan,
  options: LoadOptions,
  beforeMeasuring: () => void = () => {},
): Promise<LoadResult> {
  if (options.warmupSeconds > 0) await once(url, headers, plan, options, options.warmupSeconds);
  beforeMeasuring();
  const result = await once(url, headers, plan, options, options.durationSeconds);
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors,
    requests: result.requests.total,
  };
}
