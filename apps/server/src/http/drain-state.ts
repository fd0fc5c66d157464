/**
 * Whether this process has been asked to stop. While it drains, readiness answers 503 and requests are
 * still served, so a load balancer's checks move new traffic away before the process closes its
 * connections: closing them while the balancer still sends would drop a request that is on its way.
 */
export interface DrainState {
  draining(): boolean;
  begin(): void;
}

export function createDrainState(): DrainState {
  let draining = false;
  return {
    draining: () => draining,
    begin() {
      draining = true;
    },
  };
}
