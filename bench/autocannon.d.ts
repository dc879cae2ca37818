declare module "autocannon" {
  type Histogram = { average: number; p50: number; p99: number; max?: number; total?: number };
  type Result = {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  export default function autocannon(options: Record<string, unknown>): Promise<Result>;
}
