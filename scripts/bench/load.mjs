// Throughput and latency of warm pages with autocannon on loopback.
import autocannon from "autocannon";

async function warm(url, times = 3) {
  for (let i = 0; i < times; i++) {
    const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`warm-up GET ${url} answered ${res.status}`);
  }
}

export async function loadTest(url, { connections, seconds }) {
  await warm(url);
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    headers: { accept: "text/html" },
  });
  return {
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    seconds: result.duration,
  };
}
