/**
 * The request series of /metrics (`http_requests_total`, `http_request_duration_seconds`), counted
 * in plain numbers per method, route template and status and turned into Prometheus metrics only
 * when scraped. prom-client's Counter and Histogram check and hash the label set on every
 * observation, which was a fifth of what a cached answer cost (decision 034); here a request is a
 * map lookup and three additions.
 */
import type { Metric, Registry } from 'prom-client';
import { METRIC_PREFIX } from './metric-prefix';

type Labels = Record<'method' | 'route' | 'status_code', string>;

/** From a millisecond: most answers from memory take one to five (decision 034). */
export const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type ScrapedValue = { metricName?: string; labels: Record<string, string | number>; value: number };
type Series = { labels: Labels; count: number; sum: number; buckets: number[] };

export type RequestMetrics = {
  /** One answered request, `seconds` after it arrived. */
  observe: (method: string, route: string, statusCode: number, seconds: number) => void;
};

/** A metric the registry reads as it reads its own: name, help, type and values when scraped. */
function scrapedMetric(
  name: string,
  help: string,
  type: 'counter' | 'histogram',
  values: () => ScrapedValue[],
) {
  const read = () => ({ name, help, type, values: values(), aggregator: 'sum' });
  return { name, help, type, get: async () => read(), getForPromString: async () => read() };
}

export function registerRequestMetrics(registry: Registry): RequestMetrics {
  const series = new Map<string, Series>();
  const requests = scrapedMetric(
    `${METRIC_PREFIX}http_requests_total`,
    'HTTP requests answered, per route template',
    'counter',
    () => [...series.values()].map((s) => ({ labels: s.labels, value: s.count })),
  );
  const durations = scrapedMetric(
    `${METRIC_PREFIX}http_request_duration_seconds`,
    'Time to answer an HTTP request, per route template',
    'histogram',
    () =>
      [...series.values()].flatMap((s) => {
        let cumulative = 0;
        const buckets = DURATION_BUCKETS.map((le, i) => {
          cumulative += s.buckets[i] ?? 0;
          return { metricName: `${durations.name}_bucket`, labels: { ...s.labels, le }, value: cumulative };
        });
        return [
          ...buckets,
          { metricName: `${durations.name}_bucket`, labels: { ...s.labels, le: '+Inf' }, value: s.count },
          { metricName: `${durations.name}_sum`, labels: s.labels, value: s.sum },
          { metricName: `${durations.name}_count`, labels: s.labels, value: s.count },
        ];
      }),
  );
  // The registry only reads `name` and `get`/`getForPromString` of what it holds.
  registry.registerMetric(requests as unknown as Metric);
  registry.registerMetric(durations as unknown as Metric);

  return {
    observe(method, route, statusCode, seconds) {
      const key = `${method} ${statusCode} ${route}`;
      let found = series.get(key);
      if (!found) {
        found = {
          labels: { method, route, status_code: String(statusCode) },
          count: 0,
          sum: 0,
          buckets: DURATION_BUCKETS.map(() => 0),
        };
        series.set(key, found);
      }
      found.count += 1;
      found.sum += seconds;
      for (let i = 0; i < DURATION_BUCKETS.length; i += 1) {
        if (seconds <= DURATION_BUCKETS[i]!) {
          found.buckets[i]! += 1;
          break;
        }
      }
    },
  };
}
