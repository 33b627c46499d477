/** The admin the e2e server is started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const e2eAdmin = { email: "e2e-admin@example.com", password: "e2e-admin-password" };
