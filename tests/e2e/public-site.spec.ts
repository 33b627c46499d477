import { blogPosts } from "../../app/content/blog-posts.ts";
import { expect, test } from "./fixtures.ts";
import { decodeHtml, publicPages } from "./public-pages.ts";
import { collectErrors, holdIslandScripts, isPhone, openMenuIfPhone } from "./support.ts";

test.describe("public pages", () => {
  for (const { path, heading } of publicPages) {
    test(`${path} arrives as HTML with its heading, title, description and canonical`, {
      tag: "@desktop-only",
    }, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const html = decodeHtml(await res.text());
      expect(html).toMatch(
        new RegExp(`<h1[^>]*>${heading.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h1>`),
      );
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toContain(`<link rel="canonical" href="`);
      expect(html).toContain(`<meta property="og:title"`);
    });

    test(`${path} renders and hydrates without errors`, async ({ page }) => {
      const errors = collectErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.locator("footer")).toContainText("© 2024");
      expect(errors).toEqual([]);
    });
  }

  test("every public page has its own title", { tag: "@desktop-only" }, async ({ request }) => {
    const titles = new Set<string>();
    for (const { path } of publicPages) {
      const html = await (await request.get(path)).text();
      titles.add(html.match(/<title>([^<]+)<\/title>/)?.[1] ?? "");
    }
    expect(titles.size).toBe(publicPages.length);
  });
});

test.describe("home page", () => {
  test("has the six anchored sections", { tag: "@desktop-only" }, async ({ page }) => {
    await page.goto("/");
    for (const id of ["home", "services", "platform", "about", "contact", "promo-video"]) {
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    }
    await expect(page.locator("#services h3")).toHaveText([
      "Full-Stack Developers",
      "Mobile Developers",
      "AI/ML Engineers",
      "Backend Engineers",
      "DevOps Engineers",
      "Technical Leadership",
    ]);
  });

  test("hero buttons scroll to the contact section and the promo video", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Hire a Developer Today" }).click();
    await expect(page.locator("#contact")).toBeInViewport();
    await expect(page).toHaveURL(/#contact$/);
    await page.goto("/");
    // The hero's second way to the contact section.
    await page.locator("#home").getByRole("link", { name: "Get Started Today" }).click();
    await expect(page.locator("#contact")).toBeInViewport();
    await expect(page).toHaveURL(/#contact$/);
    await page.goto("/");
    await page.getByRole("link", { name: "Watch Our Video" }).click();
    await expect(page.locator("#promo-video")).toBeInViewport();
    await page.getByRole("link", { name: "Watch Platform Presentation" }).click();
    await expect(page.locator("#platform-video")).toBeInViewport();
  });

  test("a video loads its player only when played", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("iframe")).toHaveCount(0);
    await page
      .locator("#promo-video")
      .getByRole("button", { name: /Play video/ })
      .click();
    const frame = page.locator("#promo-video iframe");
    await expect(frame).toHaveAttribute("src", /youtube-nocookie\.com\/embed\/.+autoplay=1/);
  });

  test("an empty submit sends no request and shows the required-fields toast", {
    tag: "@desktop-only",
  }, async ({ page }) => {
    await page.goto("/");
    const requests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/contact")) requests.push(r.url());
    });
    const form = page.locator("#contact form");
    for (const name of ["firstName", "lastName", "email", "company", "message"]) {
      await expect(form.locator(`[name=${name}]`)).toHaveAttribute("required", "");
    }
    await expect(form.locator("[name=hiringNeeds]")).not.toHaveAttribute("required", "");
    await expect(form.locator("[name=email]")).toHaveAttribute("type", "email");
    await expect(form.locator("[name=message]")).toHaveAttribute("rows", "4");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(
      page.getByText("Please fill in all required fields", { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByText("All fields except hiring needs are required.", { exact: true }),
    ).toBeVisible();
    expect(requests).toEqual([]);
  });

  test("a valid submit shows 'Message Sent!' and clears the form", async ({ page }) => {
    await page.goto("/#contact");
    const form = page.locator("#contact form");
    await form.locator("[name=firstName]").fill("Grace");
    await form.locator("[name=lastName]").fill("Hopper");
    await form.locator("[name=email]").fill("grace@example.com");
    await form.locator("[name=company]").fill("Navy Labs");
    await form.locator("[name=hiringNeeds]").selectOption("backend");
    await form.locator("[name=message]").fill("We need a compiler engineer.");
    const posted = page.waitForRequest((r) => r.url().endsWith("/api/contact"));
    await form.getByRole("button", { name: "Send Message" }).click();
    expect((await posted).postDataJSON()).toMatchObject({
      firstName: "Grace",
      hiringNeeds: "backend",
    });
    await expect(page.getByText("Message Sent!", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Thank you for your inquiry. We'll get back to you within 24 hours.", {
        exact: true,
      }),
    ).toBeVisible();
    await expect(form.locator("[name=firstName]")).toHaveValue("");
    await expect(form.locator("[name=message]")).toHaveValue("");
    await expect(form.locator("[name=hiringNeeds]")).toHaveValue("");
  });

  test("a failed submit keeps the values and shows the error toast", {
    tag: "@desktop-only",
  }, async ({ page }) => {
    await page.route("**/api/contact", (route) => route.fulfill({ status: 500, body: "boom" }));
    await page.goto("/#contact");
    const form = page.locator("#contact form");
    await form.locator("[name=firstName]").fill("Grace");
    await form.locator("[name=lastName]").fill("Hopper");
    await form.locator("[name=email]").fill("grace@example.com");
    await form.locator("[name=company]").fill("Navy Labs");
    await form.locator("[name=message]").fill("Hello");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(
      page.getByText("Failed to send message. Please try again.", { exact: true }),
    ).toBeVisible();
    await expect(form.locator("[name=firstName]")).toHaveValue("Grace");
  });
});

