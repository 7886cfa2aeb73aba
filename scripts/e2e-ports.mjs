// The ports the e2e specs start servers of their own on (foundation/, admin/verifactu-mode).

/**
 * Ports fetch() refuses to connect to, the Fetch standard's "bad ports" above 1024 (Node's fetch
 * follows it): a server there listens, but every fetch of it fails with "bad port". Group 2's
 * third spare port was 4190 (ManageSieve), so its SIGTERM test waited two minutes for an answer
 * that could never come.
 */
const FETCH_BAD_PORTS = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697,
  10080,
]);

/** How many spare ports each e2e group gets: the specs take sparePort(0) to sparePort(4). */
export const SPARE_PORTS_PER_GROUP = 5;

/** The nth port from `base` on that fetch() may reach (n from 0). */
export function usablePort(base, n) {
  let port = base;
  for (let seen = 0; ; port++) {
    if (FETCH_BAD_PORTS.has(port)) continue;
    if (seen === n) return port;
    seen++;
  }
}
