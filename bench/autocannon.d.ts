/** The part of autocannon 9's programmatic API the bench uses (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Stop after this many requests instead of a duration. */
    amount?: number;
    overallRate?: number;
    headers?: Record<string, string>;
    method?: string;
    timeout?: number;
    ignoreCoordinatedOmission?: boolean;
    /** One entry: every request goes through `setupRequest`, which may give it another body. */
    requests?: { method?: string; setupRequest?(request: Request): Request }[];
  }
  interface Request {
    method: string;
    path: string;
    headers: Record<string, string>;
    body?: string | Buffer;
  }
  interface Histogram {
    average: number;
    mean: number;
    max: number;
    min: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }
  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram & { totalCount: number };
    requests: Histogram & { sent: number };
    '2xx': number;
  }
  function autocannon(options: Options): Promise<Result> & { stop(): void };
  export default autocannon;
}
