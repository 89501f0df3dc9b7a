// The container's health probe, in one place: the Dockerfile's HEALTHCHECK
// runs it and compose inherits that, so `docker run -e PORT=8080` (or a
// changed HOST) is probed where the server really listens.
// Exit 0 when /healthz answers 2xx within the timeout, 1 otherwise (Docker's contract).
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || '0.0.0.0';
// A wildcard address is not something to connect to; loopback reaches it.
// IPv6 literals need brackets in a URL.
const target = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
const timeoutMs = Number(process.env.HEALTHCHECK_TIMEOUT_MS || 2500);

try {
  const res = await fetch(`http://${target}:${port}/healthz`, { signal: AbortSignal.timeout(timeoutMs) });
  if (!res.ok) {
    console.error(`healthcheck: /healthz on port ${port} answered ${res.status}`);
    process.exit(1);
  }
  process.exit(0);
} catch (error) {
  console.error(
    `healthcheck: no answer from ${target}:${port}/healthz (${error?.cause?.code ?? error?.name ?? error})`,
  );
  process.exit(1);
}
