// First-party analytics client. The site-chrome engineer owns the implementation
// (batching, sendBeacon on page hide, POST /api/events); features only call track().

export type AnalyticsProps = Record<string, string | number | boolean | null | undefined>;

export function track(name: string, props: AnalyticsProps = {}): void {
  void name;
  void props;
}