test.describe("contact page", () => {
  test("shows 'Sending...' then 'Message sent successfully!' and clears", async ({ page }) => {
    await page.route("**/api/contacts", async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await page.goto("/contact");
    await page.getByLabel("First Name").fill("Alan");
    await page.getByLabel("Last Name").fill("Turing");
    await page.getByLabel("Email Address").fill("alan@example.com");
    await page.getByRole("textbox", { name: "Company" }).fill("Bletchley");
    await page.getByLabel("Current Hiring Needs").selectOption("ai-ml");
    await page.getByLabel("Message", { exact: true }).fill("Looking for ML engineers.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect(page.getByText("Message sent successfully!", { exact: true })).toBeVisible();
    await expect(
      page.getByText("We'll get back to you within 24 hours.", { exact: true }),
    ).toBeVisible();
    await expect(page.getByLabel("First Name")).toHaveValue("");
    await expect(page.getByRole("button", { name: "Schedule Demo" })).toBeVisible();
  });

  test("what is typed and picked before the page's script runs is kept and sent", {
    tag: "@desktop-only",
  }, async ({ page }) => {
    // Hold the islands' script back until the visitor has filled the form.
    const release = await holdIslandScripts(page);
    const loaded = page.goto("/contact");
    await page.getByLabel("First Name").fill("Alan");
    await page.getByLabel("Last Name").fill("Turing");
    await page.getByLabel("Email Address").fill("alan@example.com");
    await page.getByRole("textbox", { name: "Company" }).fill("Bletchley");
    await page.getByLabel("Current Hiring Needs").selectOption("ai-ml");
    await page.getByLabel("Message", { exact: true }).fill("Typed early.");
    release();
    await loaded;
    const posted = page.waitForRequest(
      (r) => r.url().endsWith("/api/contacts") && r.method() === "POST",
    );
    await page.getByRole("button", { name: "Send Message" }).click();
    expect((await posted).postDataJSON()).toMatchObject({
      firstName: "Alan",
      company: "Bletchley",
      hiringNeeds: "ai-ml",
      message: "Typed early.",
    });
    await expect(page.getByText("Message sent successfully!", { exact: true })).toBeVisible();
  });

  test("an empty submit shows field messages and sends nothing", { tag: "@desktop-only" }, async ({
    page,
  }) => {
    await page.goto("/contact");
    let sent = false;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/contacts")) sent = true;
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Required").first()).toBeVisible();
    expect(sent).toBe(false);
  });

  test("a failure shows 'Error sending message' and keeps the values", {
    tag: "@desktop-only",
  }, async ({ page }) => {
    await page.route("**/api/contacts", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Down"}' }),
    );
    await page.goto("/contact");
    await page.getByLabel("First Name").fill("Alan");
    await page.getByLabel("Last Name").fill("Turing");
    await page.getByLabel("Email Address").fill("alan@example.com");
    await page.getByRole("textbox", { name: "Company" }).fill("Bletchley");
    await page.getByLabel("Current Hiring Needs").selectOption("ai-ml");
    await page.getByLabel("Message", { exact: true }).fill("Hi");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Error sending message", { exact: true })).toBeVisible();
    await expect(page.getByLabel("First Name")).toHaveValue("Alan");
  });
});

test("services buttons go home and scroll to the contact section", async ({ page }) => {
  await page.goto("/services");
  await page.locator("#main").getByRole("link", { name: "Find Developers" }).click();
  await expect(page).toHaveURL(/\/(#contact)?$/);
  await expect(page.locator("#contact")).toBeInViewport();
});

test("the hiring page's calls to action lead to the home contact section", async ({ page }) => {
  await page.goto("/hiring-process");
  await page.getByRole("link", { name: "Get Started Today" }).click();
  await expect(page.locator("#contact")).toBeInViewport();
});

test("the FAQ keeps one item open at a time", async ({ page }) => {
  await page.goto("/faq");
  for (const category of [
    "Getting Started",
    "Pricing & Payment",
    "Developer Quality",
    "Working with Developers",
    "Security & Legal",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: category })).toBeVisible();
  }
  const triggers = page.locator("#main button[data-radix-collection-item]");
  const open = page.locator('#main button[aria-expanded="true"]');
  await expect(open).toHaveCount(0);
  // Every answer is in the page (for search engines), and only the open one shows.
  const first = (await triggers.nth(0).textContent()) ?? "";
  const seventh = (await triggers.nth(6).textContent()) ?? "";
  await expect(page.getByRole("region", { name: first })).toBeHidden();
  await triggers.nth(0).click();
  await expect(open).toHaveCount(1);
  await expect(page.getByRole("region", { name: first })).toBeVisible();
  await triggers.nth(6).click();
  await expect(open).toHaveCount(1);
  await expect(triggers.nth(6)).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("region", { name: seventh })).toBeVisible();
  await expect(page.getByRole("region", { name: first })).toBeHidden();
  // Closing the open item leaves none open.
  await triggers.nth(6).click();
  await expect(open).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
});

test("the blog lists a featured post and five more, and a post reads in full", async ({ page }) => {
  await page.goto("/blog");
  const featured = blogPosts.find((p) => p.featured)!;
  await expect(page.getByText("Featured", { exact: true }).first()).toBeVisible();
  for (const post of blogPosts) {
    await expect(page.getByRole("link", { name: post.title, exact: true })).toHaveAttribute(
      "href",
      `/blog/${post.id}`,
    );
  }
  await page.getByRole("link", { name: featured.title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: featured.title })).toBeVisible();
  await expect(page.getByText(featured.category).first()).toBeVisible();
  await expect(page.getByText(featured.date)).toBeVisible();
  await expect(page.getByText(featured.readTime)).toBeVisible();
  await expect(page.getByRole("button", { name: "Share" })).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "Ready to Experience AI-Powered Recruitment?" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Get Started Today" })).toHaveAttribute(
    "href",
    "/contact",
  );
  await page.getByRole("link", { name: "Back to Blog" }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
});

