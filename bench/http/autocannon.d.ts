// The part of autocannon 9's programmatic API the HTTP benchmark uses (the package ships no types).
declare module "autocannon" {
  type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    p99_9: number;
  };
  export type Result = {
    url: string;
    duration: number;
    connections: number;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    "4xx": number;
    "5xx": number;
    statusCodeStats: Record<string, { count: number }>;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    workers?: number;
    /** Request templates; setupRequest may rewrite each request before it is sent. */
    requests?: { method?: string; path?: string; body?: string; setupRequest?: (req: Record<string, unknown>) => Record<string, unknown> }[];
  };
  type Instance = PromiseLike<Result> & { stop(): void };
  function autocannon(opts: Options): Instance;
  export default autocannon;
}
