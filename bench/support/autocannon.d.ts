// The slice of autocannon 8's programmatic API the benchmarks use (it ships no types).
declare module 'autocannon' {
  export interface Histogram {
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
  }

  export interface Result {
    url: string;
    /** Requests per second. */
    requests: Histogram & { sent: number };
    /** Milliseconds. */
    latency: Histogram;
    /** Bytes per second. */
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
  }

  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Worker threads firing the requests; keeps the load off the server's event loop. */
    workers?: number;
    pipelining?: number;
    headers?: Record<string, string>;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