test("an unknown blog post answers 404 and shows 'Post Not Found'", async ({ page, request }) => {
  const raw = await request.get("/blog/no-such-post");
  expect(raw.status()).toBe(404);
  expect(await raw.text()).toContain("Post Not Found");

  const errors = collectErrors(page);
  const response = await page.goto("/blog/no-such-post");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Post Not Found" })).toBeVisible();
  await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole("link", { name: "Back to Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  // Served the page prerendered at /blog/404, it hydrates at this address without a hitch.
  expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
});

test("the header highlights the active page and opens the evaluator in a new tab", async ({
  page,
}) => {
  await page.goto("/pricing");
  await openMenuIfPhone(page);
  const nav = page.getByRole("navigation", { name: isPhone(page) ? "Mobile" : "Main" });
  await expect(nav.getByRole("link", { name: "Pricing" })).toHaveAttribute("aria-current", "page");
  const evaluator = nav.getByRole("link", { name: /Skills Evaluator/ });
  await expect(evaluator).toHaveAttribute("target", "_blank");
  await expect(evaluator).toHaveAttribute("rel", /noopener/);
});

test("the mobile menu opens and closes when a link is followed", async ({ page }) => {
  test.skip(!isPhone(page), "the sheet menu is the small-screen navigation");
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog");
  await expect(menu).toBeVisible();
  await menu.getByRole("link", { name: "About" }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Your Instant Access to Pre-Vetted Tech Talent",
  );
});

test("footer placeholder links go nowhere without breaking the page", async ({ page }) => {
  await page.goto("/about");
  await page.getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/about#?$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
