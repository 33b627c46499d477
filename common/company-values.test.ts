import { describe, expect, it } from "vitest";
import {
  COMPANY_MESSAGES,
  domainProblem,
  emailDomain,
  normaliseDomain,
  splitDomains,
} from "./company-values.ts";

describe("company domains", () => {
  it("are normalised to lower case without spaces or a leading @", () => {
    expect(normaliseDomain("  ACME.com ")).toBe("acme.com");
    expect(normaliseDomain("@Acme.co.uk")).toBe("acme.co.uk");
    expect(splitDomains("Acme.com, acme.de\n@ACME.fr;  ")).toEqual([
      "acme.com",
      "acme.de",
      "acme.fr",
    ]);
  });

  it("are host names; a web or e-mail address is refused with words of its own", () => {
    for (const ok of ["acme.com", "eu.acme-corp.co.uk", "x1.io"])
      expect(domainProblem(ok)).toBeNull();
    expect(domainProblem("https://acme.com")).toBe(COMPANY_MESSAGES.domainIsUrl);
    expect(domainProblem("acme.com/about")).toBe(COMPANY_MESSAGES.domainIsUrl);
    expect(domainProblem("jane@acme.com")).toBe(COMPANY_MESSAGES.domainIsEmail);
    for (const bad of ["acme", "-acme.com", "acme..com", "acme.c", "ac me.com", ""]) {
      expect(domainProblem(bad)).toBe(COMPANY_MESSAGES.domainInvalid);
    }
  });

  it("are read from an e-mail address, lower-case", () => {
    expect(emailDomain("Jane@ACME.com")).toBe("acme.com");
    expect(emailDomain("no-at-sign")).toBeNull();
  });
});
