/**
 * Time on a profile for the link's activity, so the admin sees what was read. Counts only while the
 * page is visible and reports when it is hidden or left, with navigator.sendBeacon, which survives
 * the page being closed.
 */
import { useEffect } from "react";
import { BEACON_MAX_SECONDS } from "#common/customer-values.ts";
import { type BodyOf, urlOf } from "#common/endpoint.ts";
import { customerEndpoints } from "#common/endpoints/customer.ts";

export const beaconUrl = (token: string) => urlOf(customerEndpoints.beacon, { token });

export function useProfileTimeBeacon(token: string, developerId: string | undefined) {
  useEffect(() => {
    if (!token || !developerId || typeof navigator.sendBeacon !== "function") return;
    let since = document.visibilityState === "visible" ? Date.now() : null;

    const report = () => {
      if (since === null) return;
      const seconds = Math.min(Math.round((Date.now() - since) / 1000), BEACON_MAX_SECONDS);
      since = null;
      if (seconds < 1) return;
      const sent: BodyOf<typeof customerEndpoints.beacon> = { developerId, seconds };
      const body = new Blob([JSON.stringify(sent)], {
        type: "application/json",
      });
      navigator.sendBeacon(beaconUrl(token), body);
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") report();
      else since = Date.now();
    };

    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", report);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", report);
      report();
    };
  }, [token, developerId]);
}
