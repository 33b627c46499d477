import { e2eAdmin } from "./credentials.ts";
import { expect, type Page, test } from "./fixtures.ts";
import { collectErrors, isPhone, openMenuIfPhone, signInViaApi } from "./support.ts";
import { expectToast } from "./toast.ts";

async function signOut(page: Page) {
  await openMenuIfPhone(page);
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expectToast(page, "Signed out", "You have been signed out successfully");
  await expect(page).toHaveURL("/");
}

test("a visitor signs up, signs out and signs in again", async ({ page }) => {
  const errors = collectErrors(page);
  const email = `E2E-${Date.now()}-${Math.floor(Math.random() * 1e6)}@Example.com`;
  const password = "a strong test password";

  await page.goto("/auth");
  await expect(page.getByText("AI-Driven Matching")).toBeVisible();
  await expect(page.getByText("Global Talent Pool")).toBeVisible();
  await expect(page.getByText("Streamlined Process")).toBeVisible();
  await expect(page.getByText("Secure Platform")).toBeVisible();

  // Sign up, first with every field wrong: the spec's messages, and nothing is sent.
  await page.getByRole("tab", { name: "Sign Up" }).click();
  const signUp = page.getByRole("tabpanel", { name: "Sign Up" });
  await signUp.getByLabel("Email").fill("not-an-email");
  await signUp.getByLabel("Password", { exact: true }).fill("short");
  await signUp.getByLabel("Confirm Password").fill("different");
  await signUp.getByRole("button", { name: "Create Account" }).click();
  await expect(signUp.getByText("Invalid email address")).toBeVisible();
  await expect(signUp.getByText("First name is required")).toBeVisible();
  await expect(signUp.getByText("Last name is required")).toBeVisible();
  await expect(signUp.getByText("Password must be at least 8 characters")).toBeVisible();

  await signUp.getByLabel("First Name").fill("Ada");
  await signUp.getByLabel("Last Name").fill("Lovelace");
  await signUp.getByLabel("Email").fill(email);
  await signUp.getByLabel("Password", { exact: true }).fill(password);
  await signUp.getByLabel("Confirm Password").fill(`${password}!`);
  await signUp.getByRole("button", { name: "Create Account" }).click();
  await expect(signUp.getByText("Passwords don't match")).toBeVisible();

  // The show/hide toggle reveals what was typed.
  const passwordField = signUp.getByLabel("Password", { exact: true });
  await expect(passwordField).toHaveAttribute("type", "password");
  await signUp.getByRole("button", { name: "Show password" }).first().click();
  await expect(passwordField).toHaveAttribute("type", "text");
  await signUp.getByRole("button", { name: "Hide password" }).first().click();
  await expect(passwordField).toHaveAttribute("type", "password");

  await signUp.getByLabel("Confirm Password").fill(password);
  await signUp.getByRole("button", { name: "Create Account" }).click();
  await expectToast(page, "Account created!", "Welcome to Acme Talent, Ada!");
  await expect(page).toHaveURL("/");
  await openMenuIfPhone(page);
  await expect(page.getByTestId("header-user").last()).toHaveText("Ada");
  await expect(page.getByRole("link", { name: "Developers", exact: true }).last()).toBeVisible();
  await expect(page.getByRole("link", { name: "Admin Dashboard" })).toHaveCount(0);
  if (isPhone(page)) await page.keyboard.press("Escape");

  // A signed-in user who opens /auth is sent home.
  await page.goto("/auth");
  await expect(page).toHaveURL("/");

  await signOut(page);
  await openMenuIfPhone(page);
  await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
  await page.getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/auth");

  // A wrong password: the server's words in a destructive toast.
  const signIn = page.getByRole("tabpanel", { name: "Sign In" });
  await signIn.getByLabel("Email").fill(email.toLowerCase());
  await signIn.getByLabel("Password", { exact: true }).fill("not the password");
  await signIn.getByRole("button", { name: "Sign In" }).click();
  await expectToast(page, "Sign in failed", "Invalid email or password");
  await expect(page).toHaveURL("/auth");

  await signIn.getByLabel("Password", { exact: true }).fill(password);
  await signIn.getByRole("button", { name: "Sign In" }).click();
  await expectToast(page, "Welcome back!", "Signed in as Ada Lovelace.");
  await expect(page).toHaveURL("/");
  await openMenuIfPhone(page);
  await expect(page.getByTestId("header-user").last()).toHaveText("Ada");

  // The session survives a reload (the cookie, not just the cached user).
  await page.reload();
  await openMenuIfPhone(page);
  await expect(page.getByTestId("header-user").last()).toHaveText("Ada");

  // The only console error is the browser's note about the refused sign-in (401).
  expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
});

test("signing in from a guarded page returns to it; a next naming another site goes home", async ({
  page,
}) => {
  // An admin screen opened signed out (as from an e-mailed link): sign in, land on it.
  await page.goto("/admin?tab=inquiries");
  await expect(page).toHaveURL("/auth?next=/admin%3Ftab%3Dinquiries");
  const signIn = page.getByRole("tabpanel", { name: "Sign In" });
  await signIn.getByLabel("Email").fill(e2eAdmin.email);
  await signIn.getByLabel("Password", { exact: true }).fill(e2eAdmin.password);
  await signIn.getByRole("button", { name: "Sign In" }).click();
  await expectToast(page, "Welcome back!");
  await expect(page).toHaveURL("/admin?tab=inquiries");
  await signOut(page);

  // Only a path of this site counts: a crafted next leads home, as a plain sign-in does.
  await page.goto("/auth?next=//evil.example/admin");
  await signIn.getByLabel("Email").fill(e2eAdmin.email);
  await signIn.getByLabel("Password", { exact: true }).fill(e2eAdmin.password);
  await signIn.getByRole("button", { name: "Sign In" }).click();
  await expectToast(page, "Welcome back!");
  await expect(page).toHaveURL("/");
});

test("the sign-in form shows the spec's messages without calling the server", {
  tag: ["@desktop-only", "@no-database"],
}, async ({ page }) => {
  let calls = 0;
  page.on("request", (r) => {
    if (r.url().includes("/api/auth/login")) calls++;
  });
  await page.goto("/auth");
  const signIn = page.getByRole("tabpanel", { name: "Sign In" });
  await signIn.getByRole("button", { name: "Sign In" }).click();
  await expect(signIn.getByText("Invalid email address")).toBeVisible();
  await expect(signIn.getByText("Password is required")).toBeVisible();
  expect(calls).toBe(0);
});

test("/auth is a private page: not indexed", { tag: ["@desktop-only", "@no-database"] }, async ({
  page,
  request,
}) => {
  for (const path of ["/auth", "/admin", "/admin/campaigns"]) {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    expect(res.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  }
  await page.goto("/auth");
  await expect(page).toHaveTitle("Sign In | Acme Talent");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
});

test("signed in on a content page: the header knows, and signing out lands home with the notice", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await signInViaApi(page, e2eAdmin.email, e2eAdmin.password);
  // /about is static HTML with islands: the header island loads the signed-in area itself.
  await page.goto("/about");
  await openMenuIfPhone(page);
  await expect(page.getByTestId("header-user").last()).toContainText("(Admin)");
  await expect(page.getByRole("link", { name: "Admin Dashboard" }).last()).toBeVisible();
  // Signing out loads the home page; the toast raised on the way out is shown there.
  await page.getByRole("button", { name: "Sign Out" }).last().click();
  await expect(page).toHaveURL("/");
  await expectToast(page, "Signed out", "You have been signed out successfully");
  await openMenuIfPhone(page);
  await expect(page.getByRole("link", { name: "Sign In" }).last()).toBeVisible();
  expect(errors).toEqual([]);
});
